import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { PageLoadBoundary } from '@/app/routes/page-load-boundary';

/** Layout without the public header/footer: /auth and, until the dashboard layout lands, dashboards. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="bare-main">
      <PageLoadBoundary>
        <Suspense fallback={<RootLoadingScreen />}>
          <Outlet />
        </Suspense>
      </PageLoadBoundary>
    </main>
  );
}
