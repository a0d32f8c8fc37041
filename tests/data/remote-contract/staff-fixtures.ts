import type { Viewer } from '@/data/ports';
import { memberRoleIndex } from '@/domain/organisation/members';
import type { AssociatedUser } from '@/domain/user/associated-user';
import type { StaffMember } from './remote-contract';

/** Who founded the contract organisations: nobody among the viewers, so every right comes from a listed role. */
export const CONTRACT_FOUNDER = 'rc-fondateur';

/** The organisation document a harness stores for `members`, each e-mail as the backend knows its user. */
export function staffCompany(
  orgId: string,
  members: readonly StaffMember[],
  emailOf: (viewer: Viewer) => string,
) {
  const associatedUsers: AssociatedUser[] = members.map(({ viewer, role }) => ({
    id: viewer.uid,
    email: emailOf(viewer),
    name: viewer.uid,
    role,
    createdAt: 0,
  }));
  return {
    id: orgId,
    owner_uid: CONTRACT_FOUNDER,
    associatedUsers,
    member_roles: memberRoleIndex(associatedUsers),
  };
}

export const contractEmail = (viewer: Viewer) => `${viewer.uid}@contrat.test`;
