import { Outlet } from 'react-router-dom';
import { UpdatePrompt } from '@/app/pwa/update-prompt';

/** Wraps every page: skip link first in tab order, the PWA update prompt, then the matched layout. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Aller au contenu principal
      </a>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
