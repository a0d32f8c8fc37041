import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxState, PushOutcome, RemoteDocument } from '@/data/ports';
import {
  newerServerState,
  outcomeFromHistory,
  rebasedView,
  reconcilePulledNotification,
  reconcilePulledTransport,
  settledServerState,
  type ServerState,
} from '@/data/local/store/reconcile';
import { buildNotification } from '@/domain/notification/build-notification';
import type { Operation, TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  CREATED_AT,
  DEVICE_NOW,
  ride,
  serverAfter,
  serverDoc,
  statusOp,
  TAKEN,
} from '@tests/data/local-contract/local-contract-fixtures';

const accepted = ride('r1', 'accepted');
const atSecond = (seconds: number, data: Transport = accepted) => serverDoc(data, seconds);
const stateAt = (seconds: number | null, data: Transport | null = accepted): ServerState => ({
  server: data,
  serverSyncTs: seconds === null ? null : { seconds, nanoseconds: 0 },
});
const NONE = stateAt(null, null);

let seq = 0;
function entry(op: Operation, state: OutboxState = 'pending'): OutboxEntry {
  seq += 1;
  return {
    seq,
    opId: op.opId,
    entityKey: 'transport:r1',
    op,
    state,
    attempts: 0,
    nextAttemptAt: DEVICE_NOW,
    createdAt: DEVICE_NOW,
    lastError: null,
    refusal: null,
  };
}

describe('[RECON1] the server state only moves forward in server time', () => {
  it.each([
    ['nothing stored: taken', NONE, atSecond(5), 'incoming'],
    ['an estimate (no time): replaced', stateAt(null), atSecond(5), 'incoming'],
    ['older stored: replaced', stateAt(4), atSecond(5), 'incoming'],
    ['same time: stored kept (same document, or ahead)', stateAt(5), atSecond(5), 'stored'],
    ['newer stored: kept', stateAt(6), atSecond(5), 'stored'],
    ['no document: stored kept', stateAt(6), null, 'stored'],
  ] as const)('[RECON1] %s', (_label, stored, incoming, expected) => {
    const next = newerServerState(stored, incoming);
    if (expected === 'stored') expect(next).toBe(stored);
    else expect(next).toEqual({ server: incoming!.data, serverSyncTs: incoming!.syncTs });
  });
});

describe('[RECON2] a pulled ride against the device copy and its outbox', () => {
  const removed: RemoteDocument<Transport> = { ...atSecond(7), removed: true };
  it.each([
    ['newer document, nothing pending → stored', stateAt(4), atSecond(5), [], 'store'],
    ['older document → kept', stateAt(6), atSecond(5), [], 'keep'],
    ['left sight, nothing pending → deleted', stateAt(4), removed, [], 'delete'],
    ['left sight, a tap pending → kept', stateAt(4), removed, ['pending'], 'keep'],
    ['left sight, a tap failed (still unsynced) → kept', stateAt(4), removed, ['failed'], 'keep'],
    ['left sight, only a refused tap → deleted', stateAt(4), removed, ['refused'], 'delete'],
  ] as const)('[RECON2] %s', (_label, stored, document, states, expected) => {
    const entries = states.map((state) => entry(statusOp('r1', 'en_route_pickup'), state));
    expect(reconcilePulledTransport(stored, document, entries).kind).toBe(expected);
  });
});

describe('[RECON3] the view: server state with unsynced operations on top', () => {
  it('[RECON3] nothing stored and nothing pending: no row', () => {
    expect(rebasedView(null, [])).toBeNull();
  });

  it('[RECON3] a pending move shows at once and names its op; a refused one is not replayed', () => {
    const onTheWay = statusOp('r1', 'en_route_pickup');
    const shown = rebasedView(accepted, [entry(onTheWay)]);
    expect(shown?.view.etat).toBe('en_route_pickup');
    expect(shown?.pendingOpIds).toEqual([onTheWay.opId]);
    const refused = rebasedView(accepted, [entry(onTheWay, 'refused')]);
    expect(refused).toEqual({ view: accepted, pendingOpIds: [] });
  });
});

describe('[RECON4] a replayed refusal stays a refusal', () => {
  const op = statusOp('r1', 'accepted');
  const refusedHistory = serverAfter(ride('r1', 'accepted'), op);
  it.each([
    [
      'duplicate whose history entry was refused → refused with its reason',
      { status: 'duplicate', document: atSecond(9, refusedHistory) },
      'refused',
    ],
    [
      'duplicate without document → as answered',
      { status: 'duplicate', document: null },
      'duplicate',
    ],
    ['applied → as answered', { status: 'applied', document: atSecond(9) }, 'applied'],
  ] as const)('[RECON4] %s', (_label, answer, status) => {
    expect(outcomeFromHistory(op, answer as PushOutcome).status).toBe(status);
  });
});

describe('[RECON5] the ride after a push answer', () => {
  const onTheWay = statusOp('r1', 'en_route_pickup');
  const settled = { op: onTheWay as TransportOperation, tappedAt: DEVICE_NOW };
  const refused: PushOutcome = { status: 'refused', refusal: TAKEN, document: null };
  it.each([
    ['gone and nothing waits → deleted', stateAt(4), settled, refused, true, 'delete'],
    [
      'applied with a newer document → that document',
      stateAt(4),
      settled,
      { status: 'applied', document: atSecond(8) },
      false,
      'doc',
    ],
    [
      'applied with an older document → stored kept',
      stateAt(9),
      settled,
      { status: 'applied', document: atSecond(8) },
      false,
      'stored',
    ],
    ['refused without document → stored kept', stateAt(4), settled, refused, false, 'stored'],
    [
      'entry vanished, answer without document → stored kept',
      stateAt(4),
      null,
      { status: 'applied', document: null },
      false,
      'stored',
    ],
    [
      'applied without document → folded into the stored state, its time kept',
      stateAt(4),
      settled,
      { status: 'applied', document: null },
      false,
      'folded',
    ],
  ] as const)('[RECON5] %s', (_label, stored, done, outcome, leftSight, expected) => {
    const next = settledServerState({
      stored,
      settled: done,
      outcome: outcome as PushOutcome,
      leftSight,
    });
    if (expected === 'delete') expect(next).toBe('delete');
    if (expected === 'stored') expect(next).toBe(stored);
    if (expected === 'doc') expect(next).toEqual(stateAt(8));
    if (expected === 'folded') {
      expect(next).not.toBe('delete');
      if (next === 'delete') return;
      expect(next.server?.etat).toBe('en_route_pickup');
      expect(next.serverSyncTs).toEqual(stored.serverSyncTs);
    }
  });
});

describe('[RECON6] a pulled notification: read is one-way', () => {
  const notification = buildNotification('new_transport', { transportId: 't-1' }, CREATED_AT);
  const doc = (read: boolean): RemoteDocument<unknown> => ({
    id: 'n1',
    data: { ...notification, read },
    syncTs: { seconds: 1, nanoseconds: 0 },
  });
  it.each([
    ['unread, nothing here → unread', false, false, false],
    ['read on the server → read', true, false, true],
    ['unread but a « lu » pending or shown here → read', false, true, true],
  ])('[RECON6] %s', (_label, serverRead, readHere, expected) => {
    expect(reconcilePulledNotification(doc(serverRead), readHere)?.read).toBe(expected);
  });

  it('[RECON6] a malformed notification is skipped', () => {
    const malformed = { id: 'n2', data: { type: 42 }, syncTs: { seconds: 1, nanoseconds: 0 } };
    expect(reconcilePulledNotification(malformed, false)).toBeNull();
  });
});
