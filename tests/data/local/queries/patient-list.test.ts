import { describe, expect, it } from 'vitest';
import { listPatients } from '@/data/local/queries/patient-list';
import { transportQueries } from '@/data/local/transport-queries';
import { ACTORS } from '@tests/data/local/support/fixtures';
import { patientRecord } from '@tests/support/patient-records';
import { harness } from '../support/store-harness';

const CLINIC = ACTORS.clinic.orgId;
const OTHER_CLINIC = 'clin_0002';

async function seeded() {
  const { db } = harness();
  await db.patients.bulkPut([
    patientRecord('patient_0003', CLINIC, { first_name: 'Émile', last_name: 'Zola' }),
    patientRecord('patient_0001', CLINIC, { first_name: 'Jeanne', last_name: 'Martin' }),
    patientRecord('patient_0002', OTHER_CLINIC, { first_name: 'Paul', last_name: 'Durand' }),
    patientRecord('patient_0004', CLINIC, { first_name: 'Anne', last_name: 'Martin' }),
    patientRecord('PAT-MZ0ABC12345678', CLINIC, { first_name: 'Lucie', last_name: 'Éluard' }),
  ]);
  return db;
}

const ids = (patients: readonly { id: string }[]) => patients.map((patient) => patient.id);

describe('[PAT-UI1] the patients a viewer picks from when requesting a transport', () => {
  it('lists the clinic’s own organisation’s patients only, by last then first name (French collation)', async () => {
    const db = await seeded();
    expect(ids(await listPatients(db, ACTORS.clinic))).toEqual([
      'PAT-MZ0ABC12345678',
      'patient_0004',
      'patient_0001',
      'patient_0003',
    ]);
  });

  it('lists every organisation’s patients for an admin', async () => {
    const db = await seeded();
    expect(ids(await listPatients(db, ACTORS.admin))).toEqual([
      'patient_0002',
      'PAT-MZ0ABC12345678',
      'patient_0004',
      'patient_0001',
      'patient_0003',
    ]);
  });

  it('lists nothing for roles that keep no patient records, nor for an empty device', async () => {
    const db = await seeded();
    expect(await listPatients(db, ACTORS.ambulance)).toEqual([]);
    expect(await listPatients(db, ACTORS.patient)).toEqual([]);
    expect(await listPatients(harness().db, ACTORS.clinic)).toEqual([]);
  });

  it('is one of the UI’s transport queries', async () => {
    const db = await seeded();
    expect(ids(await transportQueries(db).listPatients(ACTORS.clinic))).toHaveLength(4);
  });
});
