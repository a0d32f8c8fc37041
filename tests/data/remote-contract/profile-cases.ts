import { expect, it } from 'vitest';
import type { RemoteOperation, Viewer } from '@/data/ports';
import type { HarnessRef } from './remote-contract';

/** A users document as sign-up leaves it, with a phone, an address and the §9 preferences. */
export const contractProfile = (viewer: Viewer): Record<string, unknown> => ({
  uid: viewer.uid,
  email: `${viewer.uid}@${viewer.orgId.replace(/_/g, '-')}.test`,
  userType: viewer.role,
  orga_id: viewer.orgId,
  isActive: true,
  permissions: viewer.role === 'admin' ? ['all'] : [],
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '01 02 03 04 05',
  address: '3 place Bellecour, 69002 Lyon',
  preferences: {
    language: 'fr',
    notifications: { email: true, push: true, sms: false },
    dashboard: { defaultView: 'overview', showStats: true },
  },
});

const profileOp = (
  viewer: Viewer,
  changes: Record<string, unknown>,
  opId: string = crypto.randomUUID(),
): Extract<RemoteOperation, { kind: 'profile.update' }> => ({
  kind: 'profile.update',
  opId,
  uid: viewer.uid,
  changes,
  deviceTime: Date.now() - 60_000,
});

/**
 * Profile and preference changes through the outbox (issue 12): one's own profile only, field by field, replays
 * harmless, and the locked fields (role, organisation, permissions, active, subscription) refused by every backend.
 */
export function defineProfileCases(h: HarnessRef) {
  it('[PR1] a VTC changes its phone: applied, answered with the stored profile, other fields kept', async () => {
    const { remote, viewers } = h();
    const vtc = viewers.vtc;
    await h().seedProfile(vtc.uid, contractProfile(vtc));

    const outcome = await remote.push(profileOp(vtc, { phoneNumber: '06 12 34 56 78' }), vtc);

    expect(outcome.status).toBe('applied');
    expect(outcome.profile).toMatchObject({
      uid: vtc.uid,
      phoneNumber: '06 12 34 56 78',
      address: { street: '3 place Bellecour, 69002 Lyon' },
      userType: 'vtc',
      orga_id: vtc.orgId,
    });
    expect(await h().readProfile(vtc.uid)).toMatchObject({ phoneNumber: '06 12 34 56 78' });
  });

  it('[PR2] a replayed opId is a duplicate: it does not undo a later change', async () => {
    const { remote, viewers } = h();
    const vtc = viewers.vtc;
    await h().seedProfile(vtc.uid, contractProfile(vtc));
    const first = profileOp(vtc, { phoneNumber: '06 00 00 00 01' });
    await remote.push(first, vtc);
    await remote.push(profileOp(vtc, { phoneNumber: '06 00 00 00 02' }), vtc);

    const replay = await remote.push(first, vtc);

    expect(replay.status).toBe('duplicate');
    expect(replay.profile?.phoneNumber).toBe('06 00 00 00 02');
    expect((await h().readProfile(vtc.uid))?.phoneNumber).toBe('06 00 00 00 02');
  });

  it('[PR3] two devices change different fields offline: both changes are kept (field-level merge)', async () => {
    const { remote, viewers } = h();
    const vtc = viewers.vtc;
    await h().seedProfile(vtc.uid, contractProfile(vtc));

    await remote.push(profileOp(vtc, { 'preferences.notifications.sms': true }), vtc);
    await remote.push(profileOp(vtc, { phoneNumber: '07 11 22 33 44' }), vtc);

    const stored = await h().readProfile(vtc.uid);
    expect(stored).toMatchObject({
      phoneNumber: '07 11 22 33 44',
      preferences: {
        notifications: { email: true, push: true, sms: true },
        dashboard: { defaultView: 'overview', showStats: true },
      },
    });
  });

  it.each([
    ['son rôle', { userType: 'admin' }, 'userType'],
    ['son organisation', { orga_id: 'vtc_9999' }, 'orga_id'],
    ['le statut de son abonnement', { 'subscription.status': 'active' }, 'subscription'],
    ['ses permissions', { permissions: ['all'] }, 'permissions'],
    ['son activité', { isActive: false }, 'isActive'],
  ])(
    '[PR4] changer soi-même %s : refusé pour de bon, en français, rien n’est écrit',
    async (_what, changes, field) => {
      const { remote, viewers } = h();
      const vtc = viewers.vtc;
      await h().seedProfile(vtc.uid, contractProfile(vtc));

      const outcome = await remote.push(
        profileOp(vtc, { ...changes, phoneNumber: '06 99 99 99 99' }),
        vtc,
      );

      expect(outcome.status).toBe('refused');
      expect(outcome.status === 'refused' && outcome.refusal).toEqual({
        code: 'forbidden',
        reason: `Vous ne pouvez pas modifier vous-même : ${field}.`,
      });
      expect(outcome.profile).toMatchObject({ userType: 'vtc', phoneNumber: '01 02 03 04 05' });
      expect(await h().readProfile(vtc.uid)).toMatchObject({
        userType: 'vtc',
        orga_id: vtc.orgId,
        isActive: true,
        permissions: [],
        subscription: null,
        phoneNumber: '01 02 03 04 05',
      });
    },
  );

  it('[PR5] someone else’s profile is refused, without handing it over', async () => {
    const { remote, viewers } = h();
    const { vtc, clinique } = viewers;
    await h().seedProfile(vtc.uid, contractProfile(vtc));
    await h().seedProfile(clinique.uid, contractProfile(clinique));

    const outcome = await remote.push(profileOp(vtc, { phoneNumber: '06' }), clinique);

    expect(outcome).toMatchObject({ status: 'refused', refusal: { code: 'forbidden' } });
    expect(outcome.profile ?? null).toBeNull();
    expect((await h().readProfile(vtc.uid))?.phoneNumber).toBe('01 02 03 04 05');
  });
}
