import type { CompanyKind } from '@/domain/ids/formatted-id';
import type { UserType } from '@/domain/shared/role';

/**
 * The roles a member holds inside an organisation (spec §3 « Associated users », issue 13). Stored as these ids in
 * associatedUsers[].role; the labels are what people read. A transport company dispatches (régulateur) and drives
 * (chauffeur); a clinic has a secretariat.
 */
export const MEMBER_ROLE_LABELS = {
  responsable: 'Responsable',
  regulateur: 'Régulateur',
  chauffeur: 'Chauffeur',
  secretaire: 'Secrétaire',
} as const;
export type MemberRole = keyof typeof MEMBER_ROLE_LABELS;

export const MEMBER_ROLES_BY_KIND = {
  ambulance: ['responsable', 'regulateur', 'chauffeur'],
  vtc: ['responsable', 'regulateur', 'chauffeur'],
  clinique: ['responsable', 'secretaire'],
} as const satisfies Record<CompanyKind, readonly MemberRole[]>;

/** Who manages the members (and the fleet) of an organisation. */
export const MEMBER_MANAGERS = ['responsable'] as const satisfies readonly MemberRole[];

/** Who may assign a driver and a vehicle to a ride the company accepted. */
export const DISPATCHERS = ['responsable', 'regulateur'] as const satisfies readonly MemberRole[];

/** Who may be assigned to drive a ride. */
export const DRIVERS = ['chauffeur'] as const satisfies readonly MemberRole[];

/** Reads a stored role (accents and case as people typed them: « Régulateur » → regulateur); null if unknown. */
export function readMemberRole(value: unknown): MemberRole | null {
  if (typeof value !== 'string') return null;
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  return plain in MEMBER_ROLE_LABELS ? (plain as MemberRole) : null;
}

export const rolesForKind = (kind: CompanyKind): readonly MemberRole[] =>
  MEMBER_ROLES_BY_KIND[kind];

export const isRoleOfKind = (kind: CompanyKind, role: MemberRole): boolean =>
  rolesForKind(kind).includes(role);

/** Whether someone may add, re-role or remove members: an admin, or a responsable of that organisation. */
export function mayManageMembers(userType: UserType, memberRole: MemberRole | null): boolean {
  if (userType === 'admin') return true;
  return memberRole !== null && (MEMBER_MANAGERS as readonly MemberRole[]).includes(memberRole);
}

export const mayDispatch = (role: MemberRole | null): boolean =>
  role !== null && (DISPATCHERS as readonly MemberRole[]).includes(role);

export const mayDrive = (role: MemberRole | null): boolean =>
  role !== null && (DRIVERS as readonly MemberRole[]).includes(role);

/**
 * Who sees only the rides assigned to them (issue 13: « the chauffeur signs in and sees nothing until a ride is
 * assigned »): a chauffeur neither accepts requests nor follows a colleague's ride. The dispatchers and the
 * responsable keep the company view. firestore.rules (isProvider, isCandidate) says the same.
 */
export const ASSIGNED_ONLY_ROLES = ['chauffeur'] as const satisfies readonly MemberRole[];

export const seesOnlyAssignedRides = (role: MemberRole | null | undefined): boolean =>
  role != null && (ASSIGNED_ONLY_ROLES as readonly MemberRole[]).includes(role);

/**
 * Whether someone works the company's office pages — staff, fleet, billing, subscription — and reassigns rides
 * (issue 23: « the chauffeur's phone shows only a chauffeur's screens »): everyone but a member who only drives the
 * rides he is given. An unknown role (no membership heard yet) keeps the pages: the founder, before his first
 * sync, must not lose them; the server refuses what a driver may not do whatever the screen shows.
 */
export const worksOfficePages = (role: MemberRole | null | undefined): boolean =>
  !seesOnlyAssignedRides(role);
