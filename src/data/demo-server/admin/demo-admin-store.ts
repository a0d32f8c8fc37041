import type { Table } from 'dexie';
import type { PushOutcome, RemoteOperation, Viewer } from '@/data/ports';
import {
  CONTACT_INBOX_LIMIT,
  type AdminCollection,
  type AdminStore,
  type AdminWrite,
  type RawDocument,
} from '@/data/admin/admin-store';
import type { Clock } from '@/domain/shared/clock';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import type { DemoAccount } from '@/data/demo-server/accounts';
import type { ChangeBus } from '@/data/demo-server/change-bus';
import type { ServerDb, TransportRow } from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';
import { readDemoInbox } from '@/data/demo-server/contact-inbox';
import {
  fromRow,
  ORGANISATION_COLLECTIONS,
  SYNCED_COLLECTIONS,
  toRow,
  type AnyRow,
} from './demo-admin-rows';

export const DEMO_ADMIN_MESSAGES = {
  adminOnly: 'Action réservée aux administrateurs.',
  emailTaken: 'cette adresse e-mail est déjà utilisée',
  notTestData: 'seuls les transports de test peuvent être supprimés',
  refused: 'le serveur a refusé la création du transport',
} as const;

/**
 * The demo backend's admin I/O. It obeys what firestore.rules decide for these collections: admins only (the
 * caller's users document says so), all-or-nothing commits, test transports only for deletion.
 */
export function createDemoAdminStore(
  db: ServerDb,
  clock: Clock,
  bus: ChangeBus,
  callerUid: string,
  /** The server's regular operation path (demo-remote's pushOperation), handed in to keep this chunk small. */
  push: (op: RemoteOperation, viewer: Viewer) => Promise<PushOutcome>,
  /** The demo auth's account creation (accounts.ts); null when the e-mail is taken. */
  createAccount: (account: DemoAccount) => Promise<DemoAccount | null>,
): AdminStore {
  const readTransportRow = (row: TransportRow): Transport | null => {
    const parsed = parseTransport(row.id, row.data);
    return parsed.ok ? parsed.value : null;
  };
  // What the rules' isAdmin() reads: the caller's users document says admin (and the account is not disabled).
  // Plain Errors and no schema import: this chunk stays small, and the service only shows the message.
  const assertAdmin = async () => {
    const data = (await db.users.get(callerUid))?.data as Record<string, unknown> | undefined;
    if (data?.userType !== 'admin' || data.isActive === false) {
      throw new Error(DEMO_ADMIN_MESSAGES.adminOnly);
    }
  };
  const tableOf = (collection: AdminCollection): Table<AnyRow, string> => {
    if (ORGANISATION_COLLECTIONS.has(collection))
      return db.organisations as unknown as Table<AnyRow, string>;
    return db.table(collection) as Table<AnyRow, string>;
  };
  const rowsOf = async (collection: AdminCollection): Promise<AnyRow[]> =>
    ORGANISATION_COLLECTIONS.has(collection)
      ? ((await db.organisations
          .filter((row) => row.collection === collection)
          .toArray()) as unknown as AnyRow[])
      : tableOf(collection).toArray();
  const readTransports = async (): Promise<Transport[]> =>
    (await db.transport.toArray()).flatMap((row) => {
      const transport = readTransportRow(row);
      return transport ? [transport] : [];
    });

  const applyWrite = async (write: AdminWrite) => {
    const table = tableOf(write.collection);
    if (write.kind === 'delete') return table.delete(write.id);
    const now = clock.now();
    const stamped = { ...write.data };
    for (const field of write.serverTimeFields ?? []) stamped[field] = now;
    const current = write.merge ? await table.get(write.id) : undefined;
    const data = current ? { ...fromRow(write.collection, current), ...stamped } : stamped;
    const syncTs = SYNCED_COLLECTIONS.has(write.collection)
      ? await issueServerTime(db, clock)
      : undefined;
    return table.put(toRow(write.collection, write.id, data, current, syncTs));
  };

  return {
    list: async (collection) => {
      // As the rules say: every signed-in user reads the counters (devices number ids with them).
      if (collection !== 'counters') await assertAdmin();
      return (await rowsOf(collection)).map((row) => ({
        id: row.id,
        data: fromRow(collection, row),
      }));
    },
    listIds: async (collection) => {
      await assertAdmin();
      return (await tableOf(collection).toCollection().primaryKeys()).map(String);
    },
    get: async (collection, id): Promise<RawDocument | null> => {
      await assertAdmin();
      const row = await tableOf(collection).get(id);
      return row ? { id, data: fromRow(collection, row) } : null;
    },
    commit: async (writes) => {
      await assertAdmin();
      const tables = [...new Set(writes.map((w) => tableOf(w.collection)))];
      await db.transaction('rw', [...tables, db.meta], async () => {
        for (const write of writes) await applyWrite(write);
      });
      const touched = new Set(writes.map((w) => w.collection));
      if (touched.has('notifications') || touched.has('patients') || touched.has('users')) {
        bus.publish({ type: 'changed', collection: 'all', ids: [] });
      }
    },
    readTransports: async () => {
      await assertAdmin();
      return readTransports();
    },
    createTransport: async (transport, opId, viewer: Viewer) => {
      await assertAdmin();
      const outcome = await push(
        { kind: 'transport.create', opId, transportId: transport.id, transport: { ...transport } },
        viewer,
      );
      if (outcome.status === 'refused') throw new Error(DEMO_ADMIN_MESSAGES.refused);
    },
    deleteTestTransports: async (ids) => {
      await assertAdmin();
      await db.transaction('rw', db.transport, async () => {
        for (const id of ids) {
          const row = await db.transport.get(id);
          if (!row) continue; // already gone: a re-run deletes nothing twice
          if (readTransportRow(row)?.source !== 'admin_test')
            throw new Error(DEMO_ADMIN_MESSAGES.notTestData);
          await db.transport.delete(id);
        }
      });
      bus.publish({ type: 'changed', collection: 'transports', ids: [...ids] });
    },
    createAuthAccount: async ({ email, password, displayName }) => {
      await assertAdmin();
      const created = await createAccount({
        uid: `demo-${crypto.randomUUID()}`,
        email,
        password,
        displayName: displayName.trim() || null,
      });
      if (!created) throw new Error(DEMO_ADMIN_MESSAGES.emailTaken);
      return created.uid;
    },
    contactInbox: async () => {
      await assertAdmin();
      const inbox = readDemoInbox(globalThis.localStorage);
      return inbox.slice(-CONTACT_INBOX_LIMIT).reverse();
    },
    probe: async (collection) => {
      await assertAdmin();
      if (collection === 'users') return (await db.users.limit(1).toArray()).length;
      if (collection === 'transport') return (await db.transport.limit(1).toArray()).length;
      return (await db.meta.get('system')) ? 1 : 0;
    },
    newId: () => crypto.randomUUID().replace(/-/g, '').slice(0, 20),
  };
}
