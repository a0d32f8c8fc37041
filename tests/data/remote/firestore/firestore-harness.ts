import { doc, getDocFromServer, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { RemotePort, Viewer } from '@/data/ports';
import { assembledFirebaseRuntime } from '@tests/support/assembled-runtimes';
import {
  privateRef,
  readIdentity,
  readTransport,
  transportRef,
} from '@/data/remote/firestore/transport-codec';
import { setWholeRide } from '@/data/remote/firestore/ride-parts';
import { withIdentity } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import { VEHICLES_COLLECTION } from '@/domain/organisation/vehicle';
import { parseUser } from '@/domain/user/user';
import type { ContractHarness, ContractRole } from '@tests/data/remote-contract/remote-contract';
import { runningSubscription, staffCompany } from '@tests/data/remote-contract/staff-fixtures';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  clearData,
  connectClient,
  loadRules,
  rulesText,
  type EmulatorUser,
  type RulesChoice,
  type TestFirestore,
} from '@tests/support/firestore-emulator';

export const FIRESTORE_VIEWERS: Record<ContractRole, Viewer> = {
  admin: { role: 'admin', orgId: 'admin_0001', uid: 'fs-admin', name: 'Alice Martin' },
  clinique: { role: 'clinique', orgId: 'clin_0001', uid: 'fs-clinique', name: 'Sophie Marchand' },
  ambulance: { role: 'ambulance', orgId: 'ambu_0001', uid: 'fs-ambulance', name: 'Julien Moreau' },
  vtc: { role: 'vtc', orgId: 'vtc_0001', uid: 'fs-vtc', name: 'Antoine Lefèvre' },
  patient: { role: 'patient', orgId: 'pat_0001', uid: 'fs-patient', name: 'Pierre Petit' },
};

/** The signed-in user behind a viewer's device: its uid, and an address in its organisation's name. */
export const viewerIdentity = (viewer: Viewer): EmulatorUser => ({
  uid: viewer.uid,
  email: `${viewer.uid}@${viewer.orgId.replace(/_/g, '-')}.test`,
  email_verified: true,
});

/** Direct SDK writes; `sameSyncTs` puts them in one commit, so the server gives them one updated_at. */
export async function seedTransports(
  db: Firestore,
  transports: readonly Transport[],
  sameSyncTs = false,
): Promise<void> {
  if (sameSyncTs) {
    const batch = writeBatch(db);
    for (const transport of transports) setWholeRide(batch, db, transport);
    await batch.commit();
    return;
  }
  for (const transport of transports) {
    const batch = writeBatch(db);
    setWholeRide(batch, db, transport);
    await batch.commit();
  }
}

/** The server's whole ride (shared and identity parts joined), bypassing visibility and connectivity. */
export async function readStored(db: Firestore, id: string): Promise<Transport | null> {
  const snapshot = await getDocFromServer(transportRef(db, id));
  const shared = snapshot.exists() ? readTransport(id, snapshot.data()) : null;
  if (shared === null) return null;
  const secret = await getDocFromServer(privateRef(db, id));
  const identity = secret.exists() ? readIdentity(id, secret.data()) : null;
  return identity === null ? shared : withIdentity(shared, identity);
}

export interface FirestoreHarnessOptions {
  /** The test file's own project (emulatorProject()). */
  projectId: string;
  /**
   * 'open' until the production rules land; then 'production' runs every actor below under firestore.rules
   * (the users documents those rules read, if any, seeded through `console`).
   */
  rules?: RulesChoice;
  /** Who each viewer's device is signed in as; 'owner' would bypass the rules. */
  identity?: (viewer: Viewer) => EmulatorUser | 'owner';
}

export interface FirestoreHarness extends ContractHarness {
  projectId: string;
  /** The SDK client of `viewer`'s device, signed in as that viewer (created on first use). */
  device(viewer: Viewer): TestFirestore;
  /** A client signed in as the owner (rules bypassed), standing for the console: seeds and reads. */
  console: TestFirestore;
  connectivity: FakeConnectivity;
}

/**
 * One RemotePort whose calls go to the adapter of the viewer they name: each actor its own client. `ready` runs
 * first (the viewer's users document, which the rules read for its role and organisation).
 */
