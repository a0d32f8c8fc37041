import { expect } from 'vitest';
import type { OutboxEntry } from '@/data/ports';
import { createOp, numbered, pageOf, patientOp, ride, seqsOf } from './local-contract-fixtures';
import type { ContractCase, LocalHarnessRef } from './local-contract';

const LOCAL_ID = 'PAT-MFX1ABCD1234';

/** A request for a patient, as the clinic's form queues it. */
const requestFor = (id: string, patientId: string) =>
  createOp(ride(id, 'pending', { patient_id: patientId, transport_id: 'TRA-1' }));

const patientNamed = (entry: OutboxEntry | undefined) =>
  entry?.op.kind === 'transport.create' ? entry.op.transport.patient_id : undefined;

export function definePatientCases(h: LocalHarnessRef, it: ContractCase) {
  it('[LC24] les fiches patient reçues sont gardées, « removed » les retire, une fiche numérotée remplace la copie de l’appareil', async () => {
    const { store } = h();
    const created = patientOp(LOCAL_ID);
    await h().enqueue(created);
    expect((await h().patient(LOCAL_ID))?.last_name).toBe('Bernard');
    const other = numbered(patientOp('PAT-MFX1ABCD5678'), 'patient_0002');

    await store.applyPulled('patients', pageOf(numbered(created, 'patient_0007'), other));

    expect(await h().patient(LOCAL_ID)).toBeNull();
    expect(await h().patient('patient_0007')).toMatchObject({
      id: 'patient_0007',
      local_id: LOCAL_ID,
      last_name: 'Bernard',
    });
    expect((await h().patient('patient_0002'))?.id).toBe('patient_0002');

    await store.applyPulled('patients', pageOf({ ...other, removed: true }));
    expect(await h().patient('patient_0002')).toBeNull();
    expect(await store.checkpoint('patients')).toEqual({ ts: other.syncTs, id: 'patient_0002' });
  });

  it('[LC25] une demande pour un patient créé ici attend la création de ce patient, même en échec', async () => {
    const { store, now } = h();
    const patient = await h().enqueue(patientOp(LOCAL_ID));
    await h().enqueue(requestFor('req-1', LOCAL_ID));

    expect(seqsOf(await store.drainable(now(), 10))).toEqual([patient.seq]);
    await store.markInflight([patient.seq]);
    await store.markFailed(patient.seq, 'Accès refusé');
    expect(await store.drainable(now(), 10)).toEqual([]);
    expect(await store.problemCounts()).toEqual({ refused: 0, failed: 1 });
  });

  it('[LC26] une fois le patient numéroté, sa fiche et les demandes qui l’attendent portent le numéro', async () => {
    const { store, now } = h();
    const created = patientOp(LOCAL_ID);
    const patient = await h().enqueue(created);
    const first = await h().enqueue(requestFor('req-1', LOCAL_ID));
    const second = await h().enqueue(requestFor('req-2', LOCAL_ID));
    await store.markInflight([patient.seq]);

    await store.settle(patient.seq, {
      status: 'applied',
      document: null,
      patient: numbered(created, 'patient_0001'),
    });

    expect(await h().patient(LOCAL_ID)).toBeNull();
    expect((await h().patient('patient_0001'))?.local_id).toBe(LOCAL_ID);
    // Creations leave one per batch (they share a counter, issue 22): the first now, the second next.
    const heads = await store.drainable(now(), 10);
    expect(seqsOf(heads)).toEqual([first.seq]);
    expect(heads.map(patientNamed)).toEqual(['patient_0001']);
    expect((await h().view('req-1'))?.patient_id).toBe('patient_0001');
    expect((await h().view('req-2'))?.patient_id).toBe('patient_0001');
    expect(second.seq).toBeGreaterThan(first.seq);
    // A form filled before the number came names the number once queued.
    const late = await h().enqueue(requestFor('req-3', LOCAL_ID));
    expect(patientNamed(late)).toBe('patient_0001');
    expect((await h().view('req-3'))?.patient_id).toBe('patient_0001');
  });

  it('[LC27] une création de patient refusée ne bloque rien : la demande part avec l’id qu’elle porte', async () => {
    const { store, now } = h();
    const patient = await h().enqueue(patientOp(LOCAL_ID));
    const request = await h().enqueue(requestFor('req-1', LOCAL_ID));
    await store.markInflight([patient.seq]);

    await store.settle(patient.seq, {
      status: 'refused',
      refusal: { code: 'not_allowed', reason: 'Création refusée.' },
      document: null,
    });

    const heads = await store.drainable(now(), 10);
    expect(seqsOf(heads)).toEqual([request.seq]);
    expect(patientNamed(heads[0])).toBe(LOCAL_ID);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });
  });
}
