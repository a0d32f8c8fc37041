import type { CompanyKind } from '@/domain/ids/formatted-id';
import {
  isRoleOfKind,
  MEMBER_ROLE_LABELS,
  readMemberRole,
  type MemberRole,
} from '@/domain/organisation/member-roles';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { AssociatedUser } from '@/domain/user/associated-user';

/**
 * Changes to an organisation's associatedUsers (spec §3), decided once for the device and the backends. Members are
 * known by e-mail before they have an account: their id is the e-mail until they sign up and get a uid.
 */
export type MemberChange = { ok: true; members: AssociatedUser[] } | { ok: false; reason: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const sameEmail = (a: string, b: string) => normaliseEmail(a) === normaliseEmail(b);

export const memberRoleOf = (member: AssociatedUser): MemberRole | null =>
  readMemberRole(member.role);

/** The member's role in this organisation, found by uid or e-mail (a member listed before signing up). */
export function roleInOrganisation(
  members: readonly AssociatedUser[],
  who: { uid: string; email?: string | null },
): MemberRole | null {
  const found = members.find(
    (member) => member.id === who.uid || (!!who.email && sameEmail(member.email, who.email)),
  );
  return found ? memberRoleOf(found) : null;
}

/**
 * The lower-cased e-mail → role index stored beside associatedUsers: the security rules cannot search a list of
 * maps, so they read the roles from this map (kept in step by every write that changes the members).
 */
export function memberRoleIndex(members: readonly AssociatedUser[]): Record<string, MemberRole> {
  const index: Record<string, MemberRole> = {};
  for (const member of members) {
    const role = memberRoleOf(member);
    if (role !== null && member.email) index[normaliseEmail(member.email)] = role;
  }
  return index;
}

const responsables = (members: readonly AssociatedUser[]) =>
  members.filter((member) => memberRoleOf(member) === 'responsable');

export interface NewMember {
  email: string;
  name: string;
  role: MemberRole;
}

export function addMember(
  kind: CompanyKind,
  members: readonly AssociatedUser[],
  input: NewMember,
  now: EpochMillis,
): MemberChange {
  const email = normaliseEmail(input.email);
  if (!EMAIL_PATTERN.test(email)) {
    return { ok: false, reason: 'Adresse e-mail invalide : vérifiez sa saisie.' };
  }
  if (!isRoleOfKind(kind, input.role)) {
    return {
      ok: false,
      reason: `Le rôle « ${MEMBER_ROLE_LABELS[input.role]} » n’existe pas pour ce type d’organisation.`,
    };
  }
  if (members.some((member) => sameEmail(member.email, email))) {
    return { ok: false, reason: 'Cette adresse e-mail fait déjà partie du personnel.' };
  }
  const added: AssociatedUser = {
    id: email,
    email,
    name: input.name.trim() || email.split('@')[0] || email,
    role: input.role,
    createdAt: now,
  };
  return { ok: true, members: [...members, added] };
}

const LAST_RESPONSABLE =
  'L’organisation doit garder au moins un responsable : nommez-en un autre d’abord.';

export function changeMemberRole(
  kind: CompanyKind,
  members: readonly AssociatedUser[],
  memberId: string,
  role: MemberRole,
): MemberChange {
  const target = members.find((member) => member.id === memberId);
  if (!target) return { ok: false, reason: 'Ce membre ne fait plus partie du personnel.' };
  if (!isRoleOfKind(kind, role)) {
    return {
      ok: false,
      reason: `Le rôle « ${MEMBER_ROLE_LABELS[role]} » n’existe pas pour ce type d’organisation.`,
    };
  }
  const demotesLast =
    memberRoleOf(target) === 'responsable' &&
    role !== 'responsable' &&
    responsables(members).length === 1;
  if (demotesLast) return { ok: false, reason: LAST_RESPONSABLE };
  return {
    ok: true,
    members: members.map((member) => (member.id === memberId ? { ...member, role } : member)),
  };
}

export function removeMember(members: readonly AssociatedUser[], memberId: string): MemberChange {
  const target = members.find((member) => member.id === memberId);
  if (!target) return { ok: false, reason: 'Ce membre ne fait plus partie du personnel.' };
  if (memberRoleOf(target) === 'responsable' && responsables(members).length === 1) {
    return { ok: false, reason: LAST_RESPONSABLE };
  }
  return { ok: true, members: members.filter((member) => member.id !== memberId) };
}

/** A listed e-mail signing up: its entry now names the new account's uid (same role). */
export function bindMemberAccount(
  members: readonly AssociatedUser[],
  email: string,
  uid: string,
): AssociatedUser[] {
  return members.map((member) =>
    sameEmail(member.email, email) ? { ...member, id: uid } : member,
  );
}
