import type { AppDb } from '@/data/local/db/app-db';
import { REASSIGNED_AWAY_KEY } from '@/data/local/db/meta-keys';
import { transportEntityKey } from '@/data/local/outbox/entity-key';
import { isUnsynced, readableEntries } from '@/data/local/outbox/outbox-entry';
import { rememberReassigned, ridesAssignedAway } from '@/domain/transport/reassigned-away';

/** The ride ids this device dropped as reassigned to another chauffeur, oldest first. */
export async function readReassignedAway(db: AppDb): Promise<string[]> {
  const row = await db.meta.get(REASSIGNED_AWAY_KEY);
  return Array.isArray(row?.value)
    ? row.value.filter((id): id is string => typeof id === 'string')
    : [];
}

/**
 * A chauffeur's device lets go of the rides the server no longer assigns to them (issue 13), in one transaction.
 * A ride with a tap still unsent stays until that push settles and explains itself, as for `removed` pages.
 */
export async function dropRidesAssignedAway(
  db: AppDb,
  driverUid: string,
  stillAssigned: readonly string[],
): Promise<string[]> {
  return db.transaction('rw', [db.transports, db.outbox, db.meta], async () => {
    const rows = await db.transports.toArray();
    const away = ridesAssignedAway(
      rows.map((row) => row.view),
      driverUid,
      new Set(stillAssigned),
    );
    if (away.length === 0) return [];
    const keys = away.map(transportEntityKey);
    const waiting = readableEntries(await db.outbox.where('entityKey').anyOf(keys).toArray())
      .filter(isUnsynced)
      .map((entry) => entry.entityKey);
    const dropped = away.filter((id) => !waiting.includes(transportEntityKey(id)));
    if (dropped.length === 0) return [];
    await db.transports.bulkDelete(dropped);
    const remembered = rememberReassigned(await readReassignedAway(db), dropped);
    await db.meta.put({ key: REASSIGNED_AWAY_KEY, value: remembered });
    return dropped;
  });
}
