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
 * A notification (spec §3). `user_id`, `org_id` and `transport_id` are our addition, not in the spec: the spec's
 * notifications only target a role, and we also want to address one person or one organisation and link one
 * transport. Targeting, narrowest first (see isNotificationFor): `user_id` → that user only; else `org_id` → the
 * users of that organisation having the notification's role; else every user of the role. `transport_id` is the
 * transport's document id (the link key, stable), not its human number, which may still be a provisional TRA-….
 */
export const notificationSchema = z.object({
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
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
});
export type Notification = z.output<typeof notificationSchema>;

export function parseNotification(id: string, data: unknown): ParseResult<Notification> {
  return parseDocument(notificationSchema, NOTIFICATIONS_COLLECTION, id, data);
}
