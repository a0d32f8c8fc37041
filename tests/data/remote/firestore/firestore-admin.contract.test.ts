// @vitest-environment node
/**
 * The AdminPort contract against the official Firestore emulator under the production firestore.rules: every
 * viewer is its own SDK client; only the admin's calls get through. Firebase Auth accounts are stood in for (the
 * shared Auth emulator is not started for this file): the secondary-app creation is not exercised here.
 */
import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { lazyPort } from '@/app/compose/lazy-ports';
import { ADMIN_PORT } from '@/data/port-shapes';
import { assembledFirebaseRuntime } from '@tests/support/assembled-runtimes';
import { firestoreContactChannel } from '@/data/remote/firestore/contact-messages';
import { emulatorProject } from '@tests/support/firestore-emulator';
import {
  actorOf,
  describeAdminContract,
  profileOf,
} from '@tests/data/admin-contract/admin-contract';
import { makeFirestoreHarness, seedTransports } from './firestore-harness';

const projectId = emulatorProject('admin');

const clock = { now: () => Date.now() };

describeAdminContract('Firestore (émulateur officiel, règles de production)', async () => {
  const h = await makeFirestoreHarness({ projectId, rules: 'production' });
  for (const viewer of Object.values(h.viewers)) {
    await setDoc(doc(h.console.db, 'users', viewer.uid), profileOf(viewer));
  }
  const taken = new Set<string>();
  let accounts = 0;
  let visitors = 0;
  const createAuthAccount = async ({ email }: { email: string }) => {
    if (taken.has(email)) throw new Error('cette adresse e-mail est déjà utilisée');
    taken.add(email);
    return `auth-${(accounts += 1)}`;
  };
  return {
    adminAs: (role) => {
      const viewer = h.viewers[role];
      // The back-office as the production runtime composes it (lazily loaded service over the Firestore store).
      const runtime = assembledFirebaseRuntime(h.device(viewer).db, h.connectivity, clock, {
        createAuthAccount,
      });
      return lazyPort('Admin', ADMIN_PORT, () => runtime.services.admin(actorOf(viewer)), {});
    },
    viewers: h.viewers,
    setOnline: h.setOnline,
    seed: (collection, id, data) => setDoc(doc(h.console.db, collection, id), data),
    seedTransports: (transports) => seedTransports(h.console.db, transports),
    // The console bypasses the rules; each message under its own sender, as from many visitors.
    fileContact: (message) =>
      firestoreContactChannel(h.console.db, async () => `visiteur-${(visitors += 1)}`).send(
        message,
      ),
    readOrganisation: async (collection, id) =>
      (await getDocFromServer(doc(h.console.db, collection, id))).data() ?? null,
    cleanup: h.cleanup,
  };
});
