import type { AppDb } from '@/data/local/db/app-db';
import type { PatientRow } from '@/data/local/db/rows';
import { readableEntries, isUnsynced } from '@/data/local/outbox/outbox-entry';
import { serverStateOf, writeRebasedRow } from '@/data/local/store/rebase-row';
import type { OutboxEntry, Page, RemoteDocument } from '@/data/ports';
import { patientOfOperation } from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import type { PatientCreateOperation, TransportOperation } from '@/domain/sync/operation';

type TransportCreateOperation = Extract<TransportOperation, { kind: 'transport.create' }>;

/** The record a patient.create carries, stored at once so the clinic can pick the patient again, even offline. */
export async function writeLocalPatient(db: AppDb, op: PatientCreateOperation): Promise<void> {
  const parsed = patientOfOperation(op);
  // The operation schema already checked the shape; a record the patient schema rejects is kept for the server
  // to refuse (and the user to see), but there is nothing sensible to show in the list meanwhile.
  if (parsed.ok) await db.patients.put(parsed.value);
}

/**
 * A request naming a device id the server has numbered meanwhile (the form was filled before the rename landed)
 * names the number instead, since no request must reach the server with an id no patient document has.
 */
export async function withCurrentPatientId(
  db: AppDb,
  op: TransportCreateOperation,
): Promise<TransportCreateOperation> {
  const named = op.transport.patient_id;
  if (typeof named !== 'string' || !isFallbackPatientId(named)) return op;
  if ((await db.patients.get(named)) !== undefined) return op;
  const renamed = await db.patients.filter((row) => row.local_id === named).first();
  return renamed ? { ...op, transport: { ...op.transport, patient_id: renamed.id } } : op;
}

type RequestEntry = OutboxEntry & { op: TransportCreateOperation };

/** Unsynced creations that name the patient's device id, oldest first. */
async function requestsNaming(db: AppDb, localId: string): Promise<RequestEntry[]> {
  const entries = readableEntries(await db.outbox.toArray()).filter(isUnsynced);
  return entries.filter(
    (entry): entry is RequestEntry =>
      entry.op.kind === 'transport.create' && entry.op.transport.patient_id === localId,
  );
}

/**
 * The server numbered a patient created here (« PAT-… » → « patient_0042 »): the record is stored under its
 * number, and the requests still waiting for it (drainable holds them back until now) are rewritten to name the
 * number, their views rebased — so no request ever reaches the server with an id no patient document has.
 * Runs inside settle's transaction.
 */
export async function adoptNumberedPatient(
  db: AppDb,
  localId: string,
  stored: RemoteDocument<Patient>,
): Promise<void> {
  await db.patients.put({ ...stored.data, id: stored.id });
  if (stored.id === localId) return;
  await db.patients.delete(localId);
  for (const entry of await requestsNaming(db, localId)) {
    const transport = { ...entry.op.transport, patient_id: stored.id };
    await db.outbox.update(entry.seq, { op: { ...entry.op, transport } });
    const row = await db.transports.get(entry.op.transportId);
    await writeRebasedRow(db, entry.op.transportId, serverStateOf(row));
  }
}

/**
 * A pulled page of patient records. A record the server numbered replaces this device's copy under its old id
 * (local_id), whichever of the push answer and the pull arrives first.
 */
export async function storePatients(db: AppDb, page: Page<Patient>): Promise<void> {
  const rows: PatientRow[] = [];
  // Records no longer in sight, and this device's copies of records the server renamed.
  const gone: string[] = [];
  for (const document of page.documents) {
    if (document.removed) {
      gone.push(document.id);
      continue;
    }
    rows.push({ ...document.data, id: document.id });
    const localId = document.data.local_id;
    if (localId !== null && localId !== document.id) gone.push(localId);
  }
  await db.patients.bulkDelete(gone);
  await db.patients.bulkPut(rows);
}
