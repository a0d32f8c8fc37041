import type { AppDb } from '@/data/local/db/app-db';
import { transportRow, type TransportRow } from '@/data/local/db/transport-row';
import { readOutboxEntry } from '@/data/local/outbox/outbox-entry';
import { withStorageFullError } from '@/data/local/storage-full-error';
import { withCurrentPatientId, writeLocalPatient } from '@/data/local/store/patient-records';
import { writeLocalMessage } from '@/data/local/store/message-records';
import { writeOptimisticProfile } from '@/data/local/store/profile-mirror';
import { entityKeyOf, type OutboxEntry } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import {
  isTransportOperation,
  operationSchema,
  type Operation,
  type TransportOperation,
} from '@/domain/sync/operation';
import type { Refusal } from '@/domain/transport/refusal';
import type { Transport } from '@/domain/transport/transport.schema';
import { announceWrittenViews } from '@/data/local/written-views';

export type EnqueueResult = { ok: true; entry: OutboxEntry } | { ok: false; refusal: Refusal };

type Refused = Extract<EnqueueResult, { ok: false }>;

/**
 * Folds the operation into the transport's view (the row as read), or says why the domain refuses it right here.
 * Returns the row to write, null when nothing visible changes.
 */
function optimisticRow(
  row: TransportRow | undefined,
  op: TransportOperation,
  tappedAt: number,
  held: boolean,
): Refused | { write: TransportRow | null } {
  const result = applyTransportOperation(row?.view ?? null, op, tappedAt);
  if (result.outcome === 'refused') return { ok: false, refusal: result.refusal };
  // A held decision is checked now but shown only once released (held-decision.ts).
  if (held) return { write: null };
  // A duplicate (already in the view) changes nothing visible; the server will say the same.
  const view = result.transport ?? row?.view;
  if (view === undefined) return { write: null };
  return {
    write: transportRow({
      id: op.transportId,
      server: row?.server ?? null,
      serverSyncTs: row?.serverSyncTs ?? null,
      view,
      pendingOpIds: [...(row?.pendingOpIds ?? []), op.opId],
    }),
  };
}

/**
 * A user action: ONE transaction writes the optimistic view and the outbox entry (ARCHITECTURE §5.1), so after a
 * crash either both exist or neither. The view is written first: if the outbox write fails, the view goes too.
 * Enqueuing the same opId twice returns the existing entry (a double tap is one action).
 */
export interface EnqueueOptions {
  /** Issue 25: an undo window (ms): the entry is held (state 'held') until it ends or is withdrawn. */
  holdMs?: number;
}

/** The tables one action may write. */
const actionTables = (db: AppDb) => [
  db.transports,
  db.outbox,
  db.notifications,
  db.patients,
  db.messages,
  db.profiles,
];

/**
 * The tables one parsed action touches: a driver's tap (the hot path, issue 24 tap → UI) locks the transports and
 * the outbox only; a creation also reads the patients; anything else keeps the whole set.
 */
function tablesOf(db: AppDb, op: Operation) {
  if (!isTransportOperation(op)) return actionTables(db);
  return op.kind === 'transport.create'
    ? [db.transports, db.outbox, db.patients]
    : [db.transports, db.outbox];
}

/** What one action recorded, and the transport view it wrote (told to the lists once committed). */
interface Recorded {
  result: EnqueueResult;
  view: Transport | null;
}

export async function enqueue(
  db: AppDb,
  clock: Clock,
  input: Operation,
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const parsed = operationSchema.parse(input);
  const recorded = await withStorageFullError(() =>
    db.transaction('rw', tablesOf(db, parsed), () => record(db, clock, parsed, options)),
  );
  // Past the commit (strict durability): the view and the outbox entry are on disk.
  if (recorded.view !== null) announceWrittenViews(db, [recorded.view]);
  return recorded.result;
}

