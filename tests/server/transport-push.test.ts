import { describe, expect, it } from 'vitest';
import { OPERATION_REFUSALS } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { toOutcome } from '@/server/push-outcome';
import { runAsync, runSync, type AsyncReads, type SyncReads } from '@/server/transaction';
import { transportPush, type RideRead, type TransportReads } from '@/server/transport-push';
import {
  ACTORS,
  makeTransport,
  makeUpdate,
  needsOf,
  ONE_HOUR_LATER,
  transportIn,
} from '@tests/domain/transport/fixtures';
import type { Actor } from '@/domain/transport/status-update';
import type { TransportStatus } from '@/domain/transport/transport-status';

const NOW = ONE_HOUR_LATER;

/** A memory port: answers each read from fixed documents and records what was asked, in order. */
function memoryReads(ride: RideRead, documents: { counter?: number } = {}) {
  const asked: string[] = [];
  const reads: SyncReads<TransportReads> = {
    ride: () => (asked.push('ride'), ride),
    counter: (name) => {
      asked.push(`counter:${name}`);
      return documents.counter === undefined
        ? null
        : { value: documents.counter, lastUpdated: null, type: 'transport' };
    },
    organisation: (named) => {
      asked.push(`organisation:${named.collection}/${named.id}`);
      return { name: 'Clinique Saint-Joseph', phone: '0102030405', base: null };
    },
    patientLink: (recordId) => (asked.push(`patientLink:${recordId}`), null),
    staff: () => (asked.push('staff'), { company: null, vehicle: null }),
    award: (key) => (asked.push(`award:${key.rideId}_${key.orgId}`), null),
    serverTime: () => (asked.push('serverTime'), NOW),
  };
  return { reads, asked };
}

const create = (): TransportOperation => ({
  kind: 'transport.create',
  opId: 'op-create',
  transportId: 'doc-1',
  transport: makeTransport({ id: 'doc-1', transport_id: 'tr_vsl_00001' }),
});

const status = (to: TransportStatus, actor: Actor): TransportOperation => ({
  kind: 'transport.status',
  opId: `op-${to}-${actor.uid}`,
  transportId: 'doc-1',
  update: makeUpdate(to, actor, needsOf(to)),
});

const found = (stored: Transport, whole = true): RideRead => ({ kind: 'found', stored, whole });

describe('[SRV1] what a transport push reads, and when', () => {
  it('[SRV1] a creation reads the ride, its counter and the clinic’s document, then the server time', () => {
    const { reads, asked } = memoryReads({ kind: 'absent' }, { counter: 41 });
    const push = runSync(transportPush(create(), ACTORS.clinic), reads);
    expect(asked).toEqual([
      'ride',
      'counter:transport_vsl',
      'organisation:clinics/clin_0001',
      'serverTime',
    ]);
    expect(push).toMatchObject({ kind: 'decided', existed: false, gone: false });
    if (push.kind !== 'decided') return;
    expect(push.writes).toMatchObject({ created: true, counter: { counter: { value: 42 } } });
    expect(push.writes!.transport.transport_id).toBe('tr_vsl_00042');
    expect(push.answer?.requester_org_name).toBe('Clinique Saint-Joseph');
  });

  it('[SRV1] a move on a stored ride reads no counter and no patient link', () => {
    const { reads, asked } = memoryReads(found(transportIn('pending')));
    const push = runSync(
      transportPush(status('accepted', ACTORS.ambulance), ACTORS.ambulance),
      reads,
    );
    expect(asked).toEqual([
      'ride',
      'organisation:ambulanceCompanies/ambu_0001',
      'award:doc-1_ambu_0001',
      'serverTime',
    ]);
    // [AWD-ACC1] The acceptance records itself in the company's award entry, in the same commit.
    expect(push.kind === 'decided' && push.writes?.award).toMatchObject({
      before: null,
      after: { rideId: 'doc-1', orgId: 'ambu_0001', acceptedAt: NOW, openedAt: NOW },
    });
  });

  it('[SRV1] an assignment reads the company and the vehicle, on a ride that exists only', () => {
    const accepted = transportIn('accepted');
    const onRide = memoryReads(found(accepted));
    runSync(transportPush(status('assigned', ACTORS.ambulance), ACTORS.ambulance), onRide.reads);
    expect(onRide.asked).toContain('staff');
    const absent = memoryReads({ kind: 'absent' });
    runSync(transportPush(status('assigned', ACTORS.ambulance), ACTORS.ambulance), absent.reads);
    expect(absent.asked).not.toContain('staff');
  });
});

