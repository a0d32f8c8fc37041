import { PATIENT_COUNTER, type CounterName } from '@/domain/ids/counter-names';
import { notificationsForNewPatient } from '@/domain/notification/patient-events';
import type { EventNotification } from '@/domain/notification/transport-events';
import {
  ownOrganisationDocument,
  type OrganisationCard,
} from '@/domain/organisation/organisation-card';
import { isPatientVisibleTo } from '@/domain/patient/patient-access';
import {
  patientOfOperation,
  planPatientNumber,
  settlePatientNumber,
} from '@/domain/patient/patient-creation';
import { proposedPatientLink, type PatientLink } from '@/domain/patient/patient-link';
import type { Patient } from '@/domain/patient/patient.schema';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import type { CounterState, CounterWrite } from '@/domain/sync/transport-decision';
import { mayCreatePatient, WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import type { Viewer } from '@/domain/transport/visibility';
import type { ServerDocument } from '@/server/push-outcome';
import { readerOf, type ServerSteps } from '@/server/transaction';

/** Why a creation is refused before anything is read: for good (malformed) or by permission. */
export type PatientCheck =
  | { ok: true; record: Patient }
  | { ok: false; code: 'invalid-argument' | 'permission-denied'; reason: string };

const invalid = (issues: readonly string[]): PatientCheck => ({
  ok: false,
  code: 'invalid-argument',
  reason: `Opération invalide : ${issues.join(' ; ')}`,
});

/**
 * The record the operation carries, read like a stored patient, and whether the viewer may create it. Its
 * local_id, when set, must be the operation's patientId: replays are recognised by it, so a record naming another
 * id could be created twice.
 */
export function checkPatientCreation(op: PatientCreateOperation, viewer: Viewer): PatientCheck {
  const parsed = patientOfOperation(op);
  if (!parsed.ok) return invalid(parsed.error.issues);
  const { local_id: localId } = parsed.value;
  if (localId !== null && localId !== op.patientId) {
    return invalid([
      `local_id : « ${localId} » diffère de l’identifiant du patient « ${op.patientId} »`,
    ]);
  }
  const refusal = mayCreatePatient(parsed.value, viewer);
  return refusal === null
    ? { ok: true, record: parsed.value }
    : { ok: false, code: 'permission-denied', reason: refusal };
}

/** A creation a backend already stored (by the device's id in local_id, or under that id): null when unreadable. */
export type StoredCreation =
  { kind: 'none' } | { kind: 'stored'; patient: ServerDocument<Patient> | null };

/** What a patient creation reads in its transaction, and the server time it stamps with. */
export type PatientReads = {
  stored: [string, StoredCreation];
  counter: [CounterName, CounterState];
  /** Whether a patient document already holds that id (one the caller may not read counts as taken). */
  taken: [string, boolean];
  organisation: [{ collection: string; id: string }, OrganisationCard | null];
  serverTime: [null, EpochMillis];
};

/** A push that writes nothing: denied, or a replay answered with the stored record (the device learns its number). */
export type PatientAnswer =
  { kind: 'denied'; reason: string } | { kind: 'replay'; patient: ServerDocument<Patient> | null };

export type PatientPush =
  | PatientAnswer
  | {
      kind: 'created';
      patient: Patient;
      counter: CounterWrite | null;
      link: PatientLink | null;
      notifications: EventNotification[];
      serverTime: EpochMillis;
    };

/**
 * A replay answers with the stored record unless the viewer may not read it: an id that happens to name another
 * organisation's patient must not hand its medical data over.
 */
export function replayOf(patient: ServerDocument<Patient> | null, viewer: Viewer): PatientAnswer {
  return patient && !isPatientVisibleTo(patient.data, viewer)
    ? { kind: 'denied', reason: WRITE_PERMISSION_MESSAGES.foreignPatient }
    : { kind: 'replay', patient };
}

const get = readerOf<PatientReads>();

/**
 * One patient creation (checked by checkPatientCreation): a replay writes nothing; otherwise the record is
 * numbered as the domain plans it (planPatientNumber / settlePatientNumber; an unreadable counter keeps the
 * device's id), and written with the counter, the link its e-mail proposes (with the clinic's name) and the
 * organisation's « new_patient » notification — one commit.
 */
export function* patientPush(
  op: PatientCreateOperation,
  record: Patient,
  viewer: Viewer,
): ServerSteps<PatientReads, PatientPush> {
  const stored = yield* get('stored', op.patientId);
  if (stored.kind === 'stored') return replayOf(stored.patient, viewer);
  const serverTime = yield* get('serverTime', null);
  const counter = yield* get('counter', PATIENT_COUNTER);
  const plan =
    counter === 'unreadable' ? null : planPatientNumber(record, viewer, counter, serverTime);
  const settled = plan && settlePatientNumber(record, plan, yield* get('taken', plan.candidate.id));
  const patient = settled?.patient ?? record;
  // The clinic's name is read only when the record proposes a link (the link shows it to the patient).
  const own = proposedPatientLink(patient, null, serverTime) && ownOrganisationDocument(viewer);
  const clinic = own ? yield* get('organisation', own) : null;
  return {
    kind: 'created',
    patient,
    counter: settled && { name: PATIENT_COUNTER, counter: settled.counter, lastId: settled.lastId },
    link: proposedPatientLink(patient, clinic?.name ?? null, serverTime),
    notifications: notificationsForNewPatient(patient, op.opId, serverTime),
    serverTime,
  };
}
