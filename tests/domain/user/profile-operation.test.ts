import { describe, expect, it } from 'vitest';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { checkOperation, entityKeyOf } from '@/domain/sync/operation';
import {
  checkProfileChanges,
  decideProfileUpdate,
  PROFILE_OP_IDS_FIELD,
  PROFILE_OP_IDS_KEPT,
  profileChangesBetween,
  rebaseProfile,
  withProfileChanges,
} from '@/domain/user/profile-operation';

const STORED = {
  uid: 'u1',
  email: 'u1@exemple.fr',
  userType: 'vtc',
  orga_id: 'vtc_0001',
  phoneNumber: '01 00 00 00 00',
  address: '1 rue Haute',
  preferences: { language: 'fr', notifications: { email: true, push: true, sms: false } },
};

const op = (changes: Record<string, unknown>, opId = 'op-1'): ProfileUpdateOperation => ({
  kind: 'profile.update',
  opId,
  uid: 'u1',
  changes,
  deviceTime: 1,
});

describe('[PRO] profile.update: the server decision', () => {
  it.each([
    [{ userType: 'admin' }, ['userType']],
    [{ orga_id: 'autre' }, ['orga_id']],
    [{ permissions: ['all'] }, ['permissions']],
    [{ isActive: false }, ['isActive']],
    [{ 'subscription.status': 'active' }, ['subscription']],
    [{ phoneNumber: '06', 'subscription.plan': 'pro', email: 'x@y.fr' }, ['subscription', 'email']],
  ])('[PRO1] a locked field refuses the whole change, naming it: %j', (changes, fields) => {
    const decision = decideProfileUpdate(STORED, op(changes), 'u1', 100);
    expect(decision.outcome).toBe('refused');
    expect(decision.outcome === 'refused' && decision.refusal).toEqual({
      code: 'forbidden',
      reason: `Vous ne pouvez pas modifier vous-même : ${fields.join(', ')}.`,
    });
  });

  it.each([
    [{ loginCount: 0 }],
    [{ 'preferences.__proto__.x': 1 }],
    [{ sessions_revoked_at: 'hier' }],
  ])('[PRO2] a field the settings page does not own is refused: %j', (changes) => {
    expect(decideProfileUpdate(STORED, op(changes), 'u1', 100)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'not_allowed' },
    });
  });

  it('[PRO3] only one’s own profile: another user’s is refused, a missing one too', () => {
    expect(decideProfileUpdate(STORED, op({ phoneNumber: '06' }), 'u2', 100)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'forbidden' },
    });
    expect(decideProfileUpdate(null, op({ phoneNumber: '06' }), 'u1', 100)).toMatchObject({
      outcome: 'refused',
      profile: null,
    });
  });

  it('[PRO4] field-level merge: the other fields, nested ones included, are kept', () => {
    const decision = decideProfileUpdate(
      STORED,
      op({ 'preferences.notifications.sms': true, phoneNumber: '06 11 22 33 44' }),
      'u1',
      100,
    );
    expect(decision.outcome).toBe('applied');
    if (decision.outcome !== 'applied') return;
    expect(decision.profile).toMatchObject({
      address: '1 rue Haute',
      phoneNumber: '06 11 22 33 44',
      preferences: { language: 'fr', notifications: { email: true, push: true, sms: true } },
      updatedAt: 100,
      [PROFILE_OP_IDS_FIELD]: ['op-1'],
    });
    expect(Object.keys(decision.written).sort()).toEqual(
      ['phoneNumber', 'preferences', 'profile_op_ids', 'updatedAt'].sort(),
    );
    expect(STORED.preferences.notifications.sms).toBe(false);
  });

  it('[PRO5] opId idempotency: a replay changes nothing, even after a later change of the field', () => {
    const first = decideProfileUpdate(STORED, op({ phoneNumber: 'A' }, 'op-a'), 'u1', 100);
    if (first.outcome !== 'applied') throw new Error('non appliqué');
    const second = decideProfileUpdate(first.profile, op({ phoneNumber: 'B' }, 'op-b'), 'u1', 200);
    if (second.outcome !== 'applied') throw new Error('non appliqué');
    const replay = decideProfileUpdate(second.profile, op({ phoneNumber: 'A' }, 'op-a'), 'u1', 300);
    expect(replay).toEqual({ outcome: 'duplicate', profile: second.profile });
  });

  it('[PRO6] the applied opIds stay bounded', () => {
    const many = {
      ...STORED,
      [PROFILE_OP_IDS_FIELD]: Array.from({ length: 60 }, (_, i) => `o${i}`),
    };
    const decision = decideProfileUpdate(many, op({ phoneNumber: 'A' }, 'neuf'), 'u1', 1);
    const ids = decision.outcome === 'applied' ? decision.written[PROFILE_OP_IDS_FIELD] : [];
    expect(ids).toHaveLength(PROFILE_OP_IDS_KEPT);
    expect((ids as string[]).at(-1)).toBe('neuf');
  });

  it('[PRO7] undefined values are stripped before deciding', () => {
    expect(checkProfileChanges({ phoneNumber: '06', lastName: undefined })).toEqual({
      ok: true,
      changes: { phoneNumber: '06' },
    });
  });
});

describe('[PRO] profile.update: the device side', () => {
  it('[PRO8] the operation is well-formed and FIFO-ordered per profile', () => {
    expect(checkOperation(op({ phoneNumber: '06' }))).toMatchObject({ ok: true });
    expect(entityKeyOf(op({}))).toBe('profile:u1');
    expect(checkOperation({ ...op({}), uid: '' })).toMatchObject({ ok: false });
  });

  it('[PRO9] rebasing puts the unsynced changes back on the server’s profile, in order', () => {
    const server = { ...STORED, address: 'changée ailleurs' };
    const rebased = rebaseProfile(server, [
      op({ phoneNumber: 'A' }, '1'),
      op({ phoneNumber: 'B', 'preferences.notifications.push': false }, '2'),
      op({ userType: 'admin' }, '3'),
    ]);
    expect(rebased).toMatchObject({
      address: 'changée ailleurs',
      phoneNumber: 'B',
      userType: 'vtc',
      preferences: { notifications: { push: false, email: true } },
    });
  });

  it('[PRO10] changes between two forms are field paths, leaf by leaf; untouched fields are absent', () => {
    expect(
      profileChangesBetween(
        { phoneNumber: '01', preferences: { notifications: { sms: false, email: true } } },
        { phoneNumber: '01', preferences: { notifications: { sms: true, email: true } } },
      ),
    ).toEqual({ 'preferences.notifications.sms': true });
    expect(
      profileChangesBetween(
        { organisationSettings: undefined },
        { organisationSettings: { a: [1] } },
      ),
    ).toEqual({ organisationSettings: { a: [1] } });
    expect(profileChangesBetween({ address: null }, { address: null })).toEqual({});
  });

  it('[PRO11] setting a path never mutates the document and creates missing objects', () => {
    const doc = { preferences: null as unknown };
    expect(withProfileChanges(doc, { 'preferences.dashboard.showStats': false })).toEqual({
      preferences: { dashboard: { showStats: false } },
    });
    expect(doc.preferences).toBeNull();
  });
});
