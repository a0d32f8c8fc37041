import { describe, expect, it } from 'vitest';
import { buildNotification } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { notificationReadPush } from '@/server/notification-read';
import { runSync } from '@/server/transaction';

const CLINIC = { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' } as const;
const AMBULANCE = { uid: 'u-ambu', role: 'ambulance', orgId: 'ambu_0001' } as const;
const ADMIN = { uid: 'u-admin', role: 'admin', orgId: 'admin_0001' } as const;
const op = { kind: 'notification.read', opId: 'op-lu', notificationId: 'n1' } as const;

/** A role-wide « nouvelle demande » for ambulance companies. */
const forAmbulances = buildNotification(
  'new_transport',
  { transportId: 't-1' },
  Date.UTC(2026, 10, 22, 10, 0),
);

const push = (
  notification: Notification | null,
  viewer: typeof CLINIC | typeof AMBULANCE | typeof ADMIN,
) => runSync(notificationReadPush(op, viewer), { notification: () => notification });

describe('[SRV-NOT] a « lu », stated once', () => {
  it('[SRV-NOT] absent (or unreadable): missing', () => {
    expect(push(null, AMBULANCE)).toEqual({ kind: 'missing' });
  });

  it('[SRV-NOT] a recipient marks it read for themself only; again is a duplicate', () => {
    const first = push(forAmbulances, AMBULANCE);
    expect(first).toMatchObject({ kind: 'marked', notification: { read_by: { 'u-ambu': true } } });
    if (first.kind !== 'marked') return;
    expect(push(first.notification, AMBULANCE)).toEqual({ kind: 'duplicate' });
  });

  it('[SRV-NOT] someone it is not for is denied, in French; an admin may mark any', () => {
    expect(push(forAmbulances, CLINIC)).toEqual({
      kind: 'denied',
      reason: WRITE_PERMISSION_MESSAGES.notificationHidden,
    });
    expect(push(forAmbulances, ADMIN).kind).toBe('marked');
  });
});
