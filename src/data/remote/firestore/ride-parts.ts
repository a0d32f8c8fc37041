import {
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  mayReadIdentity,
  withIdentity,
  withoutIdentity,
  withoutStaffNames,
} from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { rideStepMinutes } from '@/domain/award/award-permission';
import {
  TRANSPORT_OFFERS_COLLECTION,
  type TransportOfferWrite,
} from '@/domain/transport/transport-offer';
import { isWaiting } from '@/domain/transport/transport-status';
import {
  encodeIdentity,
  encodeTransportFields,
  privateRef,
  readIdentity,
  transportRef,
} from './transport-codec';

/** The marker a provider's device follows to learn that a request it saw is no longer open. */
export const offerRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, TRANSPORT_OFFERS_COLLECTION, id);

/**
 * An offer as a ride's write moves it, set with `{ merge: true }`: created with its ride, it takes the ride's
 * creation time (the same commit's server time); later writes keep it (issue 23: devices compute the widenings).
 */
export const offerWrite = (offer: TransportOfferWrite, created: boolean): DocumentData => ({
  ...offer,
  ...(created ? { created_at: serverTimestamp() } : {}),
  updated_at: serverTimestamp(),
});

export const identityWrite = (transport: Transport): DocumentData => ({
  ...encodeIdentity(transport),
  updated_at: serverTimestamp(),
});

/**
 * The ride as this viewer may hold it: its parties get the identity part joined (one more document read), the
 * others the shared part with identity blanked. `read` is tx.get inside a transaction, getDocFromServer outside.
 */
export async function joinedFor(
  db: Firestore,
  shared: Transport,
  viewer: Viewer,
  read: (ref: DocumentReference) => Promise<DocumentSnapshot>,
): Promise<Transport> {
  if (!mayReadIdentity(shared, viewer)) return withoutIdentity(shared);
  const snapshot = await read(privateRef(db, shared.id));
  const identity = snapshot.exists() ? readIdentity(shared.id, snapshot.data()) : null;
  return identity === null ? shared : withIdentity(shared, identity);
}

/** What can stage a write: a WriteBatch or a Transaction. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * A whole ride written as an administrator's tool would (seeds, console imports): shared part stamped by the
 * server, identity part, offer marker. The app's own writes go through pushTransportOperation instead.
 */
export function setWholeRide(writer: Writer, db: Firestore, transport: Transport): void {
  const shared = encodeTransportFields(withoutStaffNames(transport), true);
  writer.set(transportRef(db, transport.id), { ...shared, updated_at: serverTimestamp() });
  writer.set(privateRef(db, transport.id), identityWrite(transport));
  writer.set(offerRef(db, transport.id), {
    ...offerWrite(
      {
        type_transport: transport.type_transport,
        open: isWaiting(transport.etat),
        step_minutes: rideStepMinutes(transport),
      },
      false,
    ),
    created_at: shared.created_at,
  });
}