describe('[SRV2] the identity part: seen as the viewer may, stored whole', () => {
  it('[SRV2] a candidate accepts a ride it saw without identity: the ride is stored with it, and it now reads it', () => {
    const { reads } = memoryReads(found(transportIn('pending')));
    const push = runSync(
      transportPush(status('accepted', ACTORS.ambulance), ACTORS.ambulance),
      reads,
    );
    if (push.kind !== 'decided') throw new Error(push.reason);
    expect(push.writes!.transport.patient_info.lastName).toBe('Martin');
    expect(push.writes!.transport.identity_withheld).toBeUndefined();
    expect(push.answer!.patient_info.lastName).toBe('Martin');
  });

  it('[SRV2] a backend that stores the identity apart (whole: false) gets the ride back as it was read', () => {
    const { reads } = memoryReads(found(transportIn('pending'), false));
    const push = runSync(
      transportPush(status('accepted', ACTORS.ambulance), ACTORS.ambulance),
      reads,
    );
    if (push.kind !== 'decided') throw new Error(push.reason);
    expect(push.writes!.transport.patient_info.lastName).toBe('Martin');
  });

  it('[SRV2] a replay of the acceptance on the stored ride writes nothing and answers duplicate', () => {
    const op = status('accepted', ACTORS.ambulance);
    const first = runSync(
      transportPush(op, ACTORS.ambulance),
      memoryReads(found(transportIn('pending'))).reads,
    );
    if (first.kind !== 'decided') throw new Error(first.reason);
    const again = runSync(
      transportPush(op, ACTORS.ambulance),
      memoryReads(found(first.writes!.transport)).reads,
    );
    expect(again).toMatchObject({
      kind: 'decided',
      writes: null,
      result: { outcome: 'duplicate' },
    });
  });
});

describe('[SRV3] rides the caller cannot read', () => {
  it('[SRV3] hidden by the backend: answered from the offer marker alone, nothing else read, gone', () => {
    const { reads, asked } = memoryReads({ kind: 'hidden', offer: { open: false } });
    const push = runSync(transportPush(status('accepted', ACTORS.vtc), ACTORS.vtc), reads);
    expect(asked).toEqual(['ride']);
    expect(push).toMatchObject({ kind: 'decided', writes: null, answer: null, gone: true });
    if (push.kind !== 'decided') return;
    expect(toOutcome(push.result, null, push.gone)).toEqual({
      status: 'refused',
      refusal: OPERATION_REFUSALS.takenByAnother,
      document: null,
      gone: true,
    });
  });

  it('[SRV3] stored but unreadable: refused as missing, never overwritten, no counter read', () => {
    const { reads, asked } = memoryReads({ kind: 'unreadable' });
    const push = runSync(transportPush(create(), ACTORS.clinic), reads);
    expect(asked).not.toContain('counter:transport_vsl');
    expect(push).toMatchObject({
      kind: 'decided',
      writes: null,
      existed: true,
      result: { outcome: 'refused', refusal: OPERATION_REFUSALS.missing },
    });
  });

  it('[SRV3] acting in someone else’s name is denied with the domain’s reason', () => {
    const { reads } = memoryReads(found(transportIn('pending')));
    const push = runSync(
      transportPush(status('accepted', ACTORS.ambulance), ACTORS.otherAmbulance),
      reads,
    );
    expect(push.kind).toBe('denied');
    expect(push.kind === 'denied' && push.reason).toMatch(/./);
  });
});

describe('[SRV4] one statement, driven synchronously or in a transaction', () => {
  it('[SRV4] runAsync over the same documents decides exactly as runSync', async () => {
    const op = status('accepted', ACTORS.ambulance);
    const sync = memoryReads(found(transportIn('pending')));
    const viaSync = runSync(transportPush(op, ACTORS.ambulance), sync.reads);
    const async = memoryReads(found(transportIn('pending')));
    const later = Object.fromEntries(
      Object.entries(async.reads).map(([kind, answer]) => [
        kind,
        (key: never) => Promise.resolve((answer as (key: never) => unknown)(key)),
      ]),
    ) as AsyncReads<TransportReads>;
    const viaAsync = await runAsync(transportPush(op, ACTORS.ambulance), later);
    expect(viaAsync).toEqual(viaSync);
    expect(async.asked).toEqual(sync.asked);
  });

  it('[SRV4] toOutcome: applied and duplicate carry the document; refused its reason; gone only when said', () => {
    const document = {
      id: 'doc-1',
      data: transportIn('pending'),
      syncTs: { seconds: 1, nanoseconds: 0 },
    };
    const applied = { outcome: 'applied', transport: document.data } as const;
    expect(toOutcome(applied, document)).toEqual({ status: 'applied', document });
    const refused = {
      outcome: 'refused',
      transport: null,
      refusal: OPERATION_REFUSALS.missing,
    } as const;
    expect(toOutcome(refused, null)).toEqual({
      status: 'refused',
      refusal: OPERATION_REFUSALS.missing,
      document: null,
    });
    expect(toOutcome(refused, null, true).gone).toBe(true);
  });
});
