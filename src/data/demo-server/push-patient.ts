import type { Clock } from '@/domain/shared/clock';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import { proposedPatientLink } from '@/domain/patient/patient-link';
import { notificationsForNewPatient } from '@/domain/notification/patient-events';
import { isPatientVisibleTo } from '@/domain/patient/patient-access';
import {
  patientOfOperation,
  planPatientNumber,
  settlePatientNumber,
} from '@/domain/patient/patient-creation';
import { parsePatient, type Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { mayCreatePatient, WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { RemoteError, type RemoteDocument, type Viewer } from '@/data/ports';
import { writeEventNotifications } from '@/data/demo-server/event-notifications';
import type { PushResult } from '@/data/demo-server/push-transport';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import {
  PATIENT_LOCAL_ID_INDEX,
  type CounterRow,
  type PatientRow,
  type ServerDb,
} from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';

/** A stored patient, or null (logged) when it cannot be read. */
export function readPatientRow(row: PatientRow): Patient | null {
  const parsed = parsePatient(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] patient illisible ignoré', parsed.error);
  return null;
}

/** The record as the operation carries it; a malformed one is refused for good, never retried. */
function recordOf(op: PatientCreateOperation): Patient {
  const parsed = patientOfOperation(op);
  if (parsed.ok) return parsed.value;
  throw new RemoteError(
    'invalid-argument',
    `Opération invalide : ${parsed.error.issues.join(' ; ')}`,
  );
}

/** The record this creation already stored: found by the device's id, or by the id itself when it was kept. */
async function storedCreation(db: ServerDb, id: string): Promise<PatientRow | undefined> {
  return (
    (await db.patients.where(PATIENT_LOCAL_ID_INDEX).equals(id).first()) ?? db.patients.get(id)
  );
}

/**
 * A replay answers with the stored record so the device learns its number, unless the viewer may not read it: an
 * id that happens to name another organisation's patient must not hand its medical data over.
 */
function replayOutcome(row: PatientRow, viewer: Viewer): PushResult {
  const patient = readPatientRow(row);
  if (patient && !isPatientVisibleTo(patient, viewer)) {
    throw permissionDenied(WRITE_PERMISSION_MESSAGES.foreignPatient);
  }
  const document = patient && { id: row.id, data: patient, syncTs: row.syncTs };
  return { outcome: { status: 'duplicate', document: null, patient: document }, changed: false };
}

/**
 * The record numbered as the domain plans it (planPatientNumber / settlePatientNumber): the next patient_global
 * number, or the device's id when that number is taken; the counter moves by one with the record.
 */
async function numbered(
  db: ServerDb,
  record: Patient,
  viewer: Viewer,
  now: number,
): Promise<{ patient: Patient; counter: CounterRow | null }> {
  const plan = planPatientNumber(
    record,
    viewer,
    (await db.counters.get(PATIENT_COUNTER)) ?? null,
    now,
  );
  if (plan === null) return { patient: record, counter: null };
  const taken = (await db.patients.get(plan.candidate.id)) !== undefined;
  const settled = settlePatientNumber(record, plan, taken);
  return { patient: settled.patient, counter: { id: PATIENT_COUNTER, ...settled.counter } };
}

/** The clinic's name as its document holds it (the link shows it to the patient); null when it has none. */
async function clinicName(db: ServerDb, viewer: Viewer): Promise<string | null> {
  const own = ownOrganisationDocument(viewer);
  const row = own && (await db.organisations.get(own.id));
  return row && row.collection === own.collection ? readOrganisationCard(row.data).name : null;
}

/**
 * One patient creation in one server transaction, as the Firestore adapter does it: check it, recognise a replay
 * (answered with the stored record, nothing written), else number the record from the counter and write it with
 * the counter and the organisation's « new_patient » notification, all under one new server time.
 */
export async function pushPatientCreation(
  db: ServerDb,
  clock: Clock,
  op: PatientCreateOperation,
  viewer: Viewer,
): Promise<PushResult> {
  const record = recordOf(op);
  const refusal = mayCreatePatient(record, viewer);
  if (refusal !== null) throw permissionDenied(refusal);
  const tables = [
    db.patients,
    db.counters,
    db.notifications,
    db.meta,
    db.organisations,
    db.patientLinks,
  ];
  return db.transaction('rw', tables, async () => {
    const previous = await storedCreation(db, op.patientId);
    if (previous) return replayOutcome(previous, viewer);
    const syncTs = await issueServerTime(db, clock);
    const serverTime = serverTimestampToMillis(syncTs);
    const { patient, counter } = await numbered(db, record, viewer, serverTime);
    await db.patients.put({ id: patient.id, data: patient, syncTs });
    if (counter) await db.counters.put(counter);
    // A recorded e-mail proposes the link to that patient's account, with the record (patient-link.ts).
    const link = proposedPatientLink(patient, await clinicName(db, viewer), serverTime);
    if (link) await db.patientLinks.put({ id: link.id, data: link });
    const events = notificationsForNewPatient(patient, op.opId, serverTime);
    const notificationIds = await writeEventNotifications(db, events, syncTs);
    const document: RemoteDocument<Patient> = { id: patient.id, data: patient, syncTs };
    return {
      outcome: { status: 'applied', document: null, patient: document },
      changed: true,
      notificationIds,
    };
  });
}
