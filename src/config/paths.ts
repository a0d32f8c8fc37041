/** Every route of spec §2 in one place; features link through these, never through string literals. */
export const PATHS = {
  home: '/',
  mission: '/notre-mission',
  features: '/fonctionnalites',
  pricing: '/tarifs',
  pricingCpam: '/tarifs-cpam',
  payment: '/paiement',
  terms: '/cgu',
  privacy: '/politique-confidentialite',
  legal: '/mentions-legales',
  estimate: '/estimation',
  contact: '/contact',
  demo: '/accueil/demo',
  accessibility: '/accessibilite',
  auth: '/auth',
  myTransports: '/transports',
  mySpace: '/mon-espace',
  preferences: '/preferences',
  documents: '/documents',
  billing: '/facturation',
  dashboard: '/dashboard',
  clinique: '/dashboard/clinique',
  cliniqueTransports: '/dashboard/clinique/transports',
  cliniqueTransportsDone: '/dashboard/clinique/transports/terminees',
  cliniqueNewTransport: '/dashboard/clinique/transport',
  ambulance: '/dashboard/ambulance',
  ambulanceTransports: '/dashboard/ambulance/transports',
  vtc: '/dashboard/vtc',
  vtcTransports: '/dashboard/vtc/transports',
  vtcTransportsDone: '/dashboard/vtc/transports/terminees',
  vtcTransportsUpcoming: '/dashboard/vtc/transports/a-venir',
  admin: '/dashboard/admin',
  adminFirebase: '/dashboard/admin/firebase',
  adminUsers: '/dashboard/admin/gestionusers',
  patientSpace: '/dashboard/utilisateur',
  staff: '/dashboard/personnel',
  vehicles: '/dashboard/vehicules',
  messages: '/dashboard/messages',
  dashboardBilling: '/dashboard/facturation',
  dashboardDocuments: '/dashboard/documents',
  settings: '/dashboard/parametres',
  subscription: '/dashboard/abonnement',
  paymentPage: '/dashboard/paiements/paiement',
  // Issue 23 item 3: the dispatchers' planning board (ambulance and VTC companies).
  planning: '/dashboard/planning',
  // Issue 23 (award follow-up): monthly award figures, a company's own and a clinic's over its requests.
  awardFigures: '/dashboard/attribution',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Issue 22: a clinic's series and its rides (keyed by series_id, set on the device at creation). */
export const CLINIC_SERIES_ROUTE = 'clinique/series/:seriesId';
export const clinicSeriesPath = (seriesId: string): string =>
  `${PATHS.clinique}/series/${encodeURIComponent(seriesId)}`;

/**
 * Spec §2/§6: the tabs of a list are addresses (/dashboard/ambulance/transports/a-venir). The first one is the
 * list's own address; the older ?tab= / ?liste= queries still open them.
 */
export const AMBULANCE_TAB_SEGMENTS = [
  'en-attente',
  'en-cours',
  'a-venir',
  'termines',
  'partages',
  'urgents',
] as const;
export const CLINIC_LIST_SEGMENTS = ['toutes', 'en-attente', 'en-cours'] as const;

export const ambulanceTabPath = (tab: (typeof AMBULANCE_TAB_SEGMENTS)[number]): string =>
  tab === AMBULANCE_TAB_SEGMENTS[0]
    ? PATHS.ambulanceTransports
    : `${PATHS.ambulanceTransports}/${tab}`;
export const clinicListPath = (list: (typeof CLINIC_LIST_SEGMENTS)[number]): string =>
  list === CLINIC_LIST_SEGMENTS[0]
    ? PATHS.cliniqueTransports
    : `${PATHS.cliniqueTransports}/${list}`;

/** The tab an address names: its ?query, else its last path segment (unknown ones fall back to the first tab). */
export const tabOfAddress = (pathname: string, query: string | null): string =>
  query ?? pathname.slice(pathname.lastIndexOf('/') + 1);
