import {
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { RemoteError, type PushOutcome, type RemoteDocument, type Viewer } from '@/data/ports';
import { doc } from 'firebase/firestore';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import { proposedPatientLink } from '@/domain/patient/patient-link';
import { notificationsForNewPatient } from '@/domain/notification/patient-events';
import { isPatientVisibleTo } from '@/domain/patient/patient-access';
import { patientOfOperation } from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { writeEventNotifications } from './notifications';
import { encodePatientFields, patientRef, patientsOf, toPatientDocument } from './patient-codec';
import { numberPatient } from './patient-number';
import { assertMayCreatePatient } from './permissions';
import { newPatientLinkWrite, patientLinkRef } from './patient-links';
import { permissionDenied } from './remote-errors';
import type { PushContext } from './push-transport';

const invalid = (issues: readonly string[]) =>
  new RemoteError('invalid-argument', `Opération invalide : ${issues.join(' ; ')}`);

/**
 * The record the operation carries, read like a stored patient. Its local_id, when set, must be the operation's
 * patientId: replays are recognised by local_id == patientId, so a record naming another id could be created twice.
 */
function recordOf(op: PatientCreateOperation): Patient {
  const parsed = patientOfOperation(op);
  if (!parsed.ok) throw invalid(parsed.error.issues);
  const { local_id: localId } = parsed.value;
  if (localId !== null && localId !== op.patientId) {
    throw invalid([
      `local_id : « ${localId} » diffère de l’identifiant du patient « ${op.patientId} »`,
    ]);
  }
  return parsed.value;
}

/**
 * What a push found or did: a creation already stored (answered with that record, null only if unreadable), or
 * the reference it just wrote.
 */
type Decision =
  | { kind: 'replay'; stored: RemoteDocument<Patient> | null }
  | { kind: 'written'; ref: DocumentReference };

/**
 * The record an earlier push of this creation numbered, found by (orga_id, local_id).
 *
 * This query runs BEFORE the transaction, outside its read set: web-SDK transactions only read documents by
 * reference (tx.get), never queries. That is safe for this operation: the outbox is drained by one leader per
 * device (Web Locks), one entry at a time, and a patient.create exists only on the device that made it; so a
 * replay — a push whose acknowledgement was lost — is sent by that same drainer after the first attempt ended,
 * i.e. after its commit landed (or failed as a whole). Two pushes of one creation never race each other.
 */
async function findNumberedReplay(
  db: Firestore,
  record: Patient,
  localId: string,
): Promise<Decision | null> {
  const byLocalId = query(
    patientsOf(db),
    where('orga_id', '==', record.orga_id),
    where('local_id', '==', localId),
    limit(1),
  );
  const snapshot = await getDocsFromServer(byLocalId);
  const found = snapshot.docs[0];
  return found === undefined
    ? null
    : { kind: 'replay', stored: toPatientDocument(found.id, found.data()) };
}

/**
 * One attempt of the transaction (reads only through tx.get, all before any write). A record already stored
 * under the device's id (a kept id, or a fallback id when numbering failed) is a replay too. Otherwise the record
 * is written under its number with the counter, and the organisation's « new_patient » notification commits with
 * it, or nothing does. Re-run by the SDK on a concurrent write (e.g. another creation taking the same number).
 */
async function decide(
  tx: Transaction,
  ctx: PushContext,
  op: PatientCreateOperation,
  record: Patient,
  viewer: Viewer,
): Promise<Decision> {
  const own = await tx.get(patientRef(ctx.db, op.patientId));
  if (own.exists()) return { kind: 'replay', stored: toPatientDocument(own.id, own.data()) };
  const clinicName = record.email === '' ? null : await readClinicName(tx, ctx.db, viewer);
  const numbered = await numberPatient(tx, ctx.db, record, viewer, ctx.clock.now());
  const ref = patientRef(ctx.db, numbered.patient.id);
  // Both times are the commit's (the rules hold them to request.time), not the device's estimate.
  tx.set(ref, {
    ...encodePatientFields(numbered.patient),
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  if (numbered.counter) tx.set(numbered.counter.ref, numbered.counter.data);
  // A recorded e-mail proposes the link to that patient's account, with the record (patient-link.ts).
  const link = proposedPatientLink(numbered.patient, clinicName, ctx.clock.now());
  if (link) tx.set(patientLinkRef(ctx.db, link.id), newPatientLinkWrite(link));
  writeEventNotifications(
    tx,
    ctx.db,
    notificationsForNewPatient(numbered.patient, op.opId, ctx.clock.now()),
  );
  return { kind: 'written', ref };
}

/** The clinic's name as its document holds it (the link shows it to the patient); null when it has none. */
async function readClinicName(tx: Transaction, db: Firestore, viewer: Viewer) {
  const own = ownOrganisationDocument(viewer);
  if (own === null) return null;
  const snapshot = await tx.get(doc(db, own.collection, own.id));
  return snapshot.exists() ? readOrganisationCard(snapshot.data()).name : null;
}

/**
 * A patient record created on a device, stored under its counter number in ONE transaction. A replay writes
 * nothing (no number consumed) and answers 'duplicate' with the stored record, so the device learns the number
 * either way. After a write the record is read back once, as for transports: updated_at is set by the server at
 * commit, and the transaction does not return it.
 */
export async function pushPatientCreate(
  ctx: PushContext,
  op: PatientCreateOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  const record = recordOf(op);
  assertMayCreatePatient(record, viewer);
  const replay = await findNumberedReplay(ctx.db, record, op.patientId);
  const decision =
    replay ?? (await runTransaction(ctx.db, (tx) => decide(tx, ctx, op, record, viewer)));
  if (decision.kind === 'written') {
    return { status: 'applied', document: null, patient: await readBack(decision.ref) };
  }
  // An id that happens to name another organisation's patient must not hand its medical data over.
  if (decision.stored && !isPatientVisibleTo(decision.stored.data, viewer)) {
    throw permissionDenied(WRITE_PERMISSION_MESSAGES.foreignPatient);
  }
  return { status: 'duplicate', document: null, patient: decision.stored };
}

async function readBack(ref: DocumentReference): Promise<RemoteDocument<Patient> | null> {
  const snapshot = await getDocFromServer(ref);
  return snapshot.exists() ? toPatientDocument(ref.id, snapshot.data()) : null;
}
