import { readMemberRole, type MemberRole } from '@/domain/organisation/member-roles';
import { normaliseEmail } from '@/domain/organisation/members';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { UserType } from '@/domain/shared/role';
import type { StaffCompany } from '@/domain/organisation/staff-documents';

/**
 * Whether a company or clinic account still belongs to the organisation its profile names (issue 13). Nobody but
 * an admin can change a profile's orga_id (rules: validSelfUpdate), so a responsable ends a member's access in the
 * organisation document: removing someone from associatedUsers records their e-mail in removed_members until they
 * are listed again. An account the document neither lists nor removed (founded before members existed, seeded)
 * keeps the organisation-wide view. firestore.rules (memberRole, removedMember, org) says the same.
 */
export type Membership =
  /** Patients and admins: no organisation to belong to; nothing to check. */
  | { status: 'none' }
  /** Role null: not listed (a founder without entry, a legacy account): the organisation-wide view. */
  | { status: 'member'; role: MemberRole | null }
  /** Removed by a responsable: the organisation's data leaves the device. */
  | { status: 'removed' };

export interface MemberIdentity {
  uid: string;
  email: string | null | undefined;
}

/** The role an account holds in this organisation: its founder is responsable; null when it is not listed. */
export function memberRoleIn(company: StaffCompany, who: MemberIdentity): MemberRole | null {
  if (company.owner_uid !== '' && company.owner_uid === who.uid) return 'responsable';
  const wanted = who.email ? normaliseEmail(who.email) : null;
  const entry = company.associatedUsers.find(
    (member) =>
      member.id === who.uid || (wanted !== null && normaliseEmail(member.email) === wanted),
  );
  return entry ? readMemberRole(entry.role) : null;
}

/** The membership of an account whose profile has this role, given its organisation document (null: none). */
export function membershipOf(
  role: UserType,
  company: StaffCompany | null,
  who: MemberIdentity,
): Membership {
  if (!ownsOrganisation(role)) return { status: 'none' };
  if (company === null) return { status: 'member', role: null };
  const email = who.email ? normaliseEmail(who.email) : null;
  const removed = email !== null && (company.removed_members ?? []).includes(email);
  // Removed and no longer listed: the founder too, whom an administrator alone removes (founder.ts).
  if (removed && !listedIn(company, who.uid, email)) return { status: 'removed' };
  return { status: 'member', role: memberRoleIn(company, who) };
}

const listedIn = (company: StaffCompany, uid: string, email: string) =>
  company.associatedUsers.some(
    (member) => member.id === uid || normaliseEmail(member.email) === email,
  );

/** What a removed member reads once their device has dropped the organisation's data. */
export const MEMBERSHIP_ENDED =
  'Vous ne faites plus partie de cette organisation : ses transports, patients et notifications ont été retirés de cet appareil. Si c’est une erreur, contactez son responsable.';
