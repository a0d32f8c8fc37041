import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { mirroredProfiles } from '@/data/local/profiles/mirrored-profiles';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import { FakeProfiles } from '@tests/support/session-fakes';

const UID = 'card-mirror-driver';
const VIEWER = { role: 'ambulance' as const, orgId: 'ambu_0001', uid: UID };
const CARD = {
  name: 'Ambulances Bellecour',
  phone: '04 72 41 18 18',
  base: { lat: 45.75, lng: 4.84 },
};

afterEach(async () => {
  await new AppDb(UID).delete();
});

describe('[MP-CARD] the organisation card is kept on the device (issue 15, jobs near me offline)', () => {
  it('offline after one online read: the card (and its base) comes from the device', async () => {
    const remote = new FakeProfiles();
    remote.organisationCard = CARD;
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    expect(await profiles.organisation!(VIEWER)).toEqual(CARD);

    connectivity.set(false);
    remote.organisationCard = null;
    expect(await profiles.organisation!(VIEWER)).toEqual(CARD);
  });

  it('[MP-CARD] the organisation’s subscription is kept too: a member starting offline keeps their access', async () => {
    const remote = new FakeProfiles();
    const subscription = {
      plan: 'pro' as const,
      status: 'active' as const,
      startDate: 1_700_000_000_000,
      endDate: 1_702_592_000_000,
      trialEndsAt: null,
      units: 4,
    };
    remote.organisationCard = { ...CARD, subscription };
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    await profiles.organisation!(VIEWER);
    connectivity.set(false);
    remote.organisationCard = null;
    expect((await profiles.organisation!(VIEWER))?.subscription).toEqual(subscription);
  });

  it('[MP-CARD] issue 23: a clinic’s escalation delays are kept too (a request filed offline copies them)', async () => {
    const remote = new FakeProfiles();
    const escalationDelays = { critique: 3, urgent: 10, normale: 90 };
    remote.organisationCard = { ...CARD, escalationDelays };
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    const clinic = { role: 'clinique' as const, orgId: 'clin_0001', uid: UID };
    await profiles.organisation!(clinic);
    connectivity.set(false);
    remote.organisationCard = null;
    expect((await profiles.organisation!(clinic))?.escalationDelays).toEqual(escalationDelays);
  });

  it('an online profile load alone is enough to keep the card', async () => {
    const remote = new FakeProfiles();
    remote.organisationCard = CARD;
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    await profiles.create({
      uid: UID,
      email: 'chauffeur@exemple.fr',
      userType: 'ambulance',
      orga_id: 'ambu_0001',
    } as never);
    await profiles.load({ uid: UID, email: 'chauffeur@exemple.fr', displayName: null });
    await expect.poll(() => new AppDb(UID).meta.count()).toBeGreaterThan(0);

    connectivity.set(false);
    expect((await profiles.organisation!(VIEWER))?.base).toEqual(CARD.base);
  });

  it('offline on a device that never read it: unknown (null), never invented', async () => {
    const profiles = mirroredProfiles(new FakeProfiles(), new FakeConnectivity(false));
    expect(await profiles.organisation!(VIEWER)).toBeNull();
  });

  it('a card of another organisation is not served for this one', async () => {
    const remote = new FakeProfiles();
    remote.organisationCard = CARD;
    const connectivity = new FakeConnectivity(true);
    const profiles = mirroredProfiles(remote, connectivity);
    await profiles.organisation!(VIEWER);
    connectivity.set(false);
    expect(await profiles.organisation!({ ...VIEWER, orgId: 'ambu_0002' })).toBeNull();
  });
});
