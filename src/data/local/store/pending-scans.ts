import type { AppDb } from '@/data/local/db/app-db';
import {
  prescriptionScanProblem,
  type PrescriptionScan,
} from '@/domain/transport/prescription-scan';

/**
 * Issue 22: the scans of prescriptions taken on this device, kept (compressed) until the sync engine has put them on
 * the server. One per ride: a new photo replaces the one not sent yet.
 */
export async function keepScan(db: AppDb, scan: PrescriptionScan, now: number): Promise<void> {
  const problem = prescriptionScanProblem(scan);
  if (problem !== null) throw new Error(problem);
  await db.pendingScans.put({ ...scan, keptAt: now });
}

export async function pendingScans(db: AppDb): Promise<PrescriptionScan[]> {
  const rows = await db.pendingScans.orderBy('keptAt').toArray();
  return rows.map(({ keptAt: _keptAt, ...scan }) => scan);
}

export async function pendingScan(
  db: AppDb,
  transportId: string,
): Promise<PrescriptionScan | null> {
  const row = await db.pendingScans.get(transportId);
  if (!row) return null;
  const { keptAt: _keptAt, ...scan } = row;
  return scan;
}

export async function scanSent(db: AppDb, transportId: string): Promise<void> {
  await db.pendingScans.delete(transportId);
}
