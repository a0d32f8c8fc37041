import { seesOnlyAssignedRides, type MemberRole } from '@/domain/organisation/member-roles';
import { PROVIDER_TYPES, type UserType } from '@/domain/shared/role';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';
import { mayReceivePrescribed } from '@/domain/transport/prescribed-mode';
import { isOnCrew } from '@/domain/transport/ride-crew';

/** Who is looking: role, organisation and user id; the display name only labels what they write. */
export interface Viewer {
  role: UserType;
  orgId: string;
  uid: string;
  name?: string;
  /**
   * The viewer's role inside their organisation, as the server last said (issue 13): a chauffeur sees only the rides
   * assigned to them. Absent or null: the organisation-wide view. Servers resolve it themselves, never trusting it.
   */
  memberRole?: MemberRole | null;
  /**
   * The server found this account removed from its organisation by a responsable (organisation/membership.ts):
   * it holds no relation to the organisation's rides any more. Servers resolve it themselves, never trusting it.
   */
  removed?: boolean;
}

/**
 * Spec §6: ambulance transports are offered to ambulance companies only, vtc to vtc only, any other type (vsl) to
 * both; an admin sees every type. Clinics and patients are never offered requests by type. Data, so the security
 * rules are generated from it (src/domain/security/rules-tables.ts).
 */
export const TRANSPORT_TYPES_SEEN_BY_ROLE = {
  admin: ['ambulance', 'vsl', 'vtc'],
  ambulance: ['ambulance', 'vsl'],
  vtc: ['vsl', 'vtc'],
  clinique: [],
  patient: [],
} as const satisfies Record<UserType, readonly TransportType[]>;

export function canRoleSeeTransportType(role: UserType, type: TransportType): boolean {
  const seen: readonly TransportType[] = TRANSPORT_TYPES_SEEN_BY_ROLE[role];
  return seen.includes(type);
}

/**
 * How a user stands to a transport — the one vocabulary of "who may" that the domain checks and the security
 * rules share: `requester` is a clinic user of the requesting organisation, `provider` a provider user of the
 * organisation that accepted, `candidate` a provider user offered the still-waiting request (its role serves the
 * type), `patient` the patient carried.
 */
export const TRANSPORT_RELATIONS = [
  'admin',
  'requester',
  'provider',
  'candidate',
  'patient',
] as const;
export type TransportRelation = (typeof TRANSPORT_RELATIONS)[number];

type RelationFields = Pick<
  Transport,
  | 'etat'
  | 'type_transport'
  | 'requester_org_id'
  | 'provider_org_id'
  | 'patient_id'
  | 'global_patient_id'
> &
  Partial<Pick<Transport, 'assigned_driver' | 'prescribed_mode'>>;
type Who = Pick<Viewer, 'role' | 'orgId' | 'uid' | 'memberRole' | 'removed'>;

export const isProviderRole = (role: UserType): boolean =>
  (PROVIDER_TYPES as readonly UserType[]).includes(role);

const RELATION_TESTS: Record<TransportRelation, (t: RelationFields, who: Who) => boolean> = {
  admin: (_t, who) => who.role === 'admin',
  requester: (t, who) => who.role === 'clinique' && t.requester_org_id === who.orgId,
  provider: (t, who) =>
    isProviderRole(who.role) &&
    t.provider_org_id === who.orgId &&
    (!seesOnlyAssignedRides(who.memberRole) || isOnCrew(t, who.uid)),
  candidate: (t, who) =>
    isProviderRole(who.role) &&
    !seesOnlyAssignedRides(who.memberRole) &&
    isWaiting(t.etat) &&
    canRoleSeeTransportType(who.role, t.type_transport) &&
    // Issue 22: a ride prescribed in VSL or ambulance never reaches a VTC company, whatever its type.
    (who.role !== 'vtc' || mayReceivePrescribed(t.prescribed_mode ?? null, 'vtc')),
  patient: (t, who) =>
    who.role === 'patient' && (t.patient_id === who.uid || t.global_patient_id === who.uid),
};

/** Every relation the user has to the transport (none: a stranger to it). */
export function relationsOf(transport: RelationFields, who: Who): TransportRelation[] {
  if (who.removed === true) return [];
  return TRANSPORT_RELATIONS.filter((relation) => RELATION_TESTS[relation](transport, who));
}

/**
 * Whether a transport is shown to a viewer: to anyone with a relation to it — admins all; clinics their
 * organisation's requests; providers the rides their organisation accepted and the waiting requests of their types
 * — but a chauffeur only the rides assigned to them (no requests to accept, no colleague's ride); patients their
 * own rides. The security rules grant exactly this read: the organisation, not the user who typed
 * the request, is the requester, and a provider's response gives no access (any candidate could write itself one and
 * keep reading the ride after another company took it).
 */
export function isVisibleTo(transport: RelationFields, viewer: Who): boolean {
  return relationsOf(transport, viewer).length > 0;
}
