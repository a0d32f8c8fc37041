import type { Checkpoint, Page, RemoteDocument, RemotePort, Viewer } from '@/data/ports';
import { fallbackPatientId } from '@/domain/ids/fallback-id';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { Patient } from '@/domain/patient/patient.schema';
import { fixedClock } from '@/domain/shared/clock';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { seededRandom } from '@tests/support/fakes/seeded-random';

/** Fixtures of the patient cases of the Remote contract; times are real, as in contract-fixtures. */

let made = 0;
/** A device id (« PAT-… ») from the fallback generator, pinned clock and seed: distinct per call, reproducible. */
export function localPatientId(): string {
  made += 1;
  return fallbackPatientId(fixedClock(Date.UTC(2026, 10, 22, 9, 0) + made), seededRandom(made));
}

/** A new patient record as the device builds it, by `by`, in their organisation unless `orgId` says otherwise. */
export function newPatient(
  by: Viewer,
  [first_name, last_name]: [string, string],
  overrides: { id?: string; orgId?: string } = {},
): Patient {
  const input = patientInputSchema('2100-01-01').parse({
    first_name,
    last_name,
    phone: '06 84 12 57 39',
    birth_date: '1948-03-12',
    medical_conditions: ['Insuffisance cardiaque'],
    mobility: 'fauteuil_roulant',
  });
  return buildNewPatient(input, {
    id: overrides.id ?? localPatientId(),
    creator: { uid: by.uid, orgId: overrides.orgId ?? by.orgId },
    now: Date.now() - 60_000,
  });
}

export function createPatientOp(
  patient: Patient,
  opId: string = crypto.randomUUID(),
): PatientCreateOperation {
  return { kind: 'patient.create', opId, patientId: patient.id, patient: { ...patient } };
}

/** The counter number of « patient_0042 ». */
export const numberOf = (id: string) => Number(id.replace(/^patient_/, ''));

export interface PatientPullRun {
  pages: Page<Patient>[];
  documents: RemoteDocument<Patient>[];
  ids: string[];
  checkpoint: Checkpoint | null;
}

/** Pulls patients until the server says there is no more; a loop is a failure, not a hang. */
export async function pullAllPatients(
  remote: RemotePort,
  viewer: Viewer,
  limit: number,
  from: Checkpoint | null = null,
): Promise<PatientPullRun> {
  const pages: Page<Patient>[] = [];
  let checkpoint = from;
  for (;;) {
    if (pages.length >= 50) throw new Error('Plus de 50 pages : la pagination boucle.');
    const page = await remote.pullPatients(viewer, checkpoint, limit);
    pages.push(page);
    checkpoint = page.checkpoint;
    if (!page.hasMore) break;
  }
  const documents = pages.flatMap((page) => page.documents);
  return { pages, documents, ids: documents.map((d) => d.id), checkpoint };
}
