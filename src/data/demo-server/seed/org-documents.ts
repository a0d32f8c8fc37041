import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { memberRoleIndex } from '@/domain/organisation/members';
import type { MemberRole } from '@/domain/organisation/member-roles';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { AssociatedUser } from '@/domain/user/associated-user';
import { DEMO_ORGANISATIONS } from '@/data/demo-server/seed/organisations';
import { DEMO_PEOPLE, fullNameOf, type DemoPerson } from '@/data/demo-server/seed/people';
import type { OrganisationRow } from '@/data/demo-server/server-db';

/** Drivers drive; whoever dispatches or files requests runs the organisation in the demo. */
const roleOf = (person: DemoPerson): MemberRole =>
  person.job === 'chauffeur' ? 'chauffeur' : 'responsable';

/**
 * The organisation documents of the demo world, as sign-up founds them (own-organisation.ts) plus their staff:
 * the first person listed founded it; its members are everyone of the organisation, with their role.
 */
export function demoOrganisationDocuments(base: EpochMillis): OrganisationRow[] {
  return DEMO_ORGANISATIONS.flatMap((org) => {
    if (org.role === 'admin') return [];
    const people = DEMO_PEOPLE.filter((person) => person.orgId === org.orgId);
    const [founder] = people;
    if (!founder) return [];
    const associatedUsers: AssociatedUser[] = people.map((person) => ({
      id: person.uid,
      email: person.email,
      name: fullNameOf(person),
      role: roleOf(person),
      createdAt: base,
    }));
    const data = {
      id: org.orgId,
      type: org.role,
      name: org.name,
      owner_uid: founder.uid,
      associatedUsers,
      member_roles: memberRoleIndex(associatedUsers),
      created_at: base,
      updated_at: base,
    };
    return [{ id: org.orgId, collection: ORGANISATION_COLLECTIONS[org.role], data }];
  });
}
