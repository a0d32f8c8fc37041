import { Outlet } from 'react-router-dom';

/** Layout without the public header/footer: /auth and, until the dashboard layout lands, dashboards. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="bare-main">
      <Outlet />
    </main>
  );
}
