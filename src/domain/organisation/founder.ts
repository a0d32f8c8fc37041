import { memberRoleOf, normaliseEmail } from '@/domain/organisation/members';
import type { UserType } from '@/domain/shared/role';
import type { AssociatedUser } from '@/domain/user/associated-user';

/**
 * Issue 21: the founder of an organisation (owner_uid) is removed or given another role by an administrator only —
 * never by a co-responsable, nor by himself (he stays responsable through owner_uid whatever the list says).
 * firestore.rules (keepsFounder) says the same of the member_roles and removed_members entries of his e-mail.
 */
export const FOUNDER_PROTECTED =
  'Seul un administrateur peut retirer le fondateur de l’organisation ou changer son rôle.';

const founderEntry = (members: readonly AssociatedUser[], ownerUid: string) =>
  ownerUid === '' ? undefined : members.find((member) => member.id === ownerUid);

/** Whether the viewer may change the role of this member or remove them (the page offers the actions or not). */
export function mayChangeMember(
  viewerRole: UserType,
  ownerUid: string,
  member: AssociatedUser,
): boolean {
  return viewerRole === 'admin' || ownerUid === '' || member.id !== ownerUid;
}

/**
 * Why a members write must be refused: it drops the founder's entry or changes its role or e-mail, by someone other
 * than an administrator. Null when it may go through.
 */
export function founderChangeRefusal(
  viewerRole: UserType,
  ownerUid: string,
  before: readonly AssociatedUser[],
  after: readonly AssociatedUser[],
): string | null {
  if (viewerRole === 'admin') return null;
  const was = founderEntry(before, ownerUid);
  if (!was) return null;
  const now = founderEntry(after, ownerUid);
  const kept =
    now !== undefined &&
    memberRoleOf(now) === memberRoleOf(was) &&
    normaliseEmail(now.email) === normaliseEmail(was.email);
  return kept ? null : FOUNDER_PROTECTED;
}
