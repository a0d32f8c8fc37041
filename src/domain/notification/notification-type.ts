import { z } from 'zod';

/** Notification types by receiving role (spec §3). Admins and patients receive none. */
export const NOTIFICATION_TYPES_BY_ROLE = {
  ambulance: [
    'new_transport',
    'transport_accepted',
    'transport_modified',
    'transport_cancelled',
    'urgent_transport',
  ],
  clinique: [
    'transport_requested',
    'transport_confirmed',
    'driver_assigned',
    'transport_completed',
    'new_patient',
  ],
  vtc: ['new_course', 'course_accepted', 'course_started', 'course_completed', 'payment_received'],
} as const;

export type NotificationRole = keyof typeof NOTIFICATION_TYPES_BY_ROLE;

/**
 * Issue 23 (award/zone-notices.ts): types a device raises for its own user and keeps to itself — never a stored
 * document (not in the table above, so the rules refuse them and no server writes them).
 */
export const DEVICE_NOTIFICATION_TYPES = ['zone_reached'] as const;

/** A type a stored notification may have (spec §3). */
export type ServerNotificationType = (typeof NOTIFICATION_TYPES_BY_ROLE)[NotificationRole][number];
export type NotificationType = ServerNotificationType | (typeof DEVICE_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_ROLES = [
  'ambulance',
  'clinique',
  'vtc',
] as const satisfies readonly NotificationRole[];
export const notificationRoleSchema = z.enum(NOTIFICATION_ROLES);

const { ambulance, clinique, vtc } = NOTIFICATION_TYPES_BY_ROLE;
/** The stored types (spec §3). */
export const NOTIFICATION_TYPES = [...ambulance, ...clinique, ...vtc] as const;
/** A notification on the device: a stored type, or one the device raised for itself. */
export const notificationTypeSchema = z.enum([...NOTIFICATION_TYPES, ...DEVICE_NOTIFICATION_TYPES]);

const ROLE_BY_TYPE = Object.fromEntries(
  NOTIFICATION_ROLES.flatMap((role) =>
    NOTIFICATION_TYPES_BY_ROLE[role].map((type) => [type, role]),
  ),
) as Record<ServerNotificationType, NotificationRole>;

/** The role a stored notification type is addressed to. */
export function roleForNotificationType(type: ServerNotificationType): NotificationRole {
  return ROLE_BY_TYPE[type];
}

/**
 * Types announced to a whole role (« role » audience): news of an open request every company of the role may take.
 * Every other type goes to a party of the ride — its clinic or its company — and the rules hold them to that.
 */
export const ROLE_WIDE_NOTIFICATION_TYPES = [
  'new_transport',
  'urgent_transport',
  'new_course',
  'transport_modified',
] as const satisfies readonly NotificationType[];
