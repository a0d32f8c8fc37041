// @vitest-environment node
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe } from 'vitest';
import { fixedClock } from '@/domain/shared/clock';
import { USERS_COLLECTION } from '@/domain/user/user';
import { defineSubscriptionRequestContract } from '@tests/data/subscription-request-contract/subscription-request-contract';
import { switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { profileOf } from '@tests/firestore-rules/support/personas';
import { assembledFirebaseRuntime } from '@tests/support/assembled-runtimes';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

describe('[SRQ-C] Firestore under the production rules, through the Firebase runtime', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-subscription-request-contract');
    await bed.clear();
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  defineSubscriptionRequestContract(() => ({
    // Each applicant is their own SDK client, signed in with their uid and e-mail (what the rules compare).
    requestsFor: (who) =>
      assembledFirebaseRuntime(bed.as(who), network.port, fixedClock(Date.now())).services
        .subscriptionRequests!,
    seedProfile: async (who) => {
      await setDoc(doc(bed.owner, USERS_COLLECTION, who.uid), profileOf(who));
    },
    setOnline: (online) => network.setOnline(online),
  }));
});
