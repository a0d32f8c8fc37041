import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_COLLECTION, parseNotification } from '@/domain/notification/notification';
import { NOW } from '../user/user-fixture';

const STORED = {
  type: 'urgent_transport',
  title: 'Transport urgent',
  message: 'Un transport urgent demande une prise en charge immédiate.',
  role: 'ambulance',
  read: false,
  created_at: '22/11/2026 14:00:00',
  expires_at: { seconds: NOW / 1000 + 7 * 86400, nanoseconds: 0 },
  is_test_data: true,
};

describe('[NOT1] notification documents (spec §3) with our user_id / org_id / transport_id additions', () => {
  it('[NOT1] a stored notification parses, targeting fields default to null', () => {
    expect(parseNotification('n1', STORED)).toEqual({
      ok: true,
      value: {
        ...STORED,
        created_at: NOW,
        expires_at: NOW + 7 * 86_400_000,
        user_id: null,
        org_id: null,
        transport_id: null,
        op_id: null,
        patient_id: null,
        read_by: {},
      },
    });
  });

  it('[NOT1] read and is_test_data default to false', () => {
    const { read: _r, is_test_data: _t, ...rest } = STORED;
    const result = parseNotification('n2', rest);
    expect(result.ok && [result.value.read, result.value.is_test_data]).toEqual([false, false]);
  });

  it.each([
    ['unknown type', { ...STORED, type: 'hello' }],
    ['unknown role', { ...STORED, role: 'patient' }],
    ['missing created_at', { ...STORED, created_at: undefined }],
  ])('[NOT1] %s is rejected for the notifications collection', (_label, data) => {
    const result = parseNotification('n3', data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.collection).toBe(NOTIFICATIONS_COLLECTION);
  });
});
