import type { NotificationAudience } from '@/domain/notification/audience';
import type { NotificationType } from '@/domain/notification/notification-type';
import { ORG_ID_PREFIXES } from '@/domain/ids/org-prefix';
import type { ProviderType, UserType } from '@/domain/shared/role';
import type { TransportOperation } from '@/domain/sync/operation';
import { isUrgentPriority } from '@/domain/transport/priority';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';

/** One notification to write: its type and who receives it (the role is the type's). */
export interface PlannedNotification {
  type: NotificationType;
  audience: NotificationAudience;
}

const plan = (type: NotificationType, audience: NotificationAudience | null) =>
  audience === null ? [] : [{ type, audience }];

/** The requesting clinic: its organisation, or the creating user when the request names none. */
function requester(transport: Transport): NotificationAudience | null {
  if (transport.requester_org_id !== null)
    return { kind: 'org', orgId: transport.requester_org_id };
  return transport.created_by !== null ? { kind: 'user', uid: transport.created_by } : null;
}

const provider = (transport: Transport): NotificationAudience | null =>
  transport.provider_org_id === null ? null : { kind: 'org', orgId: transport.provider_org_id };

const isProvider = (role: UserType): role is ProviderType => role === 'ambulance' || role === 'vtc';

/** The role an organisation id names by its spec §9 prefix (ambu_0001 → ambulance), if any. */
function roleByPrefix(orgId: string): UserType | null {
  const roles = Object.keys(ORG_ID_PREFIXES) as UserType[];
  return roles.find((role) => orgId.startsWith(`${ORG_ID_PREFIXES[role]}_`)) ?? null;
}

/**
 * The provider organisation's role, null when it is no provider (an admin accepted on its behalf). The acting
 * provider says it best; then the organisation id prefix of spec §9; then the type, a VSL counting as ambulance
 * work (DEFAULT_TRANSPORT_TYPES of spec §9).
 */
export function providerRoleOf(transport: Transport, actor: Actor | null): ProviderType | null {
  const orgId = transport.provider_org_id;
  if (orgId === null) return null;
  if (actor && actor.orgId === orgId && isProvider(actor.role)) return actor.role;
  const byPrefix = roleByPrefix(orgId);
  if (byPrefix !== null) return isProvider(byPrefix) ? byPrefix : null;
  return transport.type_transport === 'vtc' ? 'vtc' : 'ambulance';
}

function onCreate(after: Transport): PlannedNotification[] {
  const type = after.type_transport;
  const ambulance = isUrgentPriority(after.priorite) ? 'urgent_transport' : 'new_transport';
  return [
    ...(canRoleSeeTransportType('ambulance', type) ? plan(ambulance, { kind: 'role' }) : []),
    ...(canRoleSeeTransportType('vtc', type) ? plan('new_course', { kind: 'role' }) : []),
    ...plan('transport_requested', requester(after)),
  ];
}

/** Spec §3 has no VTC type for a modification or a cancellation: those reach ambulance companies only. */
function onEdit(before: Transport | null, after: Transport): PlannedNotification[] {
  if (after.provider_org_id !== null) {
    return providerRoleOf(after, null) === 'ambulance'
      ? plan('transport_modified', provider(after))
      : [];
  }
  // A type change may take the request away from ambulances: those who saw it must still hear of it.
  const seenByAmbulances = [before, after].some(
    (t) => t !== null && canRoleSeeTransportType('ambulance', t.type_transport),
  );
  return isWaiting(after.etat) && seenByAmbulances
    ? plan('transport_modified', { kind: 'role' })
    : [];
}

function onStatus(
  after: Transport,
  op: Extract<TransportOperation, { kind: 'transport.status' }>,
): PlannedNotification[] {
  const role = providerRoleOf(after, op.update.actor);
  const forVtc = (type: NotificationType) => (role === 'vtc' ? plan(type, provider(after)) : []);
  switch (op.update.status) {
    case 'accepted':
      return [
        ...plan('transport_confirmed', requester(after)),
        ...(role === 'ambulance' ? plan('transport_accepted', provider(after)) : []),
        ...forVtc('course_accepted'),
      ];
    case 'assigned':
      return plan('driver_assigned', requester(after));
    case 'en_route_pickup':
      // A ride the company assigned told the clinic then; one driven without assignment tells it now.
      return [
        ...(after.assigned_driver === null ? plan('driver_assigned', requester(after)) : []),
        ...forVtc('course_started'),
      ];
    case 'completed':
      return [...plan('transport_completed', requester(after)), ...forVtc('course_completed')];
    case 'cancelled':
      return role === 'ambulance' ? plan('transport_cancelled', provider(after)) : [];
    default:
      return [];
  }
}

/** Which notifications an applied operation calls for, by event (spec §3 types per role). */
export function plannedNotifications(
  before: Transport | null,
  after: Transport,
  op: TransportOperation,
): PlannedNotification[] {
  switch (op.kind) {
    case 'transport.create':
      return onCreate(after);
    case 'transport.edit':
      return onEdit(before, after);
    case 'transport.status':
      return onStatus(after, op);
  }
}
