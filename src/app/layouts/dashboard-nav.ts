import { PATHS } from '@/config/paths';
import { worksOfficePages, type MemberRole } from '@/domain/organisation/member-roles';
import type { UserType } from '@/domain/shared/role';

export interface NavItem {
  label: string;
  to: string;
  /** Not built yet: opens the « bientôt disponible » dialog instead of an empty page. */
  coming?: boolean;
  /** A company office page (staff, fleet, billing, subscription): not in a chauffeur's menu. */
  office?: boolean;
}

const common: NavItem[] = [
  { label: 'Messages', to: PATHS.messages },
  { label: 'Documents', to: PATHS.dashboardDocuments },
  { label: 'Paramètres', to: PATHS.settings },
  { label: 'Abonnement', to: PATHS.subscription, office: true },
];

/** Sidebar entries per role, in the order a user of that role needs them most. */
export const DASHBOARD_NAV: Record<UserType, NavItem[]> = {
  clinique: [
    { label: 'Tableau de bord', to: PATHS.clinique },
    { label: 'Nouvelle demande', to: PATHS.cliniqueNewTransport },
    { label: 'Transports', to: PATHS.cliniqueTransports },
    { label: 'Terminés', to: PATHS.cliniqueTransportsDone },
    { label: 'Attribution', to: PATHS.awardFigures, office: true },
    { label: 'Personnel', to: PATHS.staff, office: true },
    ...common,
  ],
  ambulance: [
    { label: 'Tableau de bord', to: PATHS.ambulance },
    { label: 'Transports', to: PATHS.ambulanceTransports },
    { label: 'Planning', to: PATHS.planning, office: true },
    { label: 'Attribution', to: PATHS.awardFigures, office: true },
    { label: 'Personnel', to: PATHS.staff, office: true },
    { label: 'Véhicules', to: PATHS.vehicles, office: true },
    { label: 'Facturation', to: PATHS.dashboardBilling, office: true },
    ...common,
  ],
  vtc: [
    { label: 'Tableau de bord', to: PATHS.vtc },
    { label: 'Courses', to: PATHS.vtcTransports },
    { label: 'À venir', to: PATHS.vtcTransportsUpcoming },
    { label: 'Terminées', to: PATHS.vtcTransportsDone },
    { label: 'Planning', to: PATHS.planning, office: true },
    { label: 'Attribution', to: PATHS.awardFigures, office: true },
    { label: 'Véhicules', to: PATHS.vehicles, office: true },
    ...common,
  ],
  admin: [
    { label: 'Administration', to: PATHS.admin },
    { label: 'Utilisateurs', to: PATHS.adminUsers },
    { label: 'Outils de données', to: PATHS.adminFirebase },
    { label: 'Messages', to: PATHS.messages },
    { label: 'Paramètres', to: PATHS.settings },
  ],
  patient: [
    { label: 'Mon espace', to: PATHS.patientSpace },
    { label: 'Mes transports', to: PATHS.myTransports },
    { label: 'Mes documents', to: PATHS.documents },
    { label: 'Préférences', to: PATHS.preferences },
    { label: 'Paramètres', to: PATHS.settings },
  ],
};

/** The menu of one person: their role's entries, without the office pages when they only drive. */
export function navItemsFor(role: UserType, memberRole: MemberRole | null): NavItem[] {
  const items = DASHBOARD_NAV[role];
  return worksOfficePages(memberRole) ? items : items.filter((item) => !item.office);
}
