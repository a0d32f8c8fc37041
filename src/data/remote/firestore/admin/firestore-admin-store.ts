import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { ConnectivityPort } from '@/data/ports';
import {
  CONTACT_INBOX_LIMIT,
  type AdminCollection,
  type AdminStore,
  type AdminWrite,
} from '@/data/admin/admin-store';
import { CONTACT_MESSAGES_COLLECTION } from '@/domain/contact/contact-document';
import { SYSTEM_COLLECTION } from '@/domain/security/collections';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { USERS_COLLECTION } from '@/domain/user/user';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { AUDIENCE_FIELD, audienceKey } from '@/data/remote/firestore/notifications';
import { offerRef } from '@/data/remote/firestore/ride-parts';
import { guarded } from '@/data/remote/firestore/remote-errors';
import {
  privateRef,
  readTransport,
  transportRef,
  transportsOf,
} from '@/data/remote/firestore/transport-codec';

export interface FirestoreAdminStoreOptions {
  db: Firestore;
  connectivity: ConnectivityPort;
  /**
   * Creates a Firebase Auth account without signing the admin out (a secondary app instance, see
   * secondary-auth.ts); injected so tests and the emulator-less runs can stand in for it.
   */
  createAuthAccount: AdminStore['createAuthAccount'];
}

/** Notifications carry their audience key and a Timestamp expiry, as the event notifications do. */
function encode(write: Extract<AdminWrite, { kind: 'set' }>): Record<string, unknown> {
  const data: Record<string, unknown> = stripUndefined({ ...write.data });
  for (const field of write.serverTimeFields ?? []) data[field] = serverTimestamp();
  if (write.collection === 'notifications') {
    const n = write.data as {
      user_id?: string | null;
      org_id?: string | null;
      role: string;
      expires_at?: number;
    };
    data[AUDIENCE_FIELD] = audienceKey({
      user_id: n.user_id ?? null,
      org_id: n.org_id ?? null,
      role: n.role as never,
    });
    if (typeof n.expires_at === 'number') data.expires_at = Timestamp.fromMillis(n.expires_at);
  }
  return data;
}

/**
 * The admin back-office's Firestore I/O, under the production rules: every read and write here is allowed to
 * administrators only (firestore.rules), so a non-admin's call fails with permission-denied.
 */
export function createFirestoreAdminStore({
  db,
  connectivity,
  createAuthAccount,
}: FirestoreAdminStoreOptions): AdminStore {
  const remote = createFirestoreRemote({ db, connectivity });
  const ref = (name: AdminCollection, id: string) => doc(db, name, id);
  return {
    list: (name) =>
      guarded(async () => {
        const snapshot = await getDocsFromServer(collection(db, name));
        return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
      }),
    listIds: (name) =>
      guarded(async () => (await getDocsFromServer(collection(db, name))).docs.map((d) => d.id)),
    get: (name, id) =>
      guarded(async () => {
        const snapshot = await getDocFromServer(ref(name, id));
        const data = snapshot.exists() ? snapshot.data() : null;
        return data ? { id, data } : null;
      }),
    commit: (writes) =>
      guarded(async () => {
        const batch = writeBatch(db);
        for (const write of writes) {
          if (write.kind === 'delete') batch.delete(ref(write.collection, write.id));
          else if (write.merge)
            batch.set(ref(write.collection, write.id), encode(write), { merge: true });
          else batch.set(ref(write.collection, write.id), encode(write));
        }
        await batch.commit();
      }),
    readTransports: () =>
      guarded(async () =>
        (await getDocsFromServer(transportsOf(db))).docs.flatMap((d) => {
          const transport = readTransport(d.id, d.data());
          return transport ? [transport] : [];
        }),
      ),
    createTransport: async (transport, opId, viewer) => {
      const outcome = await remote.push(
        { kind: 'transport.create', opId, transportId: transport.id, transport: { ...transport } },
        viewer,
      );
      if (outcome.status === 'refused') throw new Error(outcome.refusal.reason);
    },
    deleteTestTransports: (ids) =>
      guarded(async () => {
        const batch = writeBatch(db);
        for (const id of ids) {
          batch.delete(transportRef(db, id));
          batch.delete(privateRef(db, id));
          batch.delete(offerRef(db, id));
        }
        await batch.commit();
      }),
    createAuthAccount,
    probe: (name) =>
      guarded(async () => {
        const path = {
          users: USERS_COLLECTION,
          transport: TRANSPORT_COLLECTION,
          system: SYSTEM_COLLECTION,
        }[name];
        return (await getDocsFromServer(query(collection(db, path), limit(1)))).size;
      }),
    newId: () => doc(collection(db, 'adminAudit')).id,
    contactInbox: () =>
      guarded(async () => {
        const newest = query(
          collection(db, CONTACT_MESSAGES_COLLECTION),
          orderBy('receivedAt', 'desc'),
          limit(CONTACT_INBOX_LIMIT),
        );
        return (await getDocsFromServer(newest)).docs.map((d) => ({ id: d.id, data: d.data() }));
      }),
  };
}
