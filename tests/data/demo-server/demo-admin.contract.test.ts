import Dexie from 'dexie';
import { lazyPort } from '@/app/compose/lazy-ports';
import { ADMIN_PORT } from '@/data/port-shapes';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import { createDemoInboxChannel } from '@/services/contact/contact-channel';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { fixedClock } from '@/domain/shared/clock';
import {
  actorOf,
  describeAdminContract,
  profileOf,
} from '@tests/data/admin-contract/admin-contract';
import { assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { ensureLocalStorage } from '@tests/support/memory-storage';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';

// The demo's contact inbox is this browser's storage; under Node, one kept in memory.
const storage = ensureLocalStorage();

// The embedded demo backend holds the same admin contract as Firestore under its rules.
describeAdminContract('serveur de démonstration (IndexedDB)', async () => {
  const dbName = freshDbName('admin');
  const connectivity = switchableConnectivity();
  const clock = fixedClock(Date.UTC(2026, 10, 24, 9));
  const remote = createDemoRemote({ connectivity: connectivity.port, clock, dbName });
  for (const viewer of Object.values(CONTRACT_VIEWERS)) {
    await remote.accounts.writeUser(viewer.uid, profileOf(viewer), false);
  }
  let days = 0;
  const console = await remote.adminStore(CONTRACT_VIEWERS.admin.uid);
  // The back-office as the demo runtime composes it: each call goes through runtime.services.admin.
  const runtime = assembledLocalRuntime(remote, connectivity.port, clock);
  return {
    adminAs: (role) =>
      lazyPort(
        'Admin',
        ADMIN_PORT,
        () => runtime.services.admin(actorOf(CONTRACT_VIEWERS[role])),
        {},
      ),
    viewers: CONTRACT_VIEWERS,
    setOnline: connectivity.setOnline,
    seed: (collection, id, data) => console.commit([{ kind: 'set', collection, id, data }]),
    seedTransports: (transports) => remote.seedTransports(transports),
    // Each message a day after the last: the contract files several in a row (the quota has its own cases).
    fileContact: (message) =>
      createDemoInboxChannel(() => Date.now() + (days += 1) * MILLIS_PER_DAY).send(message),
    readOrganisation: async (collection, id) => (await console.get(collection, id))?.data ?? null,
    cleanup: async () => {
      storage.clear();
      remote.close();
      await Dexie.delete(dbName);
    },
  };
});
