import { Dexie } from 'dexie';
import { databaseNameFor, type AppDb } from '@/data/local/db/app-db';
import { CHECKPOINT_KEY_PREFIX, FIRST_PAGE_KEY_PREFIX } from '@/data/local/db/meta-keys';
import { transportIdOfKey } from '@/data/local/outbox/entity-key';
import { UNSYNCED_STATES } from '@/data/local/outbox/outbox-entry';
import { writeRebasedRow } from '@/data/local/store/rebase-row';
import { writeLocalMessage } from '@/data/local/store/message-records';

/** Changes made on this device that the server has not received: the count sign-out warns about. */
export const unsyncedCount = (db: AppDb): Promise<number> =>
  db.outbox
    .where('state')
    .anyOf([...UNSYNCED_STATES, 'held'])
    .count();

/**
 * Sign-out (ARCHITECTURE §5.8): the mirror's patient data goes — transports, patients, notifications, profiles,
 * the address book —
 * in one transaction. The pull checkpoints go with it, so the next sign-in pulls everything again instead of
 * resuming after data that is no longer here. The outbox stays (the user was warned of its count and it is
 * theirs); transports it still creates are rebuilt from it, so an unsent request does not vanish from view.
 */
export function clearPatientData(db: AppDb): Promise<void> {
  const tables = [
    db.transports,
    db.patients,
    db.notifications,
    db.profiles,
    db.meta,
    db.outbox,
    db.messages,
    db.places,
  ];
  return db.transaction('rw', tables, async () => {
    await Promise.all([
      db.transports.clear(),
      db.patients.clear(),
      db.notifications.clear(),
      db.profiles.clear(),
      // Conversations are free text about patients: they go too (read marks, mere times, stay).
      db.messages.clear(),
      // The address book holds patients' homes: personal data, it goes as well.
      db.places.clear(),
      db.meta.where('key').startsWith(CHECKPOINT_KEY_PREFIX).delete(),
      // The stored first screens show patients' names.
      db.meta.where('key').startsWith(FIRST_PAGE_KEY_PREFIX).delete(),
    ]);
    const unsynced = await db.outbox.where('state').anyOf(UNSYNCED_STATES).toArray();
    const transportIds = new Set(unsynced.map((entry) => transportIdOfKey(entry.entityKey)));
    for (const id of transportIds) {
      if (id !== null) await writeRebasedRow(db, id, { server: null, serverSyncTs: null });
    }
    // An unsent message stays in view, « en attente », like an unsent request.
    for (const entry of unsynced) {
      if (entry.op.kind === 'message.send') await writeLocalMessage(db, entry.op);
    }
  });
}

/** Removes the user's whole device database (account removal, or a reset the user asked for). */
export function deleteUserDatabase(uid: string): Promise<void> {
  return Dexie.delete(databaseNameFor(uid));
}
