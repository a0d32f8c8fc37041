import type { AppDb } from '@/data/local/db/app-db';
import { transportRow, type TransportRow } from '@/data/local/db/transport-row';
import { transportEntityKey } from '@/data/local/outbox/entity-key';
import { isUnsynced, readableEntries } from '@/data/local/outbox/outbox-entry';
import type { OutboxEntry } from '@/data/ports';
import {
  newerServerState,
  rebasedView,
  serverStateOf,
  type ServerState,
} from '@/data/local/store/reconcile';

export { newerServerState, serverStateOf, type ServerState };

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

/** The row of one transport: its server state with the unsynced operations on top (rebasedView). */
export function rebasedRow(
  id: string,
  state: ServerState,
  unsynced: readonly OutboxEntry[],
): TransportRow | null {
  const rebased = rebasedView(state.server, unsynced);
  return rebased === null ? null : transportRow({ id, ...state, ...rebased });
}

/** Rewrites one transport's row from a server state and its outbox; no server state and nothing pending → no row. */
export async function writeRebasedRow(db: AppDb, id: string, state: ServerState): Promise<void> {
  const unsynced = await unsyncedEntriesOf(db, transportEntityKey(id));
  const row = rebasedRow(id, state, unsynced);
  if (row === null) await db.transports.delete(id);
  else await db.transports.put(row);
}
