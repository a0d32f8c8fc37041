import { RemoteError, type Viewer } from '@/data/ports';
import { scopedViewer } from '@/data/demo-server/membership';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import type { Clock } from '@/domain/shared/clock';
import {
  mayReadPrescriptionScan,
  mayUploadPrescriptionScan,
  PRESCRIPTION_SCAN_MESSAGES,
  PRESCRIPTION_SCAN_MIMES,
  prescriptionScanProblem,
  type PrescriptionScan,
  type StoredPrescriptionScan,
} from '@/domain/transport/prescription-scan';
import type { Transport } from '@/domain/transport/transport.schema';

/** The stored ride a scan belongs to, or null (a ride not pushed yet). */
async function rideOf(db: ServerDb, transportId: string): Promise<Transport | null> {
  const row = await db.transport.get(transportId);
  return row ? readTransportRow(row) : null;
}

/**
 * The demo server's transportPrescriptions/{id}: the bytes in its IndexedDB, filed by the requesting clinic only and
 * read by the readers of the ride's private part — the same decisions as firestore.rules, from the domain.
 */
export async function storePrescriptionScan(
  db: ServerDb,
  clock: Clock,
  scan: PrescriptionScan,
  asked: Viewer,
): Promise<void> {
  const problem = prescriptionScanProblem(scan);
  if (problem !== null) throw new RemoteError('invalid-argument', problem);
  const { viewer } = await scopedViewer(db, asked);
  const ride = await rideOf(db, scan.transportId);
  if (ride === null) throw permissionDenied(PRESCRIPTION_SCAN_MESSAGES.noRide);
  if (viewer.removed === true || !mayUploadPrescriptionScan(ride, viewer))
    throw permissionDenied(PRESCRIPTION_SCAN_MESSAGES.notRequester);
  await db.prescriptionScans.put({
    id: scan.transportId,
    data: {
      image: scan.bytes.slice(),
      mime: scan.mime,
      size: scan.bytes.byteLength,
      uploadedAt: clock.now(),
      orga_id: viewer.orgId,
    },
  });
}

export async function readPrescriptionScan(
  db: ServerDb,
  transportId: string,
  asked: Viewer,
): Promise<StoredPrescriptionScan | null> {
  const { viewer } = await scopedViewer(db, asked);
  const ride = await rideOf(db, transportId);
  if (ride === null) return null;
  if (viewer.removed === true || !mayReadPrescriptionScan(ride, viewer))
    throw permissionDenied(PRESCRIPTION_SCAN_MESSAGES.notReader);
  const row = await db.prescriptionScans.get(transportId);
  const data = row?.data as { image?: unknown; mime?: unknown; uploadedAt?: unknown } | undefined;
  if (
    !data ||
    !(data.image instanceof Uint8Array) ||
    !(PRESCRIPTION_SCAN_MIMES as readonly unknown[]).includes(data.mime)
  )
    return null;
  return {
    transportId,
    mime: data.mime as StoredPrescriptionScan['mime'],
    bytes: data.image,
    uploadedAt: typeof data.uploadedAt === 'number' ? data.uploadedAt : 0,
  };
}
