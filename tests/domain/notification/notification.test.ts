import { describe, expect, it } from 'vitest';
import {
  isReadBy,
  markedReadBy,
  NOTIFICATIONS_COLLECTION,
  parseNotification,
  readFor,
} from '@/domain/notification/notification';
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
  it('[NOT1] a stored notification parses, targeting fields default to null; an old text is dropped', () => {
    const { title: _title, message: _message, ...refs } = STORED;
    expect(parseNotification('n1', STORED)).toEqual({
      ok: true,
      value: {
        ...refs,
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

describe('[NOT-READ] read state is per user', () => {
  const toClinic = {
    ...STORED,
    org_id: 'clin_0001',
    read: false,
  };
  const parsed = parseNotification('n-org', toClinic);
  const notification = parsed.ok ? parsed.value : null;

  it('[NOT-READ] one secretary reading does not mark it read for her colleague', () => {
    const read = markedReadBy(notification!, 'u-sophie')!;
    expect(readFor(read, 'u-sophie').read).toBe(true);
    expect(readFor(read, 'u-marc').read).toBe(false);
    expect(read.read_by).toEqual({ 'u-sophie': true });
  });

  it('[NOT-READ] reading again changes nothing (a replay is a no-op)', () => {
    const read = markedReadBy(notification!, 'u-sophie')!;
    expect(markedReadBy(read, 'u-sophie')).toBeNull();
  });

  it('[NOT-READ] `read` still counts on a notification addressed to one user (older documents)', () => {
    const personal = parseNotification('n-user', { ...STORED, user_id: 'u-ana', read: true });
    expect(personal.ok && isReadBy(personal.value, 'u-ana')).toBe(true);
  });

  it('[NOT-READ] a malformed read_by reads as nobody', () => {
    const odd = parseNotification('n-odd', { ...STORED, read_by: 'everyone' });
    expect(odd.ok && odd.value.read_by).toEqual({});
  });
});
