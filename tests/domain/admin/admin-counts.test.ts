import { describe, expect, it } from 'vitest';
import { computeAdminCounts } from '@/domain/admin/admin-counts';
import { buildTestAccount, buildTestPatient } from '@/domain/admin/test-data';
import { idsToCopy, migrationSummaryText } from '@/domain/admin/migration-plan';
import { parseUser, type User } from '@/domain/user/user';
import { transportIn } from '@tests/domain/transport/fixtures';

const user = (
  type: 'ambulance' | 'vtc',
  uid: string,
  patch: Record<string, unknown> = {},
): User => {
  const parsed = parseUser(uid, { ...buildTestAccount(type, uid, 'a', 0), ...patch });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.value;
};

describe('[ADM6] counts and an idempotent migration', () => {
  it('[ADM6] counts active users by type, running subscriptions, patients, transports', () => {
    const counts = computeAdminCounts(
      [
        user('ambulance', 'u1'),
        user('vtc', 'u2', { isActive: false }),
        user('vtc', 'u3', { subscription: null }),
      ],
      [buildTestPatient('p1', 0, { uid: 'a', orgId: 'clin_1' }, 0)],
      [
        transportIn('pending', { id: 'x', source: 'admin_test' }),
        transportIn('accepted', { id: 'y' }),
      ],
    );
    expect(counts.activeUsers).toBe(2);
    expect(counts.activeUsersByType.vtc).toBe(1);
    expect(counts.activeSubscriptions).toBe(1);
    expect(counts.patientsByOrg).toEqual({ clin_1: 1 });
    expect(counts.transportsByEtat).toEqual({ pending: 1, accepted: 1 });
    expect(counts.transportsByProvider).toEqual({ ambu_0001: 1 });
    expect(counts.testTransports).toBe(1);
  });

  it('[ADM6] a re-run migration copies nothing twice', () => {
    expect(idsToCopy(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
    expect(idsToCopy(['a'], ['a'])).toEqual([]);
  });

  it('[ADM6] the summary is French and says when it was interrupted', () => {
    const summary = {
      users: { copied: 2, skipped: 1 },
      transports: { copied: 0, skipped: 3 },
      cancelled: true,
    };
    expect(migrationSummaryText(summary)).toBe(
      'Migration interrompue : 2 utilisateur(s) et 0 transport(s) copiés, 4 déjà présent(s).',
    );
  });
});
