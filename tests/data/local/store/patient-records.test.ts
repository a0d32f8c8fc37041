import { describe, expect, it } from 'vitest';
import type { LocalStore } from '@/data/local/local-store';
import { getTransport } from '@/data/local/queries/outbox-queries';
import type { Operation } from '@/domain/sync/operation';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { Viewer } from '@/data/ports';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';
import { ACTORS, createOp, CREATED_AT, makeTransport } from '../support/fixtures';
import { harness } from '../support/store-harness';

const LOCAL_ID = 'PAT-MFX1ABCD1234';
const clinic: Viewer = ACTORS.clinic;

function patientOp(id = LOCAL_ID, opId = `op-${id}`): Operation {
  const input = patientInputSchema('2026-11-22').parse({
    first_name: 'Lucie',
    last_name: 'Bernard',
    birth_date: '1950-04-02',
  });
  const patient = buildNewPatient(input, { id, creator: ACTORS.clinic, now: CREATED_AT });
  return { kind: 'patient.create', opId, patientId: id, patient: { ...patient } };
}

const requestFor = (transportId: string, patientId: string) =>
  createOp(makeTransport(transportId, { patient_id: patientId, transport_id: 'TRA-1' }));

/** What the engine does, one batch at a time, until nothing is drainable. */
async function drainAll(store: LocalStore, remote: MemoryRemote, now: number) {
  for (let round = 0; round < 10; round += 1) {
    const heads = await store.drainable(now, 10);
    if (heads.length === 0) return;
    for (const entry of heads) {
      await store.markInflight([entry.seq]);
      await store.settle(entry.seq, await remote.push(entry.op, clinic));
    }
  }
}

describe('[PR] patient records on the device', () => {
  it('[PR1] a patient created here is listed at once, and a request naming it waits for it', async () => {
    const { db, store, clock } = harness();
    await store.enqueue(patientOp());
    await store.enqueue(requestFor('req-1', LOCAL_ID));
    expect((await db.patients.get(LOCAL_ID))?.last_name).toBe('Bernard');
    const heads = await store.drainable(clock.now(), 10);
    expect(heads.map((entry) => entry.op.kind)).toEqual(['patient.create']);
  });

  it('[PR2] once numbered, the record and every waiting request name the number; nothing reaches the server with the device id', async () => {
    const { db, store, clock } = harness();
    const server = new MemoryServer(clock);
    const remote = new MemoryRemote(server);
    await store.enqueue(patientOp());
    await store.enqueue(requestFor('req-1', LOCAL_ID));
    await store.enqueue(requestFor('req-2', LOCAL_ID));
    await drainAll(store, remote, clock.now());

    expect(await db.patients.get(LOCAL_ID)).toBeUndefined();
    expect((await db.patients.get('patient_0001'))?.local_id).toBe(LOCAL_ID);
    expect((await db.transports.get('req-1'))?.view.patient_id).toBe('patient_0001');
    expect(server.document('req-1')?.data.patient_id).toBe('patient_0001');
    expect(server.document('req-2')?.data.patient_id).toBe('patient_0001');
    expect(await db.outbox.count()).toBe(0);
  });

  it('[PR3] a failed patient creation keeps its requests waiting, and their detail says why', async () => {
    const { db, store, clock } = harness();
    const patient = await store.enqueue(patientOp());
    await store.enqueue(requestFor('req-1', LOCAL_ID));
    if (!patient.ok) throw new Error('enqueue refused');
    await store.markInflight([patient.entry.seq]);
    await store.markFailed(patient.entry.seq, 'Accès refusé');
    expect(await store.drainable(clock.now(), 10)).toEqual([]);
    const detail = await getTransport(db, 'req-1');
    expect(detail?.failed.map((entry) => entry.op.kind)).toEqual(['patient.create']);
  });

  it('[PR4] a refused patient creation blocks nothing: the request leaves with the id it has', async () => {
    const { store, clock } = harness();
    const patient = await store.enqueue(patientOp());
    await store.enqueue(requestFor('req-1', LOCAL_ID));
    if (!patient.ok) throw new Error('enqueue refused');
    await store.settle(patient.entry.seq, {
      status: 'refused',
      refusal: { code: 'not_allowed', reason: 'Refusé' },
      document: null,
    });
    const heads = await store.drainable(clock.now(), 10);
    expect(heads.map((entry) => entry.op.kind)).toEqual(['transport.create']);
  });

  it('[PR5] a pulled record numbered elsewhere replaces this device’s copy under its old id', async () => {
    const { db, store } = harness();
    await store.enqueue(patientOp());
    const stored = (await db.patients.get(LOCAL_ID))!;
    await store.applyPulled('patients', {
      documents: [
        {
          id: 'patient_0007',
          data: { ...stored, id: 'patient_0007' },
          syncTs: { seconds: 5, nanoseconds: 0 },
        },
      ],
      checkpoint: { ts: { seconds: 5, nanoseconds: 0 }, id: 'patient_0007' },
      hasMore: false,
    });
    expect((await db.patients.toArray()).map((row) => row.id)).toEqual(['patient_0007']);
    expect(await store.checkpoint('patients')).toEqual({
      ts: { seconds: 5, nanoseconds: 0 },
      id: 'patient_0007',
    });
  });

  it('[PR6] a lost acknowledgement: the replay answers duplicate with the same number, no second record', async () => {
    const { db, store, clock } = harness();
    const server = new MemoryServer(clock);
    const remote = new MemoryRemote(server);
    await store.enqueue(patientOp());
    await store.enqueue(requestFor('req-1', LOCAL_ID));
    remote.loseNextAcks(1);
    const [head] = await store.drainable(clock.now(), 10);
    await store.markInflight([head!.seq]);
    await expect(remote.push(head!.op, clinic)).rejects.toThrow();
    await store.scheduleRetry(head!.seq, 'perdu', clock.now());
    await drainAll(store, remote, clock.now());
    expect(server.patients().map((doc) => doc.id)).toEqual(['patient_0001']);
    expect((await db.transports.get('req-1'))?.view.patient_id).toBe('patient_0001');
  });

  it('[PR7] a request naming a device id numbered meanwhile names the number', async () => {
    const { db, store, clock } = harness();
    const remote = new MemoryRemote(new MemoryServer(clock));
    await store.enqueue(patientOp());
    await drainAll(store, remote, clock.now());
    await store.enqueue(requestFor('req-late', LOCAL_ID));
    expect((await db.transports.get('req-late'))?.view.patient_id).toBe('patient_0001');
    const [entry] = await store.drainable(clock.now(), 10);
    expect(entry?.op.kind === 'transport.create' && entry.op.transport.patient_id).toBe(
      'patient_0001',
    );
  });
});