/** One action (already parsed) inside the caller's transaction. */
async function record(
  db: AppDb,
  clock: Clock,
  parsed: Operation,
  { holdMs = 0 }: EnqueueOptions,
): Promise<Recorded> {
  // Issue 24 (tap → UI): the reads go out together and so do the writes, two request round trips in the
  // transaction instead of four; the commit (strict durability) still comes before the caller hears of it.
  const [stored, row] = await Promise.all([
    db.outbox.where('opId').equals(parsed.opId).first(),
    isTransportOperation(parsed) ? db.transports.get(parsed.transportId) : undefined,
  ]);
  const existing = readOutboxEntry(stored);
  if (existing.ok) return { result: { ok: true as const, entry: existing.entry }, view: null };
  const op = parsed.kind === 'transport.create' ? await withCurrentPatientId(db, parsed) : parsed;
  const tappedAt = clock.now();
  // Only a transport's decision has an undo window; anything else is recorded as it is.
  const hold = isTransportOperation(op) ? holdMs : 0;
  if (op.kind === 'notification.read') {
    await db.notifications.update(op.notificationId, { read: true, unread: 0 });
  } else if (op.kind === 'patient.create') {
    await writeLocalPatient(db, op);
  } else if (op.kind === 'message.send') {
    await writeLocalMessage(db, op);
  } else if (op.kind === 'profile.update') {
    await writeOptimisticProfile(db, op);
  }
  let viewWrite: Promise<unknown> | null = null;
  let view: Transport | null = null;
  if (isTransportOperation(op)) {
    const folded = optimisticRow(row, op, tappedAt, hold > 0);
    if ('refusal' in folded) return { result: folded, view: null };
    // Issued before the outbox entry: in one transaction, if the entry's write fails the view goes too.
    if (folded.write !== null) {
      viewWrite = db.transports.put(folded.write);
      view = folded.write.view;
    }
  }
  const draft = {
    opId: op.opId,
    entityKey: entityKeyOf(op),
    op,
    state: hold > 0 ? ('held' as const) : ('pending' as const),
    attempts: 0,
    nextAttemptAt: tappedAt + hold,
    createdAt: tappedAt,
    lastError: null,
    refusal: null,
  };
  const [seq] = await Promise.all([db.outbox.add(draft), viewWrite]);
  return { result: { ok: true as const, entry: { ...draft, seq } }, view };
}

export type EnqueueAllResult = { ok: true; entries: OutboxEntry[] } | Refused;

/** Carries a refusal out of the transaction, so that Dexie rolls back what the batch had written. */
class RefusedInBatch extends Error {
  constructor(readonly refused: Refused) {
    super(refused.refusal.reason);
  }
}

/**
 * Several actions in ONE transaction, each through `record` as a lone one would be; the written views are told to
 * the lists once committed. `allOrNothing`: the first refusal rolls the whole batch back (thrown out).
 */
async function recordTogether(
  db: AppDb,
  clock: Clock,
  ops: readonly Operation[],
  allOrNothing: boolean,
): Promise<EnqueueResult[]> {
  const views: Transport[] = [];
  const parsed = ops.map((op) => operationSchema.parse(op));
  const tables = allOrNothing
    ? actionTables(db)
    : [...new Set(parsed.flatMap((op) => tablesOf(db, op)))];
  const results = await withStorageFullError(() =>
    db.transaction('rw', tables, async () => {
      const each: EnqueueResult[] = [];
      for (const op of parsed) {
        const recorded = await record(db, clock, op, {});
        if (allOrNothing && !recorded.result.ok) throw new RefusedInBatch(recorded.result);
        each.push(recorded.result);
        if (recorded.view !== null) views.push(recorded.view);
      }
      return each;
    }),
  );
  announceWrittenViews(db, views);
  return results;
}

/**
 * Issue 22: the rides of a series (or both legs of an aller-retour) filed in ONE transaction, each through
 * `enqueue` as a lone ride would be — all or nothing: when the domain refuses one, none is recorded.
 */
export async function enqueueAll(
  db: AppDb,
  clock: Clock,
  ops: readonly Operation[],
): Promise<EnqueueAllResult> {
  try {
    const results = await recordTogether(db, clock, ops, true);
    return { ok: true, entries: results.flatMap((result) => (result.ok ? [result.entry] : [])) };
  } catch (error) {
    if (error instanceof RefusedInBatch) return error.refused;
    throw error;
  }
}

/**
 * The same move on several rides (accept a whole series, cancel the remaining sessions) in ONE transaction, each
 * judged by the domain as a lone tap would be: a refusal records nothing for its ride and the others go on. One
 * commit instead of one per ride, so a series of 24 is on the device at once, even while the sync engine works.
 */
export function enqueueEach(
  db: AppDb,
  clock: Clock,
  ops: readonly Operation[],
): Promise<EnqueueResult[]> {
  return recordTogether(db, clock, ops, false);
}
