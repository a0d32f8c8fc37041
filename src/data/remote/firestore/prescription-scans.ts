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
import { TRANSPORT_PRESCRIPTIONS_COLLECTION } from '@/domain/security/collections';
import {
  prescriptionScanProblem,
  PRESCRIPTION_SCAN_MIMES,
  type PrescriptionScan,
  type StoredPrescriptionScan,
} from '@/domain/transport/prescription-scan';

const scanRef = (db: Firestore, transportId: string) =>
  doc(db, TRANSPORT_PRESCRIPTIONS_COLLECTION, transportId);

/** The scan as a Bytes field of its own document; the rules check the filer, the size and the format. */
export async function writePrescriptionScan(
  db: Firestore,
  scan: PrescriptionScan,
  viewer: Viewer,
): Promise<void> {
  const problem = prescriptionScanProblem(scan);
  if (problem !== null) throw new RemoteError('invalid-argument', problem);
  await setDoc(scanRef(db, scan.transportId), {
    image: Bytes.fromUint8Array(scan.bytes),
    mime: scan.mime,
    size: scan.bytes.byteLength,
    uploadedAt: serverTimestamp(),
    orga_id: viewer.orgId,
  });
}

/** The stored scan (read from the server: never a cached copy of someone's prescription); null when none. */
export async function readPrescriptionScan(
  db: Firestore,
  transportId: string,
): Promise<StoredPrescriptionScan | null> {
  const snapshot = await getDocFromServer(scanRef(db, transportId));
  if (!snapshot.exists()) return null;
  const { image, mime, uploadedAt } = snapshot.data();
  if (
    !(image instanceof Bytes) ||
    !(PRESCRIPTION_SCAN_MIMES as readonly unknown[]).includes(mime)
  ) {
    console.warn('[firestore] scan de prescription illisible ignoré', { transportId });
    return null;
  }
  return {
    transportId,
    mime: mime as StoredPrescriptionScan['mime'],
    bytes: image.toUint8Array(),
    uploadedAt: uploadedAt instanceof Timestamp ? uploadedAt.toMillis() : 0,
  };
}
