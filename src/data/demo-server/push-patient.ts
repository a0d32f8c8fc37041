import type { Clock } from '@/domain/shared/clock';
import { parsePatient, type Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { RemoteError, type Viewer } from '@/data/ports';
import { writeEventNotifications } from '@/data/demo-server/event-notifications';
import { readOrganisationCardIn, type PushResult } from '@/data/demo-server/transport-rows';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import {
  PATIENT_LOCAL_ID_INDEX,
  type PatientRow,
  type ServerDb,
} from '@/data/demo-server/server-db';
import { serverTimeOnDemand } from '@/data/demo-server/server-time';
import {
  checkPatientCreation,
  patientPush,
  type PatientReads,
  type StoredCreation,
} from '@/server/patient-push';
import { runAsync, type AsyncReads } from '@/server/transaction';

/** A stored patient, or null (logged) when it cannot be read. */
export function readPatientRow(row: PatientRow): Patient | null {
  const parsed = parsePatient(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] patient illisible ignoré', parsed.error);
  return null;
}

/** The record this creation already stored: found by the device's id, or by the id itself when it was kept. */
async function storedCreation(db: ServerDb, id: string): Promise<StoredCreation> {
  const row =
    (await db.patients.where(PATIENT_LOCAL_ID_INDEX).equals(id).first()) ??
    (await db.patients.get(id));
  if (!row) return { kind: 'none' };
  const patient = readPatientRow(row);
  return { kind: 'stored', patient: patient && { id: row.id, data: patient, syncTs: row.syncTs } };
}

/** The server module's reads over the IndexedDB server, in the open transaction; the time it issues. */
function demoReads(db: ServerDb, clock: Clock) {
  const time = serverTimeOnDemand(db, clock);
  const reads: AsyncReads<PatientReads> = {
    stored: (id) => storedCreation(db, id),
    counter: async (name) => (await db.counters.get(name)) ?? null,
    taken: async (id) => (await db.patients.get(id)) !== undefined,
    organisation: (own) => readOrganisationCardIn(db, own),
    serverTime: time.serverTime,
  };
  return { reads, issued: time.issued };
}

/**
 * One patient creation in one server transaction, run by the server module (patientPush): a replay is answered
 * with the stored record, nothing written; otherwise the numbered record, its counter, the link its e-mail
 * proposes and the organisation's « new_patient » notification, all under one new server time.
 */
export async function pushPatientCreation(
  db: ServerDb,
  clock: Clock,
  op: PatientCreateOperation,
  viewer: Viewer,
): Promise<PushResult> {
  const check = checkPatientCreation(op, viewer);
  if (!check.ok) throw new RemoteError(check.code, check.reason);
  const tables = [
    db.patients,
    db.counters,
    db.notifications,
    db.meta,
    db.organisations,
    db.patientLinks,
  ];
  return db.transaction('rw', tables, async () => {
    const { reads, issued } = demoReads(db, clock);
    const push = await runAsync(patientPush(op, check.record, viewer), reads);
    if (push.kind === 'denied') throw permissionDenied(push.reason);
    if (push.kind === 'replay') {
      return {
        outcome: { status: 'duplicate', document: null, patient: push.patient },
        changed: false,
      };
    }
    const syncTs = await issued();
    const { patient, counter, link } = push;
    await db.patients.put({ id: patient.id, data: patient, syncTs });
    if (counter) await db.counters.put({ id: counter.name, ...counter.counter });
    if (link) await db.patientLinks.put({ id: link.id, data: link });
    const notificationIds = await writeEventNotifications(db, push.notifications, syncTs);
    return {
      outcome: {
        status: 'applied',
        document: null,
        patient: { id: patient.id, data: patient, syncTs },
      },
      changed: true,
      notificationIds,
    };
  });
}
