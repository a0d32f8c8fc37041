import type { CompanyKind } from '@/domain/ids/formatted-id';
import { mayManageMembers } from '@/domain/organisation/member-roles';
import { roleInOrganisation } from '@/domain/organisation/members';
import type { UserType } from '@/domain/shared/role';
import type { AssociatedUser } from '@/domain/user/associated-user';

/** An organisation as its personnel and fleet pages see it (issue 13). */
export interface Team {
  orgId: string;
  kind: CompanyKind;
  ownerUid: string;
  members: AssociatedUser[];
  /** Lower-cased e-mails of listed people who declined the invitation (domain join-organisation memberStatus). */
  declined: string[];
}

export interface TeamViewer {
  uid: string;
  role: UserType;
  orgId: string;
  email?: string | null;
}

/**
 * Whether the viewer manages this organisation's members and fleet: an admin, its founder, or a member listed as
 * responsable. Stated once: the demo server and the pages ask it; firestore.rules (managesOrg) says the same.
 */
export function mayManageTeam(viewer: TeamViewer, team: Team): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.orgId !== team.orgId) return false;
  if (team.ownerUid === viewer.uid) return true;
  return mayManageMembers(viewer.role, roleInOrganisation(team.members, viewer));
}

export const NOT_A_MANAGER =
  'Seul un responsable de l’organisation (ou un administrateur) peut modifier le personnel et les véhicules.';
export const CONNECTION_REQUIRED = 'Connexion requise : ces modifications se font en ligne.';
