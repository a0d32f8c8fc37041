import { USER_TYPES, type UserType } from '@/domain/shared/role';

/**
 * The role guards of spec §6, as data. Areas with no guard in the spec (ambulance transports and its
 * en-attente tab, admin sub-pages, personnel, véhicules, messages, facturation, documents, paramètres,
 * abonnement, paiements) are open to every signed-in role.
 */
export const AREA_PERMISSIONS = {
  'clinique-dashboard': ['clinique', 'admin'],
  'clinique-transports': ['clinique', 'admin'],
  'ambulance-dashboard': ['ambulance', 'admin'],
  'ambulance-transports-en-cours': ['ambulance', 'admin'],
  'ambulance-transports-a-venir': ['ambulance', 'admin'],
  'ambulance-transports-termines': ['ambulance', 'admin'],
  'ambulance-transports-partages': ['ambulance', 'admin'],
  'ambulance-transports-urgents': ['ambulance', 'admin'],
  'vtc-pages': ['vtc', 'admin'],
  'admin-dashboard': ['admin'],
  'patient-space': ['patient', 'admin'],
  // Issue 23 item 3: a transport company's planning board (its office members only: forOffice; admins, as everywhere).
  planning: ['ambulance', 'vtc', 'admin'],
  // Issue 23: the monthly award figures (office members only: forOffice), a company's and a clinic's.
  'award-figures': ['clinique', 'ambulance', 'vtc', 'admin'],
  unguarded: USER_TYPES,
} as const satisfies Record<string, readonly UserType[]>;

export type Area = keyof typeof AREA_PERMISSIONS;
export const AREAS = Object.keys(AREA_PERMISSIONS) as Area[];

/** True when the role may open the area; no role (no profile) opens nothing. */
export function canAccessArea(role: UserType | null | undefined, area: Area): boolean {
  if (!role) return false;
  return (AREA_PERMISSIONS[area] as readonly UserType[]).includes(role);
}
