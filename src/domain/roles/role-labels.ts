import type { UserType } from '@/domain/shared/role';
import {
  NOTIFICATION_TYPES_BY_ROLE,
  type NotificationType,
} from '@/domain/notification/notification-type';

export { ROLE_LABELS, roleAccountPhrase, roleWord } from './role-names';

/** Notification types a role receives (spec §3); admins and patients receive none. */
export function notificationTypesFor(role: UserType): readonly NotificationType[] {
  return role === 'admin' || role === 'patient' ? [] : NOTIFICATION_TYPES_BY_ROLE[role];
}
