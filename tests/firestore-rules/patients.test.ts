// @vitest-environment node
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  where,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import { fallbackPatientId } from '@/domain/ids/fallback-id';
import { patientId } from '@/domain/ids/formatted-id';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { PERSONAS, type Persona } from './support/personas';
import { counterRef, counterStep } from './support/creation';
import { deviceClock } from './support/device-clock';
import { allowed, useRulesTestbed } from './support/testbed';

/** [RULES-PA] Patient records stay with the clinic that holds them; numbered by the server's counter. */

const PROJECT = 'demo-rules-patients';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, clinicMate, otherClinic, ambulance, patient } = PERSONAS;
const patientRef = (who: Persona | 'owner', id: string) =>
  doc(who === 'owner' ? bed.owner : bed.as(who), PATIENTS_COLLECTION, id);

const record = (who: Persona, id: string): DocumentData => ({
  id,
  first_name: 'Jeanne',
  last_name: 'Martin',
  phone: '0601020304',
  birth_date: '1950-04-12',
  orga_id: who.orgId,
  created_by: who.uid,
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
  local_id: null,
});

/** A numbered creation: the record and patient_global moved to `number` in one batch. */
function numbered(
  who: Persona,
  number: number,
  change: (d: DocumentData) => DocumentData = (d) => d,
) {
  const db = bed.as(who);
  const id = patientId(number);
  const batch = writeBatch(db);
  batch.set(doc(db, PATIENTS_COLLECTION, id), change(record(who, id)));
  batch.set(counterRef(db, PATIENT_COUNTER), counterStep(number, 'patient', id));
  return allowed(batch.commit());
}

describe('[RULES-PA] création', () => {
  it('[RULES-PA] une clinique enregistre patient_0001 puis patient_0002 : autorisé', async () => {
    expect(await numbered(clinic, 1)).toBe(true);
    expect(await numbered(clinicMate, 2)).toBe(true);
  });
  it('[RULES-PA] un numéro déjà donné ou sauté : refusé', async () => {
    expect(await numbered(clinic, 1)).toBe(true);
    expect(await numbered(clinic, 1)).toBe(false);
    expect(await numbered(clinic, 3)).toBe(false);
  });
  it('[RULES-PA] l’identifiant de secours PAT- sans compteur : autorisé', async () => {
    const id = fallbackPatientId({ now: () => Date.now() }, Math.random);
    expect(await allowed(setDoc(patientRef(clinic, id), record(clinic, id)))).toBe(true);
  });
  it.each([
    ['pour une autre organisation', (d: DocumentData) => ({ ...d, orga_id: otherClinic.orgId })],
    ['au nom d’un autre', (d: DocumentData) => ({ ...d, created_by: clinicMate.uid })],
    ['daté par l’appareil', (d: DocumentData) => ({ ...d, created_at: deviceClock() })],
  ])('[RULES-PA] un patient %s : refusé', async (_name, change) => {
    expect(await numbered(clinic, 1, change)).toBe(false);
  });
  it('[RULES-PA] un identifiant libre, sans compteur : refusé', async () => {
    expect(
      await allowed(setDoc(patientRef(clinic, 'mon-patient'), record(clinic, 'mon-patient'))),
    ).toBe(false);
  });
  it('[RULES-PA] un transporteur ou un patient n’enregistre pas de dossier : refusé', async () => {
    expect(await numbered(ambulance, 1)).toBe(false);
    expect(await numbered(patient, 1)).toBe(false);
  });
});

describe('[RULES-PA] lecture, modification, suppression', () => {
  beforeEach(async () => {
    await setDoc(patientRef('owner', 'patient_0001'), {
      ...record(clinic, 'patient_0001'),
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
    });
  });
  it.each([
    [clinicMate.label, clinicMate, true],
    [admin.label, admin, true],
    [otherClinic.label, otherClinic, false],
    [ambulance.label, ambulance, false],
    [patient.label, patient, false],
  ] as const)('[RULES-PA] lecture par %s : %s', async (_label, who, expected) => {
    expect(await allowed(getDocFromServer(patientRef(who, 'patient_0001')))).toBe(expected);
  });
  it('[RULES-PA] requête par organisation : autorisé ; sans filtre : refusé', async () => {
    const all = collection(bed.as(clinic), PATIENTS_COLLECTION);
    const mine = await getDocsFromServer(query(all, where('orga_id', '==', clinic.orgId)));
    expect(mine.size).toBe(1);
    expect(await allowed(getDocsFromServer(all))).toBe(false);
  });
  it('[RULES-PA] la clinique met à jour, horodaté par le serveur : autorisé', async () => {
    const ref = patientRef(clinicMate, 'patient_0001');
    expect(
      await allowed(updateDoc(ref, { phone: '0700000000', updated_at: serverTimestamp() })),
    ).toBe(true);
    expect(await allowed(updateDoc(ref, { phone: '0700000000', updated_at: deviceClock() }))).toBe(
      false,
    );
  });
  it('[RULES-PA] changer l’organisation, l’auteur ou la date de création : refusé', async () => {
    const ref = patientRef(clinic, 'patient_0001');
    for (const change of [
      { orga_id: 'clin_0002' },
      { created_by: 'u-x' },
      { created_at: deviceClock() },
    ]) {
      expect(await allowed(updateDoc(ref, { ...change, updated_at: serverTimestamp() }))).toBe(
        false,
      );
    }
  });
  it('[RULES-PA] une autre clinique modifie : refusé ; supprimer : administrateur seulement', async () => {
    expect(
      await allowed(
        updateDoc(patientRef(otherClinic, 'patient_0001'), {
          phone: 'x',
          updated_at: serverTimestamp(),
        }),
      ),
    ).toBe(false);
    expect(await allowed(deleteDoc(patientRef(clinic, 'patient_0001')))).toBe(false);
    expect(await allowed(deleteDoc(patientRef(admin, 'patient_0001')))).toBe(true);
  });
});
