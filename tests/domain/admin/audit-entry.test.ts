import { describe, expect, it } from 'vitest';
import { buildAuditEntry, sortAudit } from '@/domain/admin/audit-entry';

const base = {
  action: 'user.update' as const,
  actor: { uid: 'a1', email: 'admin@x.fr' },
  target: 'u1',
  summary: 'Rôle modifié',
};

describe('[ADM3] the audit entry says who, when, what, before and after', () => {
  it('[ADM3] keeps plain before/after snapshots (undefined becomes null)', () => {
    const entry = buildAuditEntry({
      ...base,
      id: 'e1',
      now: 5,
      before: { userType: 'vtc', x: undefined },
    });
    expect(entry).toEqual({
      id: 'e1',
      action: 'user.update',
      actor_uid: 'a1',
      actor_email: 'admin@x.fr',
      target: 'u1',
      summary: 'Rôle modifié',
      before: { userType: 'vtc' },
      after: null,
      at: 5,
    });
  });

  it('[ADM3] the trail lists the newest first', () => {
    const entries = [1, 3, 2].map((at) => buildAuditEntry({ ...base, id: `e${at}`, now: at }));
    expect(sortAudit(entries).map((entry) => entry.at)).toEqual([3, 2, 1]);
  });
});
