// @vitest-environment node
import Dexie from 'dexie';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import type { Clock } from '@/domain/shared/clock';
import { defineSubscriptionRequestContract } from '@tests/data/subscription-request-contract/subscription-request-contract';
import { profileOf } from '@tests/firestore-rules/support/personas';
import { assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { freshDbName, switchableConnectivity } from './demo-harness';

// The server's time moves a minute per reading: « newest first » has something to sort.
let time = Date.UTC(2026, 10, 24, 9, 0);
const clock: Clock = { now: () => (time += 60_000) };

describe('[SRQ-C] demo server, through the embedded runtime', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  beforeAll(() => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock,
      dbName: freshDbName('abonnements'),
    });
  });
  afterAll(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  defineSubscriptionRequestContract(() => ({
    // The tab signed in as `who`: the demo server knows its caller by the tab's session.
    requestsFor: (who) =>
      assembledLocalRuntime(remote, network.port, clock, () => who.uid).services
        .subscriptionRequests!,
    seedProfile: async (who) => {
      await remote.accounts.writeUser(who.uid, profileOf(who), false);
    },
    setOnline: (online) => network.setOnline(online),
  }));
});
