import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES_BY_ROLE } from '@/domain/notification/notification-type';
import { notificationTypesFor, ROLE_LABELS } from '@/domain/roles/role-labels';
import { USER_TYPES } from '@/domain/shared/role';

describe('[ROL4] roles have French labels and their notification types', () => {
  it.each(USER_TYPES)('[ROL4] %s has a label', (role) => {
    expect(ROLE_LABELS[role]).toMatch(/^[A-ZÉ]/);
  });

  it.each([
    ['ambulance', NOTIFICATION_TYPES_BY_ROLE.ambulance],
    ['clinique', NOTIFICATION_TYPES_BY_ROLE.clinique],
    ['vtc', NOTIFICATION_TYPES_BY_ROLE.vtc],
    ['admin', []],
    ['patient', []],
  ] as const)('[ROL4] %s receives %j', (role, types) => {
    expect(notificationTypesFor(role)).toEqual(types);
  });
});
