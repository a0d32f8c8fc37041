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
} from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { TRANSPORT_OFFERS_COLLECTION } from '@/domain/transport/transport-offer';
import { encodeIdentity, privateRef, readIdentity } from './transport-codec';

/** The marker a provider's device follows to learn that a request it saw is no longer open. */
export const offerRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, TRANSPORT_OFFERS_COLLECTION, id);

export const offerWrite = (offer: { type_transport: string; open: boolean }): DocumentData => ({
  ...offer,
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
