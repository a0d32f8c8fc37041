import { expect, it } from 'vitest';
import { RemoteError, type RemoteOperation, type Viewer } from '@/data/ports';
import { notificationText } from '@/domain/notification/notification-text';
import { compareCheckpoints } from '@/domain/sync/server-timestamp';
import { rejection, sleep, waitFor } from './contract-fixtures';
import {
  createPatientOp,
  newPatient,
  numberOf,
  pullAllPatients,
  type PatientPullRun,
} from './patient-fixtures';
import type { HarnessRef } from './remote-contract';

/** A colleague of the harness's clinic user: same organisation, another person (and device). */
const colleagueOf = (viewer: Viewer): Viewer => ({ ...viewer, uid: `${viewer.uid}-collegue` });

function expectRefused(error: RemoteError, code: 'permission-denied' | 'invalid-argument') {
  expect(error).toBeInstanceOf(RemoteError);
  expect(error.code).toBe(code);
  expect(error.retryable).toBe(false);
}

/** Pages come in strictly increasing (syncTs, id) order, each checkpoint at its last document. */
function expectOrderedPages(run: PatientPullRun) {
  const positions = run.documents.map((d) => ({ ts: d.syncTs, id: d.id }));
  positions
    .slice(1)
    .forEach((position, i) => expect(compareCheckpoints(positions[i]!, position)).toBeLessThan(0));
  for (const page of run.pages.filter((p) => p.documents.length > 0)) {
    const last = page.documents.at(-1)!;
    expect(page.checkpoint).toEqual({ ts: last.syncTs, id: last.id });
  }
}

/**
 * Patient records created on a device (« PAT-… », spec §9) are numbered by the server from the patient_global
 * counter, once, whatever the replays; only their organisation (and admins) read them back.
 */
