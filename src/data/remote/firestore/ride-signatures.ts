import {
  Bytes,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type Viewer } from '@/data/ports';
import { TRANSPORT_SIGNATURES_COLLECTION } from '@/domain/security/collections';
import {
  readStoredSignature,
  rideSignatureProblem,
  sameSignature,
  SIGNATURE_MESSAGES,
  type RideSignature,
  type StoredRideSignature,
} from '@/domain/transport/ride-signature';

const signatureRef = (db: Firestore, transportId: string) =>
  doc(db, TRANSPORT_SIGNATURES_COLLECTION, transportId);

/**
 * Issue 23 item 4: the signature as a Bytes field of its own document, created once (the rules allow no update);
 * the rules check the writer (the accepted company), the size and the format. A replay after a lost answer finds
 * its own signature stored and stops there.
 */
export async function writeRideSignature(
  db: Firestore,
  signature: RideSignature,
  viewer: Viewer,
): Promise<void> {
  const problem = rideSignatureProblem(signature);
  if (problem !== null) throw new RemoteError('invalid-argument', problem);
  const stored = await readRideSignature(db, signature.transportId);
  if (stored !== null) {
    if (sameSignature(stored, signature)) return;
    throw new RemoteError('invalid-argument', SIGNATURE_MESSAGES.already);
  }
  await setDoc(signatureRef(db, signature.transportId), {
    image: signature.bytes ? Bytes.fromUint8Array(signature.bytes) : null,
    mime: signature.mime,
    size: signature.bytes?.byteLength ?? 0,
    signer: signature.signer,
    signer_name: signature.signerName,
    method: signature.method,
    signed_at: signature.signedAt,
    uploadedAt: serverTimestamp(),
    uploaded_by: viewer.uid,
    orga_id: viewer.orgId,
  });
}

/** The stored signature, from the server (never a cached copy); null when none or unreadable. */
export async function readRideSignature(
  db: Firestore,
  transportId: string,
): Promise<StoredRideSignature | null> {
  const snapshot = await getDocFromServer(signatureRef(db, transportId));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const signature = readStoredSignature(transportId, {
    image: data.image instanceof Bytes ? data.image.toUint8Array() : null,
    mime: data.mime,
    signer: data.signer,
    signer_name: data.signer_name,
    method: data.method,
    signed_at: data.signed_at,
    uploadedAt: data.uploadedAt instanceof Timestamp ? data.uploadedAt.toMillis() : 0,
  });
  if (signature === null) console.warn('[firestore] signature illisible ignorée', { transportId });
  return signature;
}
