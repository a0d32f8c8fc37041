// @vitest-environment node
import {
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromServer,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe } from 'vitest';
import { fixedClock } from '@/domain/shared/clock';
import { parseUser, USERS_COLLECTION } from '@/domain/user/user';
import { defineProfileContract } from '@tests/data/profile-contract/profile-contract';
import { switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { assembledFirebaseRuntime } from '@tests/support/assembled-runtimes';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

const clock = fixedClock(Date.UTC(2026, 10, 24, 9, 0));

describe('[PROFILE-C] Firestore under the production rules, through the Firebase runtime', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  const elsewhere = switchableConnectivity(); // the other device's network: always up
  // This device's SDK clients: offline is their network cut too, as in a dead zone (listeners hear nothing).
  const devices = new Set<Firestore>();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-profile-contract');
    await bed.clear();
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  defineProfileContract(() => ({
    profilesFor: (who) => {
      const db = bed.as(who);
      devices.add(db);
      return assembledFirebaseRuntime(db, network.port, clock).services.profiles;
    },
    otherDevice: (who) =>
      assembledFirebaseRuntime(bed.as(who, 'autre-appareil'), elsewhere.port, clock).services
        .profiles,
    seedProfile: async (who, data) => {
      await setDoc(doc(bed.owner, USERS_COLLECTION, who.uid), data);
    },
    seedOrganisation: async (collection, id, data) => {
      await setDoc(doc(bed.owner, collection, id), data);
    },
    stored: async (uid) => {
      const snapshot = await getDocFromServer(doc(bed.owner, USERS_COLLECTION, uid));
      if (!snapshot.exists()) return null;
      const parsed = parseUser(uid, snapshot.data());
      if (!parsed.ok) throw new Error(parsed.error.issues.join(' ; '));
      return parsed.value;
    },
    setOnline: async (online) => {
      network.setOnline(online);
      await Promise.all(
        [...devices].map((db) => (online ? enableNetwork(db) : disableNetwork(db))),
      );
    },
  }));
});
