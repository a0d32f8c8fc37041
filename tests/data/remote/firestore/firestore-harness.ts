import { getDocFromServer, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import {
  encodeTransportFields,
  privateRef,
  readIdentity,
  readTransport,
  transportRef,
} from '@/data/remote/firestore/transport-codec';
import { identityWrite, offerRef, offerWrite } from '@/data/remote/firestore/ride-parts';
import { withIdentity } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import type { WriteBatch } from 'firebase/firestore';
import type { ContractHarness, ContractRole } from '@tests/data/remote-contract/remote-contract';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  connectTestFirestore,
  type FirestoreTestServer,
  type TestFirestore,
} from '@tests/support/firestore-server';

export const FIRESTORE_VIEWERS: Record<ContractRole, Viewer> = {
  admin: { role: 'admin', orgId: 'admin_0001', uid: 'fs-admin' },
  clinique: { role: 'clinique', orgId: 'clin_0001', uid: 'fs-clinique' },
  ambulance: { role: 'ambulance', orgId: 'ambu_0001', uid: 'fs-ambulance' },
  vtc: { role: 'vtc', orgId: 'vtc_0001', uid: 'fs-vtc' },
  patient: { role: 'patient', orgId: 'pat_0001', uid: 'fs-patient' },
};

/** A transport as the console or a Cloud Function would store it: updated_at stamped by the server. */
const stored = (transport: Transport) => ({
  ...encodeTransportFields(transport),
  updated_at: serverTimestamp(),
});

/** A ride as the console or a Cloud Function would store it: shared part, identity part and offer marker. */
function seedOne(batch: WriteBatch, db: Firestore, transport: Transport): void {
  batch.set(transportRef(db, transport.id), stored(transport));
  batch.set(privateRef(db, transport.id), identityWrite(transport));
  const offer = { type_transport: transport.type_transport, open: isWaiting(transport.etat) };
  batch.set(offerRef(db, transport.id), offerWrite(offer));
}

/** Direct SDK writes; `sameSyncTs` puts them in one commit, so the server gives them one updated_at. */
export async function seedTransports(
  db: Firestore,
  transports: readonly Transport[],
  sameSyncTs = false,
): Promise<void> {
  if (sameSyncTs) {
    const batch = writeBatch(db);
    for (const transport of transports) seedOne(batch, db, transport);
    await batch.commit();
    return;
  }
  for (const transport of transports) {
    const batch = writeBatch(db);
    seedOne(batch, db, transport);
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

export interface FirestoreHarness extends ContractHarness {
  /** The adapter's own SDK client (the device). */
  device: TestFirestore;
  /** A second client standing for the console: seeds and reads what the server really holds. */
  console: TestFirestore;
  connectivity: FakeConnectivity;
}

/** A fresh, empty database and two fresh SDK clients per test (no cache leaks between tests). */
export async function makeFirestoreHarness(server: FirestoreTestServer): Promise<FirestoreHarness> {
  await server.reset();
  const device = connectTestFirestore(server);
  const consoleClient = connectTestFirestore(server);
  const connectivity = new FakeConnectivity(true);
  return {
    remote: createFirestoreRemote({ db: device.db, connectivity }),
    device,
    console: consoleClient,
    connectivity,
    seed: (transports, opts) => seedTransports(consoleClient.db, transports, opts?.sameSyncTs),
    setOnline: (online) => connectivity.set(online),
    read: (id) => readStored(consoleClient.db, id),
    viewers: FIRESTORE_VIEWERS,
    cleanup: async () => {
      await Promise.all([device.terminate(), consoleClient.terminate()]);
    },
  };
}
