import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { BareLayout } from '@/app/layouts/bare-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { PATHS } from '@/config/paths';
import { preloadSessionFiles } from '@/app/session/preload-session-files';
import type { Session } from '@/services/session/session-context';
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

let startRequested = false;
/** The session's and dashboards' scripts all at once (modulepreload), once. */
function preloadStart() {
  if (startRequested) return;
  startRequested = true;
  preloadSessionFiles();
}

/**
 * A sign-in on its way (issue 24): the session's scripts, the guards, the dashboards' table and the page the
 * signed-in profile lands on (before the profile: the dashboards' index) load while the visitor is still on /auth,
 * instead of one after another once the profile sends them to /dashboard.
 */
export function preloadDashboardFor(
  signedIn: Pick<Session, 'effectiveRole' | 'profile'> | null,
): void {
  preloadStart();
  preloadGuards();
  void DashboardBranch.preload().then(async () => {
    // The landing rule loads with the dashboards, not with the public shell.
    const [branch, { landingPathFor }] = await Promise.all([
      import('./dashboard-branch'),
      import('@/domain/user/dashboard-preferences'),
    ]);
    const profile = signedIn?.profile;
    branch.preloadPageAt(
      profile ? landingPathFor(signedIn.effectiveRole, profile.preferences) : PATHS.dashboard,
    );
  });
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
        children: [
          { path: PATHS.auth, element: <AuthRoute preloadSignedIn={preloadDashboardFor} /> },
        ],
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
