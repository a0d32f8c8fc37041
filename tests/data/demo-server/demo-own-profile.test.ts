import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProfiles } from '@/data/local/profiles/demo-profiles';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { RemoteError } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import { ACCOUNT_MESSAGES } from '@/domain/subscription/account-standing';
import { startTrial } from '@/domain/subscription/trial';
import { contractProfile } from '@tests/data/remote-contract/profile-cases';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';

const opened: { remote: DemoRemote; dbName: string }[] = [];
afterEach(async () => {
  for (const { remote, dbName } of opened.splice(0)) {
    remote.close();
    await Dexie.delete(dbName);
  }
});

async function demoWithVtc() {
  const dbName = freshDbName('profil');
  const remote = createDemoRemote({
    connectivity: switchableConnectivity().port,
    clock: fixedClock(Date.now()),
    dbName,
  });
  opened.push({ remote, dbName });
  const vtc = CONTRACT_VIEWERS.vtc;
  await remote.accounts.writeUser(vtc.uid, contractProfile(vtc), false);
  return { profiles: demoProfiles(remote, async () => vtc.uid), remote, uid: vtc.uid };
}

async function refusal(call: Promise<unknown>): Promise<RemoteError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RemoteError);
  return error as RemoteError;
}

describe('[DEMO-SELF] the demo backend refuses a user’s own writes exactly where firestore.rules do', () => {
  it.each([
    [{ userType: 'admin' }, 'userType'],
    [{ orga_id: 'vtc_9999' }, 'orga_id'],
    [{ permissions: ['all'] }, 'permissions'],
    [{ isActive: false }, 'isActive'],
    [{ subscription: { plan: 'pro', status: 'active' } }, 'subscription'],
  ])(
    '[DEMO-SELF1] %j: refused (permission-denied, in French), nothing written',
    async (changes, field) => {
      const { profiles, remote, uid } = await demoWithVtc();
      const error = await refusal(profiles.merge(uid, { ...changes, phoneNumber: '06' }));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toBe(`Vous ne pouvez pas modifier vous-même : ${field}.`);
      expect(await remote.getUser(uid)).toMatchObject({
        userType: 'vtc',
        phoneNumber: '01 02 03 04 05',
      });
    },
  );

  it('[DEMO-SELF2] a login count and the one-time trial start go through; a second trial does not', async () => {
    const { profiles, remote, uid } = await demoWithVtc();
    // The founder of an organisation that never had a subscription (issue 21: the trial is the organisation’s).
    const orgId = CONTRACT_VIEWERS.vtc.orgId;
    await remote.seedOrganisation('vtcCompanies', orgId, {
      id: orgId,
      type: 'vtc',
      owner_uid: uid,
    });
    await expect(profiles.merge(uid, { loginCount: 4 })).resolves.toMatchObject({ loginCount: 4 });
    const trial = startTrial(null, Date.now());
    await expect(profiles.merge(uid, { subscription: trial })).resolves.toMatchObject({
      subscription: { status: 'trial' },
    });
    const again = await refusal(
      profiles.merge(uid, { subscription: startTrial(trial, Date.now()) }),
    );
    expect(again.code).toBe('permission-denied');
  });

  it('[DEMO-SELF3] the founder’s trial goes onto their organisation (its members work under it)', async () => {
    const { profiles, remote, uid } = await demoWithVtc();
    const orgId = CONTRACT_VIEWERS.vtc.orgId;
    await remote.seedOrganisation('vtcCompanies', orgId, {
      id: orgId,
      type: 'vtc',
      owner_uid: uid,
    });
    await profiles.merge(uid, { subscription: startTrial(null, Date.now()) });
    const stored = await remote.getUser(uid);
    const organisation = (await remote.getOrganisation('vtcCompanies', orgId)) as {
      subscription?: unknown;
    };
    expect(organisation.subscription).toMatchObject({ status: 'trial' });
    expect(stored?.subscription).toMatchObject({ status: 'trial' });
  });

  it('[DEMO-SELF4] issue 21: a member starts no trial of his own; an account switched off writes nothing', async () => {
    const { profiles, remote, uid } = await demoWithVtc();
    const orgId = CONTRACT_VIEWERS.vtc.orgId;
    await remote.seedOrganisation('vtcCompanies', orgId, {
      id: orgId,
      type: 'vtc',
      owner_uid: 'u-fondateur',
    });
    const trial = await refusal(
      profiles.merge(uid, { subscription: startTrial(null, Date.now()) }),
    );
    expect(trial.code).toBe('permission-denied');
    await remote.accounts.writeUser(uid, { isActive: false }, true);
    const off = await refusal(profiles.merge(uid, { loginCount: 9 }));
    expect(off.message).toBe(ACCOUNT_MESSAGES.inactive);
  });
});
