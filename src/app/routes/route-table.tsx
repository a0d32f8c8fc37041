import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { BareLayout } from '@/app/layouts/bare-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { PATHS } from '@/config/paths';
import { preloadGuards, signedIn } from './guarded';
import { page } from './lazy-page';
import { retryableLazy } from './retryable-lazy';
import { publicRoutes } from './public-routes';

/** /auth: prerendered like the public pages; it starts the session itself, on the visitor's first action. */
export const loadAuthRoute = () => import('./auth-route');
const AuthRoute = lazy(loadAuthRoute);
// The signed-in pages outside /dashboard (a patient's space) get the dashboards' header, menu and sign-out.
const DashboardLayout = retryableLazy(async () => ({
  default: (await import('@/app/layouts/dashboard-layout')).DashboardLayout,
}));
// Once the dashboards' table is here, the page of the current address starts loading, beside the session.
const DashboardBranch = retryableLazy(async () => {
  const branch = await import('./dashboard-branch');
  branch.preloadPageAt(location.pathname);
  return branch;
});
const AccountPages = retryableLazy(() => import('./account-pages'));

/**
 * Someone was signed in on this device: what the address needs (guards, layout, the dashboards' table, the page)
 * loads in parallel with the session instead of one piece after another as React reaches each (issue 24).
 */
export function preloadSignedIn(pathname: string): void {
  if (!pathname.startsWith(PATHS.dashboard)) return;
  preloadGuards();
  void DashboardBranch.preload();
}

const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

const signedInPages: RouteObject[] = [
  page(PATHS.myTransports, () => import('@/features/transports/patient/patient-space-page')),
  page(
    `${PATHS.myTransports}/:id`,
    () => import('@/features/transports/patient/patient-ride-page'),
  ),
  page(PATHS.mySpace, () => import('@/features/transports/patient/my-space-page')),
  ...[PATHS.preferences, PATHS.documents, `${PATHS.documents}/attestation/:id`, PATHS.billing].map(
    (path): RouteObject => ({ path, element: <AccountPages /> }),
  ),
];

/**
 * The one route table of the app (spec §2). Public pages and /auth need no session to show; every signed-in page
 * waits for it (RequireSession), so the runtime, Dexie and the dashboards load only when someone goes there.
 * Tests render this table in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: PATHS.home, element: <PublicLayout />, children: publicRoutes },
      {
        element: <BareLayout />,
        children: [{ path: PATHS.auth, element: <AuthRoute /> }],
      },
      signedIn([{ element: <DashboardLayout />, children: signedInPages }]),
      signedIn([{ path: `${PATHS.dashboard}/*`, element: <DashboardBranch /> }]),
      // Shortcuts (spec §2)
      redirect('/transport', PATHS.ambulance),
      redirect('/ambulance', PATHS.ambulance),
      redirect('/vtc', PATHS.vtc),
      redirect('/clinique', PATHS.clinique),
      // Signed-in group redirects
      redirect('/profil', PATHS.settings),
      redirect('/mon-profil', PATHS.settings),
      redirect('/settings', PATHS.settings),
      redirect('/mes-preferences', PATHS.preferences),
      redirect('/mes-documents', PATHS.documents),
      redirect('/admin', PATHS.admin),
      // Unknown paths go home
      redirect('*', PATHS.home),
    ],
  },
];
