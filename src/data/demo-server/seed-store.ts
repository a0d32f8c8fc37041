import type { Clock } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { parseUser, type User } from '@/domain/user/user';
import type { DemoData } from '@/data/demo-server/seed/demo-data';
import type { ServerDb } from '@/data/demo-server/server-db';
import { DEMO_SEED_VERSION } from '@/data/demo-server/seed/seed-version';
import { issueServerTime } from '@/data/demo-server/server-time';

const SEEDED_KEY = 'seededAt';
const SEED_VERSION_KEY = 'seedVersion';

const allTables = (db: ServerDb) => [
  db.transport,
  db.users,
  db.patients,
  db.notifications,
  db.counters,
  db.organisations,
  db.meta,
  db.organisations,
  db.vehicles,
];

/**
 * Writes transports as they are, outside any operation (seed data, contract-test fixtures). With `sameSyncTs`
 * they all share one server time, as the documents of one Firestore batch do: the tie pull paging must survive.
 */
export async function writeTransports(
  db: ServerDb,
  clock: Clock,
  transports: readonly Transport[],
  sameSyncTs = false,
): Promise<void> {
  await db.transaction('rw', [db.transport, db.meta], async () => {
    const shared = sameSyncTs ? await issueServerTime(db, clock) : null;
    for (const transport of transports) {
      const syncTs = shared ?? (await issueServerTime(db, clock));
      await db.transport.put({ id: transport.id, data: transport, syncTs });
    }
  });
}

/**
 * Whether to leave the server as it is: data the app wrote (transports without a seed), or a seed of the current
 * version. A seed of an older version (or unversioned) is replaced, so a demo never keeps a world older than the app.
 */
/** Whether the server keeps what it holds (seeded by this version, or written by the app). */
export async function keepsItsData(db: ServerDb): Promise<boolean> {
  const [seeded, version, transports] = await Promise.all([
    db.meta.get(SEEDED_KEY),
    db.meta.get(SEED_VERSION_KEY),
    db.transport.count(),
  ]);
  if (seeded === undefined) return transports > 0;
  return version?.value === DEMO_SEED_VERSION;
}

/**
 * Replaces the whole server content with the demo world, in one transaction. With `onlyIfEmpty`, a server seeded
 * by this seed version or holding transports (written by the app) is left alone: checked in the same transaction, so two tabs
 * starting together cannot both seed. The last issued server time is kept on purpose: devices hold checkpoints,
 * and only times after them bring the new documents to their next pull. Resolves to whether it wrote.
 */
export async function replaceWithDemoData(
  db: ServerDb,
  clock: Clock,
  data: DemoData,
  onlyIfEmpty = false,
): Promise<boolean> {
  return db.transaction('rw', allTables(db), async () => {
    if (onlyIfEmpty && (await keepsItsData(db))) return false;
    const documentTables = [
      db.transport,
      db.users,
      db.patients,
      db.notifications,
      db.counters,
      db.organisations,
      db.vehicles,
    ];
    await Promise.all(documentTables.map((table) => table.clear()));
    await db.users.bulkPut(data.users);
    await db.organisations.bulkPut(data.organisations);
    await db.vehicles.bulkPut(data.vehicles);
    for (const patient of data.patients) {
      // New server times, as for notifications: devices holding a patient checkpoint pull the new world.
      await db.patients.put({ ...patient, syncTs: await issueServerTime(db, clock) });
    }
    await db.counters.bulkPut(data.counters);
    // Sign-ups' organisations stay; the demo's own are (re)written.
    await db.organisations.bulkPut(data.organisations);
    for (const notification of data.notifications) {
      await db.notifications.put({ ...notification, syncTs: await issueServerTime(db, clock) });
    }
    await writeTransports(db, clock, data.transports);
    await db.meta.bulkPut(data.awards);
    await db.meta.put({ key: SEEDED_KEY, value: clock.now() });
    await db.meta.put({ key: SEED_VERSION_KEY, value: DEMO_SEED_VERSION });
    return true;
  });
}

export async function readUser(db: ServerDb, uid: string): Promise<User | null> {
  const row = await db.users.get(uid);
  if (!row) return null;
  const parsed = parseUser(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] profil illisible ignoré', parsed.error);
  return null;
}

export async function readUsers(db: ServerDb): Promise<User[]> {
  const rows = await db.users.toArray();
  return rows.flatMap((row) => {
    const parsed = parseUser(row.id, row.data);
    if (parsed.ok) return [parsed.value];
    console.warn('[serveur démo] profil illisible ignoré', parsed.error);
    return [];
  });
}