function routedRemote(
  adapterOf: (viewer: Viewer) => RemotePort,
  ready: (viewer: Viewer) => Promise<void>,
): RemotePort {
  return {
    push: async (op, viewer, known) => {
      await ready(viewer);
      return adapterOf(viewer).push(op, viewer, known);
    },
    pullTransports: async (viewer, after, limit) => {
      await ready(viewer);
      return adapterOf(viewer).pullTransports(viewer, after, limit);
    },
    membership: async (viewer) => {
      await ready(viewer);
      return adapterOf(viewer).membership(viewer);
    },
    assignedRideIds: async (viewer) => {
      await ready(viewer);
      return adapterOf(viewer).assignedRideIds(viewer);
    },
    pushPrescriptionScan: async (scan, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).pushPrescriptionScan(scan, viewer);
    },
    prescriptionScan: async (transportId, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).prescriptionScan(transportId, viewer);
    },
    pushRideSignature: async (signature, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).pushRideSignature(signature, viewer);
    },
    rideSignature: async (transportId, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).rideSignature(transportId, viewer);
    },
    recordAward: async (record, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).recordAward(record, viewer);
    },
    awardEntries: async (rideId, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).awardEntries(rideId, viewer);
    },
    awardEntriesBetween: async (period, viewer) => {
      await ready(viewer);
      return adapterOf(viewer).awardEntriesBetween(period, viewer);
    },
    pullNotifications: async (viewer, after, limit) => {
      await ready(viewer);
      return adapterOf(viewer).pullNotifications(viewer, after, limit);
    },
    pullPatients: async (viewer, after, limit) => {
      await ready(viewer);
      return adapterOf(viewer).pullPatients(viewer, after, limit);
    },
    pullMessages: async (viewer, after, limit) => {
      await ready(viewer);
      return adapterOf(viewer).pullMessages(viewer, after, limit);
    },
    watch: (viewer, onChange) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void ready(viewer).then(() => {
        if (!stopped) stop = adapterOf(viewer).watch(viewer, onChange);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/** The users document the rules read for a viewer (its role and organisation), as sign-up would leave it. */
export const viewerProfile = (viewer: Viewer) => ({
  uid: viewer.uid,
  email: viewerIdentity(viewer).email,
  userType: viewer.role,
  orga_id: viewer.orgId,
  // The name the viewer signs entries and messages with (issue 21: one of the caller's own, rules ownNames).
  ...(viewer.name === undefined ? {} : { displayName: viewer.name }),
  isActive: true,
  permissions: viewer.role === 'admin' ? ['all'] : [],
  // Issue 21: a company or clinic files, accepts, assigns and writes under a running subscription.
  ...(ownsOrganisation(viewer.role) ? { subscription: runningSubscription() } : {}),
});

// Rules loaded per project in this worker: compiling them again before every test would only cost time.
const loadedRules = new Map<string, string>();

/** Loads `choice` into the project unless it is already there. */
export async function useRules(projectId: string, choice: RulesChoice): Promise<void> {
  const rules = rulesText(choice);
  if (loadedRules.get(projectId) === rules) return;
  await loadRules(projectId, rules);
  loadedRules.set(projectId, rules);
}

/** An empty database and fresh SDK clients per test (no cache leaks between tests). */
export async function makeFirestoreHarness({
  projectId,
  rules = 'open',
  identity = viewerIdentity,
}: FirestoreHarnessOptions): Promise<FirestoreHarness> {
  await useRules(projectId, rules);
  await clearData(projectId);
  const consoleClient = connectClient(projectId, 'owner');
  const connectivity = new FakeConnectivity(true);
  const devices = new Map<string, { client: TestFirestore; remote: RemotePort }>();
  const deviceOf = (viewer: Viewer) => {
    let device = devices.get(viewer.uid);
    if (!device) {
      const client = connectClient(projectId, identity(viewer));
      // Through the runtime the app composes (lazy ports derived from their shapes), not the bare adapter.
      const runtime = assembledFirebaseRuntime(client.db, connectivity, { now: () => Date.now() });
      device = { client, remote: runtime.remote };
      devices.set(viewer.uid, device);
    }
    return device;
  };
  const profiles = new Map<string, Promise<void>>();
  const ready = (viewer: Viewer) => {
    let written = profiles.get(viewer.uid);
    if (!written) {
      written = setDoc(doc(consoleClient.db, 'users', viewer.uid), viewerProfile(viewer));
      profiles.set(viewer.uid, written);
    }
    return written;
  };
  return {
    projectId,
    remote: routedRemote((viewer) => deviceOf(viewer).remote, ready),
    device: (viewer) => deviceOf(viewer).client,
    console: consoleClient,
    connectivity,
    seed: (transports, opts) => seedTransports(consoleClient.db, transports, opts?.sameSyncTs),
    seedOrganisation: (collection, id, data) => setDoc(doc(consoleClient.db, collection, id), data),
    setOnline: (online) => connectivity.set(online),
    // The emulator's time is the machine's: it passes for real.
    passTime: (millis) => new Promise((resolve) => setTimeout(resolve, millis)),
    read: (id) => readStored(consoleClient.db, id),
    viewers: FIRESTORE_VIEWERS,
    seedProfile: async (uid, data) => {
      const written = setDoc(doc(consoleClient.db, 'users', uid), data);
      profiles.set(uid, written);
      await written;
    },
    readProfile: async (uid) => {
      const snapshot = await getDocFromServer(doc(consoleClient.db, 'users', uid));
      if (!snapshot.exists()) return null;
      const parsed = parseUser(uid, snapshot.data());
      return parsed.ok ? parsed.value : null;
    },
    seedStaff: async (orgId, members, vehicles) => {
      const batch = writeBatch(consoleClient.db);
      const email = (viewer: Viewer) => viewerIdentity(viewer).email ?? viewer.uid;
      const company = { ...staffCompany(orgId, members, email), type: 'ambulance' };
      batch.set(doc(consoleClient.db, ORGANISATION_COLLECTIONS.ambulance, orgId), company);
      for (const vehicle of vehicles) {
        const { id, ...data } = vehicle;
        batch.set(doc(consoleClient.db, VEHICLES_COLLECTION, id), data);
      }
      for (const { viewer } of members) {
        batch.set(doc(consoleClient.db, 'users', viewer.uid), viewerProfile(viewer));
      }
      await batch.commit();
    },
    cleanup: async () => {
      const clients = [consoleClient, ...[...devices.values()].map(({ client }) => client)];
      devices.clear();
      await Promise.all(clients.map((client) => client.terminate()));
    },
  };
}
