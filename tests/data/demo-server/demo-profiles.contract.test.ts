// @vitest-environment node
import Dexie from 'dexie';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { fixedClock } from '@/domain/shared/clock';
import { defineProfileContract } from '@tests/data/profile-contract/profile-contract';
import { assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { freshDbName, switchableConnectivity } from './demo-harness';

const clock = fixedClock(Date.UTC(2026, 10, 24, 9, 0));

describe('[PROFILE-C] demo server, through the embedded runtime', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  const elsewhere = switchableConnectivity(); // the other device's network: always up
  beforeAll(() => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock,
      dbName: freshDbName('profils'),
    });
  });
  afterAll(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  defineProfileContract(() => ({
    profilesFor: (who) =>
      assembledLocalRuntime(remote, network.port, clock, () => who.uid).services.profiles,
    otherDevice: (who) =>
      assembledLocalRuntime(remote, elsewhere.port, clock, () => who.uid).services.profiles,
    seedProfile: async (who, data) => {
      await remote.accounts.writeUser(who.uid, data, false);
    },
    seedOrganisation: (collection, id, data) => remote.seedOrganisation(collection, id, data),
    stored: (uid) => remote.getUser(uid),
    setOnline: async (online) => network.setOnline(online),
  }));
});
