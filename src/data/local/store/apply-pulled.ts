import type { AppDb } from '@/data/local/db/app-db';
import { checkpointKey } from '@/data/local/db/meta-keys';
import { readCheckpoint } from '@/data/local/store/checkpoint';
import { checkpointMoved } from '@/domain/sync/server-timestamp';
import type { NotificationRow } from '@/data/local/db/rows';
import type { TransportRow } from '@/data/local/db/transport-row';
import { notificationEntityKey, transportEntityKey } from '@/data/local/outbox/entity-key';
import { isUnsynced, readableEntries } from '@/data/local/outbox/outbox-entry';
import { rebasedRow } from '@/data/local/store/rebase-row';
import {
  reconcilePulledNotification,
  reconcilePulledTransport,
  serverStateOf,
  type ServerState,
} from '@/data/local/store/reconcile';
import type { OutboxEntry, Page, PulledCollection } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Patient } from '@/domain/patient/patient.schema';
import { storePatients } from '@/data/local/store/patient-records';
import { storeMessages } from '@/data/local/store/message-records';
import type { Message } from '@/domain/messages/message';

/** Unsynced entries of many entities at once, grouped by entity key, oldest first. */
async function unsyncedByEntity(db: AppDb, keys: string[]): Promise<Map<string, OutboxEntry[]>> {
  const rows = await db.outbox.where('entityKey').anyOf(keys).toArray();
  const byEntity = new Map<string, OutboxEntry[]>();
  const entries = readableEntries(rows).filter(isUnsynced);
  for (const entry of entries.sort((a, b) => a.seq - b.seq)) {
    const list = byEntity.get(entry.entityKey) ?? [];
    list.push(entry);
    byEntity.set(entry.entityKey, list);
  }
  return byEntity;
}

async function storeTransports(db: AppDb, page: Page<Transport>): Promise<void> {
  const ids = page.documents.map((document) => document.id);
  const found = await db.transports.bulkGet(ids);
  const stored = new Map<string, ServerState>(
    ids.map((id, index) => [id, serverStateOf(found[index])]),
  );
  const unsynced = await unsyncedByEntity(db, ids.map(transportEntityKey));
  const rows = new Map<string, TransportRow>();
  const removed: string[] = [];
  for (const document of page.documents) {
    if (document.removed) {
      // Gone from this viewer's sight. A pending tap on it stays until its push settles (and explains itself).
      const entries = unsynced.get(transportEntityKey(document.id)) ?? [];
      if (reconcilePulledTransport(serverStateOf(undefined), document, entries).kind === 'delete')
        removed.push(document.id);
      rows.delete(document.id);
      continue;
    }
    const entries = unsynced.get(transportEntityKey(document.id)) ?? [];
    const before = stored.get(document.id) ?? serverStateOf(undefined);
    const next = reconcilePulledTransport(before, document, entries);
    if (next.kind !== 'store') continue; // not newer than what this device already has
    stored.set(document.id, next.state);
    const row = rebasedRow(document.id, next.state, entries);
    if (row !== null) rows.set(document.id, row);
  }
  await db.transports.bulkPut([...rows.values()]);
  await db.transports.bulkDelete(removed);
}

/** Notifications are parsed on the way in (a malformed one is logged and skipped); a pending « lu » stays lu. */
async function storeNotifications(db: AppDb, page: Page<unknown>): Promise<void> {
  const ids = page.documents.map((document) => document.id);
  const unsynced = await unsyncedByEntity(db, ids.map(notificationEntityKey));
  // Read is one-way: a late page (an old leader's pull ending after a newer one) never makes a read one unread.
  const stored = await db.notifications.bulkGet(ids);
  const readBefore = new Set(stored.filter((row) => row?.read === true).map((row) => row!.id));
  const rows: NotificationRow[] = [];
  for (const document of page.documents) {
    const readHere =
      unsynced.has(notificationEntityKey(document.id)) || readBefore.has(document.id);
    const notification = reconcilePulledNotification(document, readHere);
    if (notification === null) continue;
    const { read } = notification;
    rows.push({ ...notification, id: document.id, read, unread: read ? 0 : 1 });
  }
  await db.notifications.bulkPut(rows);
}

/**
 * A pulled page and its checkpoint in ONE transaction (property P6: after a crash the mirror agrees with the
 * checkpoint). Each transport's view is rebased on its unsynced operations, so a pull never erases a tap.
 */
export function applyPulled(
  db: AppDb,
  collection: PulledCollection,
  page: Page<Transport> | Page<Patient> | Page<Message> | Page<unknown>,
): Promise<void> {
  const tables = [db.transports, db.notifications, db.patients, db.messages, db.outbox, db.meta];
  return db.transaction('rw', tables, async () => {
    if (collection === 'transports') await storeTransports(db, page as Page<Transport>);
    else if (collection === 'patients') await storePatients(db, page as Page<Patient>);
    else if (collection === 'messages') await storeMessages(db, page as Page<Message>);
    else await storeNotifications(db, page);
    // Forward only: a late page (an old leader's pull ending after a newer one) must not move it back. At the same
    // position, the zone's time is taken as the page gives it (issue 23: an earlier one is only asked again).
    const stored = await readCheckpoint(db, collection);
    if (page.checkpoint !== null && checkpointMoved(page.checkpoint, stored)) {
      await db.meta.put({ key: checkpointKey(collection), value: page.checkpoint });
    }
  });
}
