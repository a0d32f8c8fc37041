import type { AppDb } from '@/data/local/db/app-db';
import { rideSignatureProblem, type RideSignature } from '@/domain/transport/ride-signature';

/**
 * Issue 23 item 4: the signatures taken on this phone at arrival, kept until the sync engine has put them on the
 * server — a driver in a basement still has the patient sign. One per ride: the server keeps the first it gets.
 */
export async function keepSignature(
  db: AppDb,
  signature: RideSignature,
  now: number,
): Promise<void> {
  const problem = rideSignatureProblem(signature);
  if (problem !== null) throw new Error(problem);
  await db.pendingSignatures.put({ ...signature, keptAt: now });
}

const withoutKeptAt = ({ keptAt: _keptAt, ...signature }: { keptAt: number } & RideSignature) =>
  signature;

export async function pendingSignatures(db: AppDb): Promise<RideSignature[]> {
  const rows = await db.pendingSignatures.orderBy('keptAt').toArray();
  return rows.map(withoutKeptAt);
}

export async function pendingSignature(
  db: AppDb,
  transportId: string,
): Promise<RideSignature | null> {
  const row = await db.pendingSignatures.get(transportId);
  return row ? withoutKeptAt(row) : null;
}

export async function signatureSent(db: AppDb, transportId: string): Promise<void> {
  await db.pendingSignatures.delete(transportId);
}
