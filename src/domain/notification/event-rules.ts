import type { NotificationAudience } from '@/domain/notification/audience';
import {
  EVENT_NOTIFICATIONS,
  type EventNotificationRule,
  type RideEvent,
} from '@/domain/notification/event-table';
import {
  roleForNotificationType,
  type ServerNotificationType,
} from '@/domain/notification/notification-type';
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
  type: ServerNotificationType;
  audience: NotificationAudience;
}

const plan = (type: ServerNotificationType, audience: NotificationAudience | null) =>
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

/** The audience a rule of the table names on this ride, null when the ride has nobody to tell. */
function audienceFor(
  type: ServerNotificationType,
  rule: EventNotificationRule,
  event: { before: Transport | null; after: Transport; isEdit: boolean; actor: Actor | null },
): NotificationAudience | null {
  const { before, after } = event;
  const role = roleForNotificationType(type);
  const company = () => (providerRoleOf(after, event.actor) === role ? provider(after) : null);
  // An edit may take the request away from a role: those who saw it must still hear of it.
  const offered = () =>
    [after, ...(event.isEdit ? [before] : [])].some(
      (t) => t !== null && canRoleSeeTransportType(role, t.type_transport),
    );
  switch (rule.to) {
    case 'requester':
      return requester(after);
    case 'provider':
      return company();
    case 'role':
      return offered() ? { kind: 'role' } : null;
    case 'company':
      if (after.provider_org_id !== null) return company();
      return isWaiting(after.etat) && offered() ? { kind: 'role' } : null;
  }
}

function eventOf(op: TransportOperation): RideEvent | null {
  switch (op.kind) {
    case 'transport.create':
      return 'create';
    case 'transport.edit':
      return 'edit';
    case 'transport.status':
      // Issue 21 item 3: an admin's correction puts the record right; it is no event of the ride.
      return op.update.correction === true ? null : op.update.status;
  }
}

/** Which notifications an applied operation calls for: its event's rules in EVENT_NOTIFICATIONS (spec §3). */
export function plannedNotifications(
  before: Transport | null,
  after: Transport,
  op: TransportOperation,
): PlannedNotification[] {
  const event = eventOf(op);
  const rules = (event === null ? undefined : EVENT_NOTIFICATIONS[event]) ?? {};
  const context = {
    before,
    after,
    isEdit: op.kind === 'transport.edit',
    actor: op.kind === 'transport.status' ? op.update.actor : null,
  };
  return (Object.entries(rules) as [ServerNotificationType, EventNotificationRule][]).flatMap(
    ([type, rule]) => {
      if (rule.urgent !== undefined && rule.urgent !== isUrgentPriority(after.priorite)) return [];
      if (rule.unassigned === true && after.assigned_driver !== null) return [];
      return plan(type, audienceFor(type, rule, context));
    },
  );
}
