import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import { SessionRevocationGuard } from '@/app/providers/session-revocation-guard';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { ScrollToTop } from './scroll-to-top';
import { ToastViewport } from './toast-viewport';

/** Wraps every page: skip link first in tab order, then the matched layout, toasts and the update prompt. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Aller au contenu principal
      </a>
      <ScrollToTop />
      <Suspense fallback={<RootLoadingScreen />}>
        <Outlet />
      </Suspense>
      <ToastViewport />
      <SessionRevocationGuard />
      <UpdatePrompt />
    </>
  );
}
