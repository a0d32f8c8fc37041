import { RemoteError, type Viewer } from '@/data/ports';
import { scopedViewer } from '@/data/demo-server/membership';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import type { Clock } from '@/domain/shared/clock';
import {
  mayReadSignature,
  mayRecordSignature,
  readStoredSignature,
  rideSignatureProblem,
  sameSignature,
  SIGNATURE_MESSAGES,
  type RideSignature,
  type StoredRideSignature,
} from '@/domain/transport/ride-signature';

/** The stored signature document, read as firestore.rules let its readers read it. */
async function storedSignature(
  db: ServerDb,
  transportId: string,
): Promise<StoredRideSignature | null> {
  const row = await db.rideSignatures.get(transportId);
  if (!row) return null;
  const data = row.data as Record<string, unknown>;
  return readStoredSignature(transportId, {
    image: data.image instanceof Uint8Array ? data.image : null,
    mime: data.mime,
    signer: data.signer,
    signer_name: data.signer_name,
    method: data.method,
    signed_at: data.signed_at,
    uploadedAt: typeof data.uploadedAt === 'number' ? data.uploadedAt : 0,
  });
}

/**
 * Issue 23 item 4 — the demo server's transportSignatures/{id}: written once by the accepted company, read by the
 * clinic and that company — the same decisions as firestore.rules, from the domain.
 */
export async function storeRideSignature(
  db: ServerDb,
  clock: Clock,
  signature: RideSignature,
  asked: Viewer,
): Promise<void> {
  const problem = rideSignatureProblem(signature);
  if (problem !== null) throw new RemoteError('invalid-argument', problem);
  const { viewer } = await scopedViewer(db, asked);
  const row = await db.transport.get(signature.transportId);
  const ride = row ? readTransportRow(row) : null;
  if (ride === null) throw permissionDenied(SIGNATURE_MESSAGES.noRide);
  if (!mayRecordSignature(ride, viewer)) throw permissionDenied(SIGNATURE_MESSAGES.notProvider);
  await db.transaction('rw', db.rideSignatures, async () => {
    const stored = await storedSignature(db, signature.transportId);
    if (stored !== null) {
      if (sameSignature(stored, signature)) return;
      throw new RemoteError('invalid-argument', SIGNATURE_MESSAGES.already);
    }
    await db.rideSignatures.put({
      id: signature.transportId,
      data: {
        image: signature.bytes?.slice() ?? null,
        mime: signature.mime,
        size: signature.bytes?.byteLength ?? 0,
        signer: signature.signer,
        signer_name: signature.signerName,
        method: signature.method,
        signed_at: signature.signedAt,
        uploadedAt: clock.now(),
        uploaded_by: viewer.uid,
        orga_id: viewer.orgId,
      },
    });
  });
}

export async function readRideSignature(
  db: ServerDb,
  transportId: string,
  asked: Viewer,
): Promise<StoredRideSignature | null> {
  const { viewer } = await scopedViewer(db, asked);
  const row = await db.transport.get(transportId);
  const ride = row ? readTransportRow(row) : null;
  if (ride === null) return null;
  if (!mayReadSignature(ride, viewer)) throw permissionDenied(SIGNATURE_MESSAGES.notReader);
  return storedSignature(db, transportId);
}
