import type { AppDb } from '@/data/local/db/app-db';
import { transportRow, type TransportRow } from '@/data/local/db/transport-row';
import { transportEntityKey } from '@/data/local/outbox/entity-key';
import { isUnsynced, readableEntries } from '@/data/local/outbox/outbox-entry';
import type { OutboxEntry, RemoteDocument } from '@/data/ports';
import { isTransportOperation } from '@/domain/sync/operation';
import { rebase } from '@/domain/sync/apply-operation';
import { compareServerTimestamps, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

export interface ServerState {
  server: Transport | null;
  serverSyncTs: ServerTimestamp | null;
}

/** The server half of a stored row; a transport known only locally has none. */
export const serverStateOf = (row: ServerState | undefined): ServerState =>
  row === undefined
    ? { server: null, serverSyncTs: null }
    : { server: row.server, serverSyncTs: row.serverSyncTs };

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

/** Every readable entry of one entity, oldest first (the [entityKey+seq] index is already in FIFO order). */
export async function entriesOf(db: AppDb, entityKey: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox
    .where('[entityKey+seq]')
    .between([entityKey, -Infinity], [entityKey, Infinity])
    .toArray();
  return readableEntries(rows);
}

/** Unsynced entries of one entity, oldest first. */
export async function unsyncedEntriesOf(db: AppDb, entityKey: string): Promise<OutboxEntry[]> {
  return (await entriesOf(db, entityKey)).filter(isUnsynced);
}

/**
 * The server state with the unsynced operations replayed on top, each with the device time it was tapped at —
 * the same time `enqueue` used, so a rebase with nothing new reproduces the view exactly.
 */
export function rebasedRow(
  id: string,
  state: ServerState,
  unsynced: readonly OutboxEntry[],
): TransportRow | null {
  const tappedAt = new Map(unsynced.map((entry) => [entry.opId, entry.createdAt]));
  const operations = unsynced.map((entry) => entry.op).filter(isTransportOperation);
  // Every operation comes from one of these entries, so the fallback is never used.
  const view = rebase(state.server, operations, (op) => tappedAt.get(op.opId) ?? 0);
  if (view === null) return null;
  const pendingOpIds = operations.map((op) => op.opId);
  return transportRow({ id, ...state, view, pendingOpIds });
}

/** Rewrites one transport's row from a server state and its outbox; no server state and nothing pending → no row. */
export async function writeRebasedRow(db: AppDb, id: string, state: ServerState): Promise<void> {
  const unsynced = await unsyncedEntriesOf(db, transportEntityKey(id));
  const row = rebasedRow(id, state, unsynced);
  if (row === null) await db.transports.delete(id);
  else await db.transports.put(row);
}
