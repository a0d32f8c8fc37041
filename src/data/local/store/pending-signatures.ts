import type { AppDb } from '@/data/local/db/app-db';
import type { PendingSignatureRow } from '@/data/local/db/pending-signature-row';
import { rideSignatureProblem, type RideSignature } from '@/domain/transport/ride-signature';

/**
 * Issue 23 item 4: the signatures taken on this phone at arrival, kept until the sync engine has put them on the
 * server — a driver in a basement still has the patient sign. Once sent, the row stays (marked `sentAt`) so the
 * phone goes on showing the ride as signed, offline too; it goes with the ride's other data (forgetOrganisation).
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

const signatureOf = ({ keptAt: _keptAt, sentAt: _sentAt, ...signature }: PendingSignatureRow) =>
  signature;

/** The signatures not on the server yet, oldest first. */
export async function pendingSignatures(db: AppDb): Promise<RideSignature[]> {
  const rows = await db.pendingSignatures.orderBy('keptAt').toArray();
  return rows.filter((row) => row.sentAt === undefined).map(signatureOf);
}

/** A ride's signature taken on this phone, and whether the server holds it yet; null when none. */
export async function keptSignature(
  db: AppDb,
  transportId: string,
): Promise<{ signature: RideSignature; sent: boolean } | null> {
  const row = await db.pendingSignatures.get(transportId);
  return row ? { signature: signatureOf(row), sent: row.sentAt !== undefined } : null;
}

export async function signatureSent(db: AppDb, transportId: string, now: number): Promise<void> {
  await db.pendingSignatures.update(transportId, { sentAt: now });
}
