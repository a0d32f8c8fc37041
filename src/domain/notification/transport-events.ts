import type { NotificationAudience } from '@/domain/notification/audience';
import {
  buildNotification,
  type NotificationTarget,
} from '@/domain/notification/build-notification';
import { plannedNotifications } from '@/domain/notification/event-rules';
import type { Notification } from '@/domain/notification/notification';
import {
  roleForNotificationType,
  type ServerNotificationType,
} from '@/domain/notification/notification-type';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { OperationResult } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';

/** A notification ready to store under its document id. */
export interface EventNotification {
  id: string;
  notification: Notification;
}

function targetKey(type: ServerNotificationType, audience: NotificationAudience): string {
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
  type: ServerNotificationType,
  audience: NotificationAudience,
): string => `${opId}:${type}:${targetKey(type, audience)}`.replaceAll('/', '_');

/** References only: the device renders the text from the type and the ride (notification-text.ts). */
const targetFor = (
  transport: Transport,
  audience: NotificationAudience,
  opId: string,
): NotificationTarget => ({
  opId,
  transportId: transport.id,
  userId: audience.kind === 'user' ? audience.uid : null,
  orgId: audience.kind === 'org' ? audience.orgId : null,
  isTestData: transport.source === 'admin_test',
});

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
