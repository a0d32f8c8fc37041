import type { CompanyKind } from '@/domain/ids/formatted-id';
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
