import { Navigate, type RouteObject } from 'react-router-dom';
import {
  AMBULANCE_TAB_SEGMENTS,
  CLINIC_LIST_SEGMENTS,
  CLINIC_SERIES_ROUTE,
  PATHS,
} from '@/config/paths';
import { byAmbulanceTab, forArea, forOffice, withAccess } from './guarded';
import { indexPage, page, pages } from './lazy-page';

const adminPages = () => import('@/features/admin/admin-pages');

/**
 * Children of /dashboard (spec §2, guards of §6). Pages reachable without a subscription (settings,
 * subscription, payment, billing, documents) sit outside the access guard: that is where one subscribes.
 * Real pages replace placeholders as their features land.
 */
export const dashboardRoutes: RouteObject[] = [
  indexPage(async () => ({
    default: (await import('@/app/guards/dashboard-index-redirect')).DashboardIndexRedirect,
  })),
  page('parametres', () => import('@/features/account/settings-page')),
  forOffice([
    page('abonnement', () => import('@/features/subscriptions/subscription-page')),
    page('paiements/paiement', () => import('@/features/subscriptions/payment-page')),
    page('facturation', () => import('@/features/subscriptions/billing-page')),
    page('facturation/:number', () => import('@/features/subscriptions/invoice-page')),
  ]),
  page('documents', () => import('@/features/account/documents-page')),
  withAccess([
    forArea('clinique-dashboard', [
      page('clinique', () => import('@/features/transports/clinic/clinic-dashboard-page')),
      page('clinique/transport', () => import('@/features/transports/clinic/new-transport-page')),
    ]),
    forArea('clinique-transports', [
      // Each list is an address too (spec §2); static segments outrank the ride's :id.
      ...pages(
        [
          'clinique/transports',
          ...CLINIC_LIST_SEGMENTS.map((list) => `clinique/transports/${list}`),
        ],
        () => import('@/features/transports/clinic/clinic-transports-page'),
      ),
      page(
        'clinique/transports/terminees',
        () => import('@/features/transports/clinic/clinic-done-page'),
      ),
      page(
        'clinique/transports/:id',
        () => import('@/features/transports/clinic/transport-detail-page'),
      ),
      page(CLINIC_SERIES_ROUTE, () => import('@/features/transports/clinic/series-page')),
      page(
        'clinique/transports/:id/impression',
        () => import('@/features/transports/export/history-print-page'),
      ),
      page(
        'clinique/transports/:id/bon',
        () => import('@/features/transports/export/transport-voucher-page'),
      ),
    ]),
    forArea('ambulance-dashboard', [
      page('ambulance', () => import('@/features/transports/provider/ambulance-dashboard-page')),
      page(
        'ambulance/transports/:id',
        () => import('@/features/transports/driver/driver-transport-page'),
      ),
      // Issue 23 item 4: the ride's proof of service, A4.
      page(
        'ambulance/transports/:id/preuve',
        () => import('@/features/transports/export/proof-of-service-page'),
      ),
      // Issue 22, session 9: the bon de transport, for the company that accepted the ride.
      page(
        'ambulance/transports/:id/bon',
        () => import('@/features/transports/export/transport-voucher-page'),
      ),
    ]),
    byAmbulanceTab(
      pages(
        [
          'ambulance/transports',
          ...AMBULANCE_TAB_SEGMENTS.map((tab) => `ambulance/transports/${tab}`),
        ],
        () => import('@/features/transports/provider/ambulance-transports-page'),
      ),
    ),
    forArea('vtc-pages', [
      page('vtc', () => import('@/features/transports/provider/vtc-dashboard-page')),
      ...pages(
        ['vtc/transports', 'vtc/transports/en-cours'],
        () => import('@/features/transports/provider/vtc-rides-page'),
      ),
      page(
        'vtc/transports/terminees',
        () => import('@/features/transports/provider/vtc-done-page'),
      ),
      page(
        'vtc/transports/a-venir',
        () => import('@/features/transports/provider/vtc-upcoming-page'),
      ),
      page(
        'vtc/transports/:id',
        () => import('@/features/transports/driver/driver-transport-page'),
      ),
      // Issue 23 item 4: the ride's proof of service, A4.
      page(
        'vtc/transports/:id/preuve',
        () => import('@/features/transports/export/proof-of-service-page'),
      ),
      // Issue 22, session 9: the bon de transport, for the company that accepted the ride.
      page(
        'vtc/transports/:id/bon',
        () => import('@/features/transports/export/transport-voucher-page'),
      ),
    ]),
    // The spec shows no guard on admin sub-pages; we guard them like the admin dashboard (least privilege).
    forArea('admin-dashboard', [
      page('admin', async () => ({ default: (await adminPages()).AdminDashboardPage })),
      page('admin/firebase', async () => ({ default: (await adminPages()).DataToolsPage })),
      page('admin/gestionusers', async () => ({ default: (await adminPages()).UsersPage })),
    ]),
    forArea('patient-space', [
      page('utilisateur', () => import('@/features/transports/patient/patient-space-page')),
    ]),
    // Loaded on use: its table of every list's address stays out of the public pages' first load.
    page('transports/*', () => import('./role-transports-redirect')),
    forOffice([
      page('personnel', () => import('@/features/organisation/personnel-page')),
      page('vehicules', () => import('@/features/organisation/vehicles-page')),
    ]),
    // Issue 23 item 3: the planning board, for a transport company's régulateurs and responsables.
    forOffice([
      forArea('planning', [
        page('planning', () => import('@/features/transports/planning/planning-page')),
      ]),
    ]),
    // Issue 23: monthly award figures, for a company's and a clinic's office members.
    forOffice([
      forArea('award-figures', [
        page('attribution', () => import('@/features/transports/award/award-figures-page')),
      ]),
    ]),
    page('messages', () => import('@/features/transports/messages/messages-page')),
  ]),
  { path: 'admin/users', element: <Navigate to={PATHS.adminUsers} replace /> },
  { path: 'admin/gestionabo', element: <Navigate to="/dashboard/admin/users" replace /> },
  { path: 'profil', element: <Navigate to={PATHS.settings} replace /> },
  { path: 'tarifs', element: <Navigate to={PATHS.pricingCpam} replace /> },
];
