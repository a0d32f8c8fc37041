/**
 * The device-side merge, stated once (issue 21 item 8): pure functions from what the server sent, the device's
 * copy and its unsynced outbox entries to what the device keeps. The Dexie store (apply-pulled.ts, settle.ts,
 * rebase-row.ts) and the in-memory store of the tests (tests/support/fakes/memory-local-store.ts) both call them;
 * their table tests are in tests/data/local/store/reconcile.test.ts.
 */
import { isUnsynced } from '@/data/local/outbox/outbox-entry';
import type { OutboxEntry, PushOutcome, RemoteDocument } from '@/data/ports';
import { parseNotification, type Notification } from '@/domain/notification/notification';
import { applyTransportOperation, rebase } from '@/domain/sync/apply-operation';
import { isTransportOperation, type TransportOperation } from '@/domain/sync/operation';
import { compareServerTimestamps, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import { findEntryByOpId } from '@/domain/transport/history-entry.schema';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * The server's last known state of a ride on this device. `serverSyncTs` is null for a state known only locally,
 * or estimated from a confirmation that came without a document: any pulled document replaces it.
 */
export interface ServerState {
  server: Transport | null;
  serverSyncTs: ServerTimestamp | null;
}

/** The server half of a stored row; a transport known only locally has none. */
export const serverStateOf = (row: ServerState | undefined | null): ServerState =>
  row
    ? { server: row.server, serverSyncTs: row.serverSyncTs }
    : { server: null, serverSyncTs: null };

/**
 * The server state only moves forward in server time: a push answer or a pulled page that arrives after a newer
 * pull is ignored. On a tie the stored state stays (it is the same document, or one we know to be ahead).
 */
export function newerServerState(
  stored: ServerState,
  incoming: RemoteDocument<Transport> | null,
): ServerState {
  if (incoming === null) return stored;
  const newer =
    stored.serverSyncTs === null ||
    compareServerTimestamps(incoming.syncTs, stored.serverSyncTs) > 0;
  return newer ? { server: incoming.data, serverSyncTs: incoming.syncTs } : stored;
}

/** What the device shows: the server state with its unsynced operations on top, and their ids. */
export interface RebasedView {
  view: Transport;
  pendingOpIds: string[];
}

/**
 * The server state with the unsynced operations replayed on top, each with the device time it was tapped at —
 * the same time `enqueue` used, so a rebase with nothing new reproduces the view exactly. Null: no server state
 * and nothing pending, so no row.
 */
export function rebasedView(
  server: Transport | null,
  entries: readonly OutboxEntry[],
): RebasedView | null {
  const unsynced = entries.filter(isUnsynced);
  const tappedAt = new Map(unsynced.map((entry) => [entry.opId, entry.createdAt]));
  const operations = unsynced.map((entry) => entry.op).filter(isTransportOperation);
  // Every operation comes from one of these entries, so the fallback is never used.
  const view = rebase(server, operations, (op) => tappedAt.get(op.opId) ?? 0);
  return view === null ? null : { view, pendingOpIds: operations.map((op) => op.opId) };
}

/** What to do with the device's copy of a ride a pulled page mentions. */
export type PulledTransport =
  { kind: 'keep' } | { kind: 'delete' } | { kind: 'store'; state: ServerState };

/**
 * A pulled ride against the device's copy: gone from the viewer's sight → the copy goes, unless a tap on it is
 * still unsynced (its push settles and explains itself); not newer than the copy → kept; else the new state.
 */
export function reconcilePulledTransport(
  stored: ServerState,
  document: RemoteDocument<Transport>,
  entries: readonly OutboxEntry[],
): PulledTransport {
  if (document.removed) return entries.some(isUnsynced) ? { kind: 'keep' } : { kind: 'delete' };
  const state = newerServerState(stored, document);
  return state === stored ? { kind: 'keep' } : { kind: 'store', state };
}

const UNKNOWN_REFUSAL_REASON = 'Le serveur a refusé cette modification.';

/**
 * A replay of an operation the server had refused comes back as 'duplicate' (the opId is already in the history).
 * The history entry says how it went the first time: a refusal stays a refusal, shown to the user, never dropped.
 */
export function outcomeFromHistory(op: TransportOperation, outcome: PushOutcome): PushOutcome {
  if (outcome.status !== 'duplicate' || outcome.document === null) return outcome;
  const recorded = findEntryByOpId(outcome.document.data.historique_etats, op.opId);
  if (recorded === null || recorded.applied) return outcome;
  const refusal = {
    code: recorded.refusal_code ?? 'not_allowed',
    reason: recorded.refusal_reason ?? UNKNOWN_REFUSAL_REASON,
  };
  return { status: 'refused', refusal, document: outcome.document };
}

/** The server's answer to one transport entry, as the device records it (entry null: it vanished meanwhile). */
export interface TransportSettlement {
  stored: ServerState;
  /** The entry's operation and tap time; null when the entry vanished (its answer's document still counts). */
  settled: { op: TransportOperation; tappedAt: number } | null;
  /** The answer after outcomeFromHistory. */
  outcome: PushOutcome;
  /**
   * The answer said the ride left the user's sight (`gone`) and no unsynced entry of theirs still waits on it,
   * once this one is recorded.
   */
  leftSight: boolean;
}

/**
 * The ride's server state after a push answer, or 'delete' when the ride left the user's sight (another company
 * took it, the clinic withdrew it) and nothing of theirs waits on it. An accepted operation answered without a
 * document is folded into the last known state (serverSyncTs kept, so the next pull replaces the estimate).
 */
export function settledServerState(input: TransportSettlement): ServerState | 'delete' {
  const { stored, settled, outcome } = input;
  if (input.leftSight) return 'delete';
  if (settled === null || outcome.status === 'refused' || outcome.document !== null) {
    return newerServerState(stored, outcome.document);
  }
  const folded = applyTransportOperation(stored.server, settled.op, settled.tappedAt);
  if (folded.outcome === 'refused' || folded.transport === null) return stored;
  return { ...stored, server: folded.transport };
}

/**
 * A pulled notification as the device keeps it, null when malformed (logged, skipped). Read is one-way: a pending
 * « lu », or one the device already showed read, stays read even if a late page says otherwise.
 */
export function reconcilePulledNotification(
  document: RemoteDocument<unknown>,
  readHere: boolean,
): Notification | null {
  const parsed = parseNotification(document.id, document.data);
  if (!parsed.ok) {
    console.warn('Notification illisible ignorée', parsed.error);
    return null;
  }
  return { ...parsed.value, read: parsed.value.read || readHere };
}
