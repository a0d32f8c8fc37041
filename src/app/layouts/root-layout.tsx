import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { useOptionalAuth } from '@/services/session/session-context';
import { ScrollToTop } from './scroll-to-top';
import { ToastViewport } from './toast-viewport';

// Signed-in sessions only: public pages (no one signed in) never download it.
const SessionRevocationGuard = lazy(async () => ({
  default: (await import('@/app/providers/session-revocation-guard')).SessionRevocationGuard,
}));

/** Wraps every page: skip link first in tab order, then the matched layout, toasts and the update prompt. */
export function RootLayout() {
  const signedIn = useOptionalAuth()?.user != null;
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
      {signedIn && (
        <Suspense fallback={null}>
          <SessionRevocationGuard />
        </Suspense>
      )}
      <UpdatePrompt />
    </>
  );
}
