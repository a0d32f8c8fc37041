// @vitest-environment node
import { doc, getDocFromServer, setDoc, Timestamp } from 'firebase/firestore';
import { afterEach, expect, it, vi } from 'vitest';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { patientRef } from '@/data/remote/firestore/patient-codec';
import {
  createPatientOp,
  newPatient,
  pullAllPatients,
} from '@tests/data/remote-contract/patient-fixtures';
import { viewerIdentity } from './firestore-harness';
import { useFirestoreSuite } from './firestore-suite';

/** Firestore-only behaviour of patient.create beyond the Remote contract's PC cases. */
const suite = useFirestoreSuite();
afterEach(() => {
  vi.restoreAllMocks();
});

const counterRef = (h: ReturnType<typeof suite.h>) => doc(h.console.db, 'counters/patient_global');

it('[FSP1] stockage : created_at et updated_at en Timestamp, local_id, compteur lu-modifié-écrit avec lastUpdated serveur', async () => {
  const h = suite.h();
  const patient = newPatient(h.viewers.clinique, ['Jeanne', 'Dupuis']);

  const outcome = await h.remote.push(createPatientOp(patient), h.viewers.clinique);

  const id = outcome.patient!.id;
  const raw = (await getDocFromServer(patientRef(h.console.db, id))).data()!;
  expect(raw).toMatchObject({ id, local_id: patient.id, birth_date: '1948-03-12' });
  // Created at the commit's time, like updated_at (the rules hold both to request.time), not the device's clock.
  expect(raw.updated_at).toBeInstanceOf(Timestamp);
  expect(raw.created_at).toEqual(raw.updated_at);
  expect(outcome.patient!.syncTs).toEqual({
    seconds: (raw.updated_at as Timestamp).seconds,
    nanoseconds: (raw.updated_at as Timestamp).nanoseconds,
  });
  const counter = (await getDocFromServer(counterRef(h))).data()!;
  expect(counter).toMatchObject({ value: 1, type: 'patient', last_id: id });
  expect(counter.lastUpdated).toEqual(raw.updated_at); // same commit
});

it('[FSP2] quatre appareils créent en même temps : quatre numéros distincts et consécutifs, compteur à 4', async () => {
  const h = suite.h();
  const clinic = h.viewers.clinique;
  const devices = Array.from({ length: 4 }, () =>
    createFirestoreRemote({ db: suite.connect(viewerIdentity(clinic)).db }),
  );

  const outcomes = await Promise.all(
    devices.map((remote, k) =>
      remote.push(createPatientOp(newPatient(clinic, [`Patient${k}`, 'Roux'])), clinic),
    ),
  );

  expect(outcomes.map((o) => o.patient!.id).sort()).toEqual([
    'patient_0001',
    'patient_0002',
    'patient_0003',
    'patient_0004',
  ]);
  expect((await getDocFromServer(counterRef(h))).data()!.value).toBe(4);
  const notices = await h.remote.pullNotifications(clinic, null, 10);
  expect(notices.documents.filter((d) => d.data.type === 'new_patient')).toHaveLength(4);
}, 30_000);

it('[FSP3] compteur illisible : l’identifiant de l’appareil est gardé (spec §8, console.warn), le renvoi est un doublon', async () => {
  const h = suite.h();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await setDoc(counterRef(h), { value: 'douze' });
  const op = createPatientOp(newPatient(h.viewers.clinique, ['Jeanne', 'Dupuis']));

  const applied = await h.remote.push(op, h.viewers.clinique);
  const replay = await h.remote.push(op, h.viewers.clinique);

  expect(applied.patient!.id).toBe(op.patientId);
  expect(replay).toMatchObject({ status: 'duplicate', patient: { id: op.patientId } });
  expect(warn).toHaveBeenCalledWith(
    '[firestore] compteur illisible : identifiant de secours conservé',
    expect.anything(),
  );
  expect((await getDocFromServer(counterRef(h))).data()).toEqual({ value: 'douze' });
});

it('[FSP4] un patient ancien sans updated_at Timestamp n’est pas tiré (comme les transports) ; local_id ≠ patientId est refusé', async () => {
  const h = suite.h();
  const { clinique } = h.viewers;
  await setDoc(patientRef(h.console.db, 'patient_0042'), {
    first_name: 'Ancien',
    orga_id: clinique.orgId,
    updated_at: '2024-01-01',
  });
  expect((await pullAllPatients(h.remote, clinique, 5)).ids).toEqual([]);

  const patient = { ...newPatient(clinique, ['Jeanne', 'Dupuis']), local_id: 'PAT-AUTRE' };
  await expect(h.remote.push(createPatientOp(patient), clinique)).rejects.toMatchObject({
    code: 'invalid-argument',
    message: expect.stringMatching(/^Opération invalide : local_id/),
  });
});
