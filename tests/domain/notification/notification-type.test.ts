import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPES_BY_ROLE,
  roleForNotificationType,
} from '@/domain/notification/notification-type';

describe('[NOT2] notification types by role are exactly those of spec §3', () => {
  it('[NOT2] the table', () => {
    expect(NOTIFICATION_TYPES_BY_ROLE).toEqual({
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
      vtc: [
        'new_course',
        'course_accepted',
        'course_started',
        'course_completed',
        'payment_received',
      ],
    });
    expect(new Set(NOTIFICATION_TYPES).size).toBe(15);
  });

  it.each(
    Object.entries(NOTIFICATION_TYPES_BY_ROLE).flatMap(([role, types]) =>
      types.map((type) => [type, role] as const),
    ),
  )('[NOT2] %s is addressed to %s', (type, role) => {
    expect(roleForNotificationType(type)).toBe(role);
  });
});
