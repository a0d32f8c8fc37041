import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RootLoadingScreen } from '@/app/root-loading-screen';

/** Layout without the public header/footer: /auth and, until the dashboard layout lands, dashboards. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="bare-main">
      <Suspense fallback={<RootLoadingScreen />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
