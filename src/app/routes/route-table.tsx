import { Navigate, type RouteObject } from 'react-router-dom';
import { BareLayout } from '@/app/layouts/bare-layout';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { PATHS } from '@/config/paths';
import { dashboardRoutes } from './dashboard-routes';
import { signedIn } from './guarded';
import { page } from './lazy-page';
import { placeholderRoute } from './placeholder';
import { publicRoutes } from './public-routes';

const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

const signedInPages: RouteObject[] = [
  page(PATHS.myTransports, () => import('@/features/transports/patient/patient-space-page')),
  page(PATHS.mySpace, () => import('@/features/transports/patient/my-space-page')),
  placeholderRoute(PATHS.preferences, 'Préférences', 'Langue et notifications.'),
  placeholderRoute(PATHS.documents, 'Mes documents', 'Vos documents.'),
  placeholderRoute(PATHS.billing, 'Facturation', 'Vos factures.'),
];

/** The one route table of the app (spec §2). Tests render it in a memory router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: () => <RootLoadingScreen />,
    children: [
      { path: PATHS.home, element: <PublicLayout />, children: publicRoutes },
      {
        element: <BareLayout />,
        children: [
          {
            path: PATHS.auth,
            lazy: async () => ({ Component: (await import('@/features/auth/auth-page')).default }),
          },
          signedIn(signedInPages),
        ],
      },
      signedIn([
        { path: PATHS.dashboard, element: <DashboardLayout />, children: dashboardRoutes },
      ]),
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
