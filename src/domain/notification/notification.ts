import { z } from 'zod';
import { nullableTextField } from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import {
  notificationRoleSchema,
  notificationTypeSchema,
} from '@/domain/notification/notification-type';
import { timestampSchema } from '@/domain/shared/timestamp';

export const NOTIFICATIONS_COLLECTION = 'notifications';

/**
 * A notification (spec §3): its type, its recipients and references — no text. The spec's `title` and `message`
 * are not stored any more (issue 21): a stored text is whatever the writing device put there, and the writer is
 * another user; the device renders them from the type and the ride (notification-text.ts). Old documents still
 * parse: their text keys are dropped on reading. `user_id`, `org_id` and `transport_id` are our addition, not in the spec: the spec's
 * notifications only target a role, and we also want to address one person or one organisation and link one
 * transport. Targeting, narrowest first (see isNotificationFor): `user_id` → that user only; else `org_id` → the
 * users of that organisation having the notification's role; else every user of the role. `transport_id` is the
 * transport's document id (the link key, stable), not its human number, which may still be a provisional TRA-….
 */
export const notificationSchema = z.object({
  type: notificationTypeSchema,
  role: notificationRoleSchema,
  read: z
    .boolean()
    .nullish()
    .transform((read) => read ?? false),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  is_test_data: z
    .boolean()
    .nullish()
    .transform((test) => test ?? false),
  user_id: nullableTextField,
  org_id: nullableTextField,
  transport_id: nullableTextField,
  /** Ours: the operation whose event this notification reports (the rules check it ran in the same commit). */
  op_id: nullableTextField.optional().transform((value) => value ?? null),
  /** Ours: the patient record a « new_patient » notification reports. */
  patient_id: nullableTextField.optional().transform((value) => value ?? null),
  /**
   * Ours: who has read it, per user (uid → true). One secretary reading a notification addressed to her clinic
   * does not mark it read for her colleagues. The spec's `read` is the value for the viewer (see readFor).
   */
  read_by: z
    .record(z.string(), z.literal(true))
    .nullish()
    .catch(null)
    .transform((readers) => readers ?? {}),
});
export type Notification = z.output<typeof notificationSchema>;

/**
 * Every key a notification document may hold: the schema's, plus the audience key a pull queries by and the
 * server time pulls follow. The rules refuse any other (a `title`, a `message`: free text of another user).
 */
export const NOTIFICATIONS_DOCUMENT_FIELDS = [
  ...notificationSchema.keyof().options,
  'audience',
  'updated_at',
] as const;

export function parseNotification(id: string, data: unknown): ParseResult<Notification> {
  return parseDocument(notificationSchema, NOTIFICATIONS_COLLECTION, id, data);
}

/** Whether this user has read it: their own mark, or `read` on a notification addressed to them alone (legacy). */
export const isReadBy = (notification: Notification, uid: string): boolean =>
  notification.read_by[uid] === true || (notification.user_id === uid && notification.read);

/** The notification as one user holds it on their device: `read` is theirs. */
export const readFor = (notification: Notification, uid: string): Notification => ({
  ...notification,
  read: isReadBy(notification, uid),
});

/** The change a « lu » makes for this user; null when they had read it already (a replay changes nothing). */
export function markedReadBy(notification: Notification, uid: string): Notification | null {
  if (isReadBy(notification, uid)) return null;
  return { ...notification, read_by: { ...notification.read_by, [uid]: true } };
}