export function definePatientCases(h: HarnessRef) {
  it('[PC1] un patient créé hors ligne (« PAT-… ») est numéroté par le serveur, garde son identifiant local, et le suivant prend le numéro d’après', async () => {
    const { remote, viewers } = h();
    const patient = newPatient(viewers.clinique, ['Jeanne', 'Dupuis']);
    expect(patient.id).toMatch(/^PAT-/);

    const outcome = await remote.push(createPatientOp(patient), viewers.clinique);

    expect(outcome.status).toBe('applied');
    expect(outcome.document).toBeNull();
    const stored = outcome.patient!;
    expect(stored.id).toMatch(/^patient_\d{4,}$/);
    expect(stored.data).toMatchObject({
      id: stored.id,
      local_id: patient.id,
      orga_id: viewers.clinique.orgId,
      created_by: viewers.clinique.uid,
      first_name: 'Jeanne',
      last_name: 'Dupuis',
    });
    expect(stored.syncTs).toEqual({ seconds: expect.any(Number), nanoseconds: expect.any(Number) });

    const next = newPatient(viewers.clinique, ['Marcel', 'Roux']);
    const second = await remote.push(createPatientOp(next), viewers.clinique);
    expect(numberOf(second.patient!.id)).toBe(numberOf(stored.id) + 1);
    const pulled = await pullAllPatients(remote, viewers.clinique, 10);
    expect(pulled.ids).toEqual([stored.id, second.patient!.id]);
    expect(pulled.documents.map((d) => d.data.local_id)).toEqual([patient.id, next.id]);
  });

  it('[PC2] une création rejouée répond « duplicate » avec le même numéro, sans en consommer un autre', async () => {
    const { remote, viewers } = h();
    const op = createPatientOp(newPatient(viewers.clinique, ['Jeanne', 'Dupuis']));
    const applied = await remote.push(op, viewers.clinique);

    const replay = await remote.push(op, viewers.clinique); // the acknowledgement was lost

    expect(replay.status).toBe('duplicate');
    expect(replay.patient!.id).toBe(applied.patient!.id);
    expect(replay.patient!.data.local_id).toBe(op.patientId);
    const later = newPatient(viewers.clinique, ['Marcel', 'Roux']);
    const next = await remote.push(createPatientOp(later), viewers.clinique);
    expect(numberOf(next.patient!.id)).toBe(numberOf(applied.patient!.id) + 1);
    expect((await pullAllPatients(remote, viewers.admin, 10)).ids).toHaveLength(2);
  });

  it('[PC3] on n’enregistre un patient que pour sa propre organisation et en son nom : sinon refus définitif, rien d’écrit', async () => {
    const { remote, viewers } = h();
    const attempts: [RemoteOperation, Viewer][] = [
      [
        createPatientOp(
          newPatient(viewers.clinique, ['Jeanne', 'Dupuis'], { orgId: 'clin_autre' }),
        ),
        viewers.clinique,
      ],
      [
        createPatientOp(newPatient(colleagueOf(viewers.clinique), ['Luc', 'Bernard'])),
        viewers.clinique,
      ],
      [createPatientOp(newPatient(viewers.ambulance, ['Anne', 'Morel'])), viewers.ambulance],
    ];
    for (const [op, viewer] of attempts) {
      const error = await rejection(remote.push(op, viewer));
      expectRefused(error, 'permission-denied');
      expect(error.message).toMatch(/^Accès refusé/);
    }
    expect((await pullAllPatients(remote, viewers.clinique, 10)).ids).toEqual([]);
    expect((await pullAllPatients(remote, viewers.admin, 10)).ids).toEqual([]);
  });

  it('[PC4] une création mal formée (identifiant vide, patient qui n’est pas un objet) est refusée en « invalid-argument »', async () => {
    const { remote, viewers } = h();
    const op = createPatientOp(newPatient(viewers.clinique, ['Jeanne', 'Dupuis']));
    const malformed = [
      { ...op, patientId: '' },
      { ...op, patient: 'Jeanne Dupuis' } as unknown as RemoteOperation,
    ];
    for (const bad of malformed) {
      expectRefused(await rejection(remote.push(bad, viewers.clinique)), 'invalid-argument');
    }
    expect((await pullAllPatients(remote, viewers.admin, 10)).ids).toEqual([]);
  });

  it('[PC5] pullPatients : l’établissement ne lit que ses patients, l’admin tous, les autres rôles rien ; pages de 1 dans l’ordre', async () => {
    const { remote, viewers } = h();
    const { admin, clinique } = viewers;
    const created: string[] = [];
    for (const [by, name, orgId] of [
      [clinique, ['Jeanne', 'Dupuis'], clinique.orgId],
      [admin, ['Paul', 'Girard'], 'clin_autre'],
      [admin, ['Marie', 'Lefèvre'], clinique.orgId],
      [clinique, ['Louis', 'Fabre'], clinique.orgId],
    ] as const) {
      const patient = newPatient(by, [...name], { orgId });
      created.push((await remote.push(createPatientOp(patient), by)).patient!.id);
    }

    const clinic = await pullAllPatients(remote, clinique, 10);
    expect(clinic.ids).toEqual([created[0], created[2], created[3]]);
    expect(clinic.documents.every((d) => d.data.orga_id === clinique.orgId)).toBe(true);
    for (const role of ['ambulance', 'vtc', 'patient'] as const) {
      const page = await remote.pullPatients(viewers[role], null, 10);
      expect(page, role).toEqual({ documents: [], checkpoint: null, hasMore: false });
    }

    const paged = await pullAllPatients(remote, admin, 1);
    expect(paged.ids).toEqual(created);
    expect(paged.pages.length).toBeLessThanOrEqual(created.length + 1);
    expect(paged.pages.every((p) => p.documents.length <= 1)).toBe(true);
    expect(paged.pages.at(-1)!.hasMore).toBe(false);
    expectOrderedPages(paged);
    const empty = await remote.pullPatients(admin, paged.checkpoint, 1);
    expect(empty).toEqual({ documents: [], checkpoint: paged.checkpoint, hasMore: false });
  });

  it('[PC6] l’organisation est prévenue d’un nouveau patient (« new_patient »), une seule fois malgré un renvoi', async () => {
    const { remote, viewers } = h();
    const op = createPatientOp(newPatient(viewers.clinique, ['Jeanne', 'Dupuis']));
    await remote.push(op, viewers.clinique);
    await remote.push(op, viewers.clinique);

    const colleague = await remote.pullNotifications(colleagueOf(viewers.clinique), null, 10);
    const notices = colleague.documents.filter((d) => d.data.type === 'new_patient');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ role: 'clinique', org_id: viewers.clinique.orgId });
    // No stored text (issue 21): the clinic's devices render it from the record it names.
    const records = await remote.pullPatients(viewers.clinique, null, 10);
    const record = records.documents.find((d) => d.id === notices[0]!.data.patient_id)?.data;
    expect(
      notificationText(notices[0]!.data, { transport: null, patient: record ?? null }),
    ).toEqual({
      title: 'Nouveau patient',
      message: 'Nouveau patient enregistré : Jeanne Dupuis.',
    });
    const provider = await remote.pullNotifications(viewers.ambulance, null, 10);
    expect(provider.documents.filter((d) => d.data.type === 'new_patient')).toEqual([]);
  });

  it('[PC7] hors ligne, la création et pullPatients échouent en « unavailable » (réessayable) et rien n’est écrit', async () => {
    const { remote, viewers } = h();
    const op = createPatientOp(newPatient(viewers.clinique, ['Jeanne', 'Dupuis']));

    h().setOnline(false);
    const failures = await Promise.all([
      rejection(remote.push(op, viewers.clinique)),
      rejection(remote.pullPatients(viewers.clinique, null, 10)),
    ]);
    for (const error of failures) {
      expect(error).toBeInstanceOf(RemoteError);
      expect(error.code).toBe('unavailable');
      expect(error.retryable).toBe(true);
    }

    h().setOnline(true);
    expect((await pullAllPatients(remote, viewers.admin, 10)).ids).toEqual([]);
    expect((await remote.push(op, viewers.clinique)).status).toBe('applied');
  });

  it('[PC8] watch sonne chez l’établissement quand un collègue enregistre un patient', async () => {
    const { remote, viewers } = h();
    let rings = 0;
    const unsubscribe = remote.watch(viewers.clinique, () => {
      rings += 1;
    });
    await sleep(100); // an adapter may ring once at start (a first snapshot): count from here
    const before = rings;

    const colleague = colleagueOf(viewers.clinique);
    await remote.push(createPatientOp(newPatient(colleague, ['Jeanne', 'Dupuis'])), colleague);

    await waitFor(() => rings > before);
    unsubscribe();
  });

  it('[PC9] un identifiant qui n’est pas « PAT-… » (outil d’administration) est gardé tel quel et ne consomme pas de numéro', async () => {
    const { remote, viewers } = h();
    const { admin, clinique } = viewers;
    const first = await remote.push(
      createPatientOp(newPatient(clinique, ['Jeanne', 'Dupuis'])),
      clinique,
    );
    const given = newPatient(admin, ['Paul', 'Girard'], {
      id: 'patient_0500',
      orgId: clinique.orgId,
    });

    const outcome = await remote.push(createPatientOp(given), admin);

    expect(outcome.status).toBe('applied');
    expect(outcome.patient!.id).toBe('patient_0500');
    expect(outcome.patient!.data).toMatchObject({ id: 'patient_0500', first_name: 'Paul' });
    const next = await remote.push(
      createPatientOp(newPatient(clinique, ['Luc', 'Roux'])),
      clinique,
    );
    expect(numberOf(next.patient!.id)).toBe(numberOf(first.patient!.id) + 1);
  });

  it('[PC9] un numéro déjà pris par un outil d’administration n’est jamais écrasé ni réutilisé : la fiche garde son identifiant d’appareil, la suivante prend le numéro d’après', async () => {
    const { remote, viewers } = h();
    const { admin, clinique } = viewers;
    const first = await remote.push(
      createPatientOp(newPatient(clinique, ['Jeanne', 'Dupuis'])),
      clinique,
    );
    const taken = `patient_${String(numberOf(first.patient!.id) + 1).padStart(4, '0')}`;
    const given = newPatient(admin, ['Paul', 'Girard'], { id: taken, orgId: clinique.orgId });
    await remote.push(createPatientOp(given), admin);

    const luc = newPatient(clinique, ['Luc', 'Roux']);
    const next = await remote.push(createPatientOp(luc), clinique);
    const after = await remote.push(
      createPatientOp(newPatient(clinique, ['Léa', 'Faure'])),
      clinique,
    );

    // The counter moves by one per creation (the rules allow no jump): the creation that met the taken number
    // keeps its device id (spec §8 fallback), the next one goes past it.
    expect(next.patient!.id).toBe(luc.id);
    expect(numberOf(after.patient!.id)).toBe(numberOf(taken) + 1);
    const stored = await pullAllPatients(remote, admin, 10);
    expect(stored.documents.find((d) => d.id === taken)!.data.first_name).toBe('Paul');
  });
}
