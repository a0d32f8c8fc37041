import { describe, expect, it } from 'vitest';
import {
  buildTestAccount,
  buildTestNotifications,
  buildTestPatient,
  buildTestTransport,
  testTransportDate,
} from '@/domain/admin/test-data';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { parseUser } from '@/domain/user/user';
import { parseNotification } from '@/domain/notification/notification';
import { parseTransport } from '@/domain/transport/transport.schema';

const NOW = Date.UTC(2026, 10, 24, 9, 0);

describe('[ADM5] test data follows spec §9', () => {
  it.each(['ambulance', 'clinique', 'vtc', 'patient', 'admin'] as const)(
    '[ADM5] a %s test account: vip, active, 365 days, test-org-{type}',
    (type) => {
      const parsed = parseUser('uid-1', buildTestAccount(type, 'uid-1', 'admin-1', NOW));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value).toMatchObject({
        userType: type,
        orga_id: `test-org-${type}`,
        createdBy: 'admin-1',
      });
      expect(parsed.value.subscription).toMatchObject({
        plan: 'vip',
        status: 'active',
        startDate: NOW,
        endDate: NOW + 365 * MILLIS_PER_DAY,
      });
    },
  );

  it('[ADM5] notifications: 5 by default, readable, expiring 7 days later', () => {
    const notes = buildTestNotifications('vtc', NOW);
    expect(notes).toHaveLength(5);
    for (const note of notes) {
      expect(parseNotification('n', note).ok).toBe(true);
      expect(note.expires_at - note.created_at).toBe(7 * MILLIS_PER_DAY);
      expect(note.is_test_data).toBe(true);
    }
  });

  it('[ADM5] test patients belong to the chosen organisation and are flagged', () => {
    const patient = buildTestPatient('p1', 3, { uid: 'a', orgId: 'clin_0001' }, NOW);
    expect(patient).toMatchObject({ orga_id: 'clin_0001', is_test_data: true, created_by: 'a' });
  });

  it('[ADM5] test transport dates stay within the next 7 days', () => {
    for (let i = 0; i < 50; i += 1) {
      const date = testTransportDate(i, 50, NOW);
      expect(date).toBeGreaterThan(NOW);
      expect(date).toBeLessThanOrEqual(NOW + 7 * MILLIS_PER_DAY);
    }
  });

  it('[ADM5] a test transport is admin_test, requested for the account, created by the admin', () => {
    const transport = buildTestTransport({
      id: 't1',
      transportId: 'TRA-1',
      index: 0,
      count: 1,
      admin: { uid: 'admin-1', name: 'Admin', orgId: 'admin_0001' },
      requesterOrgId: 'clin_0001',
      now: NOW,
      opId: 'op-1',
    });
    expect(parseTransport('t1', transport).ok).toBe(true);
    expect(transport).toMatchObject({
      source: 'admin_test',
      requester_org_id: 'clin_0001',
      created_by: 'admin-1',
      etat: 'pending',
    });
    expect(transport.historique_etats[0]?.updated_by).toBe('admin-1');
  });
});
