import { DEFAULT_ORG_ID } from '@/domain/constants';
import type { CompanyKind } from '@/domain/ids/formatted-id';
import { ACCESS_GRANTING_STATUSES } from '@/domain/subscription/access';
import {
  isRoleOfKind,
  MEMBER_ROLE_LABELS,
  readMemberRole,
  type MemberRole,
} from '@/domain/organisation/member-roles';
import { normaliseEmail } from '@/domain/organisation/members';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import type { UserType } from '@/domain/shared/role';
import type { AssociatedUser } from '@/domain/user/associated-user';

/**
 * Joining an organisation is an invitation (issue 20), decided here once for the demo server, the Firestore
 * adapter and the screens; firestore.rules (joinsInvitation, declinesInvitation, bindsOwnAccount) enforce it.
 *
 * A company or clinic account is created WITHOUT an organisation (orga_id = default-org, « awaiting »): nobody
 * can know whether a responsable listed an address before its owner proved it is theirs, so neither joining nor
 * founding happens at sign-up. Once the e-mail is verified, a listed person is asked « Rejoindre … ? »: accepting
 * joins with exactly the listed role; declining is recorded on the organisation (its responsable reads
 * « Invitation refusée ») and the account founds its own organisation, as any new account does.
 */

/** An organisation that lists an e-mail among its members, as the invitation lookup reads it. */
export interface ListedIn {
  orgId: string;
  kind: CompanyKind;
  name: string;
  members: readonly AssociatedUser[];
  /** Lower-cased e-mails that declined this organisation's invitation. */
  declined: readonly string[];
}

/** What a listed person is asked: « Rejoindre <name> en tant que <role> ? ». */
export interface Invitation {
  orgId: string;
  kind: CompanyKind;
  organisationName: string;
  role: MemberRole;
}

interface ProfileShape {
  userType: UserType;
  orga_id: string;
}

/** A company or clinic account that has neither joined nor founded an organisation yet. */
export const awaitsOrganisation = (profile: ProfileShape): boolean =>
  ownsOrganisation(profile.userType) && profile.orga_id === DEFAULT_ORG_ID;

/**
 * Whether the listed entry is bound to an account: members are listed under their e-mail (id = e-mail) until they
 * accept, when the entry takes their uid. Only they can be assigned a ride.
 */
export const hasJoined = (member: AssociatedUser): boolean =>
  normaliseEmail(member.id) !== normaliseEmail(member.email);

export type MemberStatus = 'member' | 'invited' | 'declined';

/** What the personnel page says of a listed person: member, « Invitation envoyée » or « Invitation refusée ». */
export function memberStatus(member: AssociatedUser, declined: readonly string[]): MemberStatus {
  if (hasJoined(member)) return 'member';
  return declined.includes(normaliseEmail(member.email)) ? 'declined' : 'invited';
}

/** The entry an organisation holds for this e-mail, open to an answer (listed, neither joined nor declined). */
function openEntry(listed: ListedIn, email: string): { role: MemberRole } | null {
  const wanted = normaliseEmail(email);
  if (wanted === '' || listed.declined.includes(wanted)) return null;
  const entry = listed.members.find((member) => normaliseEmail(member.email) === wanted);
  if (!entry || hasJoined(entry)) return null;
  const role = readMemberRole(entry.role);
  return role !== null && isRoleOfKind(listed.kind, role) ? { role } : null;
}

export interface Invitee {
  email: string;
  /** The auth service verified the address: before that, anyone could claim it. */
  emailVerified: boolean;
  profile: ProfileShape;
}

/** The invitation this account is asked to answer (the first organisation listing it), or null. */
export function invitationFor(organisations: readonly ListedIn[], who: Invitee): Invitation | null {
  if (!who.emailVerified || !awaitsOrganisation(who.profile)) return null;
  for (const listed of organisations) {
    const entry = openEntry(listed, who.email);
    if (entry) {
      return {
        orgId: listed.orgId,
        kind: listed.kind,
        organisationName: listed.name,
        role: entry.role,
      };
    }
  }
  return null;
}

/**
 * Why the server refuses this answer (null: it may be recorded): the organisation must still list the verified
 * e-mail, open, with exactly the role the invitation names — a forged role or kind is refused.
 */
export function answerRefusal(
  invitation: Invitation,
  listed: ListedIn | null,
  who: Invitee,
): string | null {
  if (!who.emailVerified) return 'Vérifiez d’abord votre adresse e-mail.';
  if (!awaitsOrganisation(who.profile)) return 'Ce compte a déjà une organisation.';
  const entry = listed && listed.orgId === invitation.orgId ? openEntry(listed, who.email) : null;
  if (!listed || !entry || listed.kind !== invitation.kind || entry.role !== invitation.role) {
    return 'Cette invitation n’est plus valable : demandez au responsable de vous ajouter à nouveau.';
  }
  return null;
}

/** The profile fields an accepted invitation sets: the organisation's kind, id and name. */
export const joinedProfile = (invitation: Invitation) => ({
  userType: invitation.kind,
  orga_id: invitation.orgId,
  company_name: invitation.organisationName,
});

/** The organisation's declined e-mails once this one declined. */
export function declinedWith(declined: readonly string[], email: string): Record<string, true> {
  const all: Record<string, true> = {};
  for (const address of [...declined, normaliseEmail(email)]) all[address] = true;
  return all;
}

/** « Rejoindre Ambulances Bellecour en tant que chauffeur ? » */
export const invitationQuestion = (invitation: Invitation): string =>
  `Rejoindre ${invitation.organisationName} en tant que ${MEMBER_ROLE_LABELS[invitation.role].toLowerCase()} ?`;

/**
 * The subscription a joining member works under: the organisation's — its founder's profile's if it grants access,
 * else the first of its members' that does (spec §6: company accounts need an active or trial subscription; a
 * company pays once for its team, priced per member and vehicle, §9). Null when none grants access.
 */
export function organisationSubscription<S extends { status: string }>(
  profiles: readonly { uid: string; orga_id: string; subscription?: S | null }[],
  orgId: string,
  ownerUid: string | null,
): S | null {
  const granting = profiles.filter(
    (p) =>
      p.orga_id === orgId &&
      p.subscription != null &&
      (ACCESS_GRANTING_STATUSES as readonly string[]).includes(p.subscription.status),
  );
  const owner = granting.find((p) => p.uid === ownerUid);
  return (owner ?? granting[0])?.subscription ?? null;
}

/**
 * Issue 25: the awaiting account's answer. Declining founds its own organisation, so it carries the identity its
 * founder declared (organisation-identity.ts), as founding without an invitation does.
 */
export type InvitationAnswer = { accept: true } | { accept: false; identity: OrganisationIdentity };
