import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import { fixedClock } from '@/domain/shared/clock';
import { mirroredProfiles, PROFILE_OFFLINE_NO_COPY } from '@/data/local/profiles/mirrored-profiles';
import { RemoteError } from '@/data/ports';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import { FakeProfiles } from '@tests/support/session-fakes';

let sequence = 0;
const uids: string[] = [];
function account() {
  const uid = `mirror-${(sequence += 1)}`;
  uids.push(uid);
  return { uid, email: `${uid}@exemple.fr`, displayName: null };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(uids.splice(0).map((uid) => new AppDb(uid).delete()));
});

const denied = () => new RemoteError('permission-denied', ERRORS.usersFetch);

describe('[MP1] a load tells « no profile » from « profile unreachable » (issue 10)', () => {
  it('answers null only when the server says there is no profile', async () => {
    const profiles = mirroredProfiles(new FakeProfiles(), new FakeConnectivity(true));
    expect(await profiles.load(account())).toBeNull();
  });

  it('fails with the server’s error when the server fails and the device has no copy', async () => {
    const remote = new FakeProfiles();
    remote.loadFailure = denied();
    const profiles = mirroredProfiles(remote, new FakeConnectivity(true));
    await expect(profiles.load(account())).rejects.toBe(remote.loadFailure);
  });

  it('fails, in French, when offline on a device that never held the profile', async () => {
    const profiles = mirroredProfiles(new FakeProfiles(), new FakeConnectivity(false));
    await expect(profiles.load(account())).rejects.toThrow(PROFILE_OFFLINE_NO_COPY);
  });

  it('uses the device’s copy when the server fails or the device is offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remote = new FakeProfiles();
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    const user = account();
    await profiles.create({ uid: user.uid, email: user.email, userType: 'ambulance' } as never);

    remote.loadFailure = denied();
    expect((await profiles.load(user))?.userType).toBe('ambulance');
    connectivity.set(false);
    expect((await profiles.load(user))?.userType).toBe('ambulance');
  });
});

describe('[MP2] a reload never hides a profile change the server has not seen yet (issue 12)', () => {
  it('the server’s profile is stored with the outbox’s unsynced changes on top, and so answered', async () => {
    const remote = new FakeProfiles();
    const profiles = mirroredProfiles(remote, new FakeConnectivity(true));
    const user = account();
    await profiles.create({ uid: user.uid, email: user.email, userType: 'vtc' } as never);
    const db = new AppDb(user.uid);
    await new LocalStore(db, fixedClock(0)).enqueue({
      kind: 'profile.update',
      opId: 'op-hors-ligne',
      uid: user.uid,
      changes: { phoneNumber: '06 12 34 56 78' },
      deviceTime: 0,
    });
    db.close();

    const loaded = await profiles.load(user);

    expect(loaded?.phoneNumber).toBe('06 12 34 56 78');
    expect(remote.store.get(user.uid)?.phoneNumber ?? null).toBeNull();
    const again = new AppDb(user.uid);
    expect((await again.profiles.get(user.uid))?.phoneNumber).toBe('06 12 34 56 78');
    again.close();
  });
});
