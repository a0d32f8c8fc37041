import {
  doc,
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
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import {
  checkPatientCreation,
  patientPush,
  replayOf,
  type PatientAnswer,
  type PatientReads,
  type StoredCreation,
} from '@/server/patient-push';
import { runAsync, type AsyncReads } from '@/server/transaction';
import { counterRef, readCounterState } from './counter-read';
import { writeEventNotifications } from './notifications';
import { encodePatientFields, patientRef, patientsOf, toPatientDocument } from './patient-codec';
import { newPatientLinkWrite, patientLinkRef } from './patient-links';
import { permissionDenied, toRemoteError } from './remote-errors';
import type { PushContext } from './push-transport';

/** What a push found or did: a replay (answered with the stored record) or denial, or the reference it wrote. */
type Decision = PatientAnswer | { kind: 'written'; ref: DocumentReference };

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
): Promise<StoredCreation> {
  const byLocalId = query(
    patientsOf(db),
    where('orga_id', '==', record.orga_id),
    where('local_id', '==', localId),
    limit(1),
  );
  const snapshot = await getDocsFromServer(byLocalId);
  const found = snapshot.docs[0];
  return found === undefined
    ? { kind: 'none' }
    : { kind: 'stored', patient: toPatientDocument(found.id, found.data()) };
}

/** Whether a patient document already holds that id. One of another organisation is unreadable: taken too. */
async function isTaken(tx: Transaction, db: Firestore, id: string): Promise<boolean> {
  try {
    return (await tx.get(patientRef(db, id))).exists();
  } catch (error) {
    if (toRemoteError(error).code === 'permission-denied') return true;
    throw error;
  }
}

/** The server module's reads over one Firestore transaction (tx.get only, all before any write). */
function firestoreReads(tx: Transaction, ctx: PushContext): AsyncReads<PatientReads> {
  const { db } = ctx;
  return {
    // A record already stored under the device's id (a kept id, or a fallback id when numbering failed).
    stored: async (id) => {
      const own = await tx.get(patientRef(db, id));
      return own.exists()
        ? { kind: 'stored', patient: toPatientDocument(own.id, own.data()) }
        : { kind: 'none' };
    },
    counter: (name) => readCounterState(tx, db, name),
    taken: (id) => isTaken(tx, db, id),
    organisation: async (own) => {
      const snapshot = await tx.get(doc(db, own.collection, own.id));
      return snapshot.exists() ? readOrganisationCard(snapshot.data()) : null;
    },
    // The device's estimate; the record's own times are the commit's (the rules hold them to request.time).
    serverTime: async () => ctx.clock.now(),
  };
}

/**
 * One attempt of the transaction, decided by the server module (patientPush); the record written under its
 * number with the counter, the link its e-mail proposes and the organisation's « new_patient » notification,
 * or nothing. Re-run by the SDK on a concurrent write (e.g. another creation taking the same number).
 */
async function decide(
  tx: Transaction,
  ctx: PushContext,
  op: PatientCreateOperation,
  record: Patient,
  viewer: Viewer,
): Promise<Decision> {
  const push = await runAsync(patientPush(op, record, viewer), firestoreReads(tx, ctx));
  if (push.kind !== 'created') return push;
  const { db } = ctx;
  const ref = patientRef(db, push.patient.id);
  tx.set(ref, {
    ...encodePatientFields(push.patient),
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  if (push.counter) {
    const { name, counter, lastId } = push.counter;
    tx.set(counterRef(db, name), {
      value: counter.value,
      lastUpdated: serverTimestamp(),
      type: counter.type,
      last_id: lastId,
    });
  }
  if (push.link) tx.set(patientLinkRef(db, push.link.id), newPatientLinkWrite(push.link));
  writeEventNotifications(tx, db, push.notifications);
  return { kind: 'written', ref };
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
  const check = checkPatientCreation(op, viewer);
  if (!check.ok) throw new RemoteError(check.code, check.reason);
  const { record } = check;
  const replay = await findNumberedReplay(ctx.db, record, op.patientId);
  const decision =
    replay.kind === 'stored'
      ? replayOf(replay.patient, viewer)
      : await runTransaction(ctx.db, (tx) => decide(tx, ctx, op, record, viewer));
  if (decision.kind === 'denied') throw permissionDenied(decision.reason);
  if (decision.kind === 'written') {
    return { status: 'applied', document: null, patient: await readBack(decision.ref) };
  }
  return { status: 'duplicate', document: null, patient: decision.patient };
}

async function readBack(ref: DocumentReference): Promise<RemoteDocument<Patient> | null> {
  const snapshot = await getDocFromServer(ref);
  return snapshot.exists() ? toPatientDocument(ref.id, snapshot.data()) : null;
}
