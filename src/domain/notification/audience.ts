import type { Notification } from '@/domain/notification/notification';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import type { Viewer } from '@/domain/transport/visibility';

/** Who a notification is written for, narrowest first; the id suffix of event notifications comes from it. */
export type NotificationAudience =
  { kind: 'user'; uid: string } | { kind: 'org'; orgId: string } | { kind: 'role' };

type Targeting = Pick<Notification, 'user_id' | 'org_id' | 'role'>;

/**
 * Whether a viewer receives a notification: `user_id` → that user only; else `org_id` → that organisation's users
 * of the notification's role; else every user of the role. Admins and patients have no notification type, so they
 * receive only what names them personally — and so does a chauffeur (issue 13): the company's news is about
 * requests to accept and rides of others, which they do not see.
 */
export function isNotificationFor(notification: Targeting, viewer: Viewer): boolean {
  if (notification.user_id !== null) return notification.user_id === viewer.uid;
  if (seesOnlyAssignedRides(viewer.memberRole)) return false;
  if (notification.role !== viewer.role) return false;
  return notification.org_id === null || notification.org_id === viewer.orgId;
}
