import type { CompanyKind } from '@/domain/ids/formatted-id';
import { ACCESS_GRANTING_STATUSES } from '@/domain/subscription/access';
import { bindMemberAccount, normaliseEmail } from '@/domain/organisation/members';
import type { UserDocument } from '@/domain/user/new-profile';
import type { AssociatedUser } from '@/domain/user/associated-user';

/** An organisation that lists an e-mail among its members, as the sign-up finds it. */
export interface ListedIn {
  orgId: string;
  kind: CompanyKind;
  name: string;
  members: readonly AssociatedUser[];
}

/** The organisation listing this e-mail (first found), or null. */
export function organisationListing(
  organisations: readonly ListedIn[],
  email: string,
): ListedIn | null {
  const wanted = normaliseEmail(email);
  return (
    organisations.find((org) => org.members.some((m) => normaliseEmail(m.email) === wanted)) ?? null
  );
}

/**
 * A person whose e-mail a responsable listed joins that organisation instead of founding one (issue 13): their
 * profile takes its kind and id, and their member entry now names their uid, role unchanged. A listed role of the
 * server-side role lists (admin) is never overridden: admins join nothing.
 */
export function joinOrganisation(
  profile: UserDocument,
  listed: ListedIn,
): { profile: UserDocument; members: AssociatedUser[] } | null {
  if (profile.userType === 'admin') return null;
  return {
    profile: {
      ...profile,
      userType: listed.kind,
      orga_id: listed.orgId,
      company_name: listed.name,
    },
    members: bindMemberAccount(listed.members, profile.email, profile.uid),
  };
}

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
