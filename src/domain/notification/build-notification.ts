import { NOTIFICATION_TTL_MS } from '@/domain/constants';
import type { Notification } from '@/domain/notification/notification';
import {
  roleForNotificationType,
  type ServerNotificationType,
} from '@/domain/notification/notification-type';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** Who receives it and what it is about: references only, never text (the device renders it). */
export interface NotificationTarget {
  userId?: string | null;
  orgId?: string | null;
  /** The transport's document id, stored as `transport_id` (the link key). */
  transportId?: string | null;
  /** The operation that caused it (stored as `op_id`) and, for « new_patient », the record (`patient_id`). */
  opId?: string | null;
  patientId?: string | null;
  isTestData?: boolean;
}

/** A new unread notification, addressed to the type's role, expiring 7 days later (spec §3). */
export function buildNotification(
  type: ServerNotificationType,
  context: NotificationTarget,
  now: EpochMillis,
): Notification {
  return {
    type,
    role: roleForNotificationType(type),
    read: false,
    created_at: now,
    expires_at: now + NOTIFICATION_TTL_MS,
    is_test_data: context.isTestData ?? false,
    user_id: context.userId ?? null,
    org_id: context.orgId ?? null,
    transport_id: context.transportId ?? null,
    op_id: context.opId ?? null,
    patient_id: context.patientId ?? null,
    read_by: {},
  };
}

export function isNotificationExpired(
  notification: Pick<Notification, 'expires_at'>,
  now: EpochMillis,
): boolean {
  return now >= notification.expires_at;
}
