import type { NotificationAudience } from '@/domain/notification/audience';
import {
  buildNotification,
  type NotificationTarget,
} from '@/domain/notification/build-notification';
import { plannedNotifications } from '@/domain/notification/event-rules';
import type { Notification } from '@/domain/notification/notification';
import {
  roleForNotificationType,
  type NotificationType,
} from '@/domain/notification/notification-type';
import { formatRideDate, type EpochMillis } from '@/domain/shared/timestamp';
import type { OperationResult } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';

/** A notification ready to store under its document id. */
export interface EventNotification {
  id: string;
  notification: Notification;
}

function targetKey(type: NotificationType, audience: NotificationAudience): string {
  switch (audience.kind) {
    case 'user':
      return audience.uid;
    case 'org':
      return audience.orgId;
    case 'role':
      return roleForNotificationType(type);
  }
}

/**
 * `${opId}:${type}:${target}`: the same operation always names the same documents, so a replayed push (or a
 * retried server transaction) rewrites them instead of adding copies. « / » would make a Firestore path: replaced.
 */
export const eventNotificationId = (
  opId: string,
  type: NotificationType,
  audience: NotificationAudience,
): string => `${opId}:${type}:${targetKey(type, audience)}`.replaceAll('/', '_');

const patientNameOf = (t: Transport) =>
  `${t.patient_info.firstName} ${t.patient_info.lastName}`.trim() || null;

function targetFor(
  transport: Transport,
  audience: NotificationAudience,
  opId: string,
): NotificationTarget {
  return {
    opId,
    transportId: transport.transport_id ?? transport.id,
    transportDocumentId: transport.id,
    // A role-wide notice outlives the request's visibility (another company takes it, its copy leaves the
    // device), so it never names the patient; the organisation or person addressed may see the name anyway.
    patientName: audience.kind === 'role' ? null : patientNameOf(transport),
    destination: transport.adresse_arrivee.ville || null,
    rideDate: formatRideDate(transport.date_transport),
    requesterName: transport.requester_org_name ?? null,
    providerName: transport.provider_org_name ?? null,
    driverName: transport.assigned_driver?.firstName ?? null,
    vehicle: transport.assigned_vehicle
      ? `${transport.assigned_vehicle.label} (${transport.assigned_vehicle.registration})`
      : null,
    userId: audience.kind === 'user' ? audience.uid : null,
    orgId: audience.kind === 'org' ? audience.orgId : null,
    isTestData: transport.source === 'admin_test',
  };
}

/**
 * The notifications an APPLIED transport operation creates, written by the server in the same transaction as the
 * transport (`now` is the server time of that write). Refused and duplicate operations must create none: use
 * notificationsForResult when holding the domain's result.
 */
export function notificationsForOperation(
  before: Transport | null,
  after: Transport,
  op: TransportOperation,
  now: EpochMillis,
): EventNotification[] {
  return plannedNotifications(before, after, op).map(({ type, audience }) => ({
    id: eventNotificationId(op.opId, type, audience),
    notification: buildNotification(type, targetFor(after, audience, op.opId), now),
  }));
}

/** notificationsForOperation for whatever applyTransportOperation decided: nothing unless it applied. */
export function notificationsForResult(
  before: Transport | null,
  result: OperationResult,
  op: TransportOperation,
  now: EpochMillis,
): EventNotification[] {
  return result.outcome === 'applied'
    ? notificationsForOperation(before, result.transport, op, now)
    : [];
}
