import type { AdminStore } from './admin-store';

/** An AdminStore whose backend (the Firebase SDK) is loaded on first call: public pages never pay for it. */
export function lazyAdminStore(load: () => Promise<AdminStore>): AdminStore {
  return {
    list: async (c) => (await load()).list(c),
    listIds: async (c) => (await load()).listIds(c),
    get: async (c, id) => (await load()).get(c, id),
    commit: async (writes) => (await load()).commit(writes),
    readTransports: async () => (await load()).readTransports(),
    createTransport: async (t, opId, viewer) => (await load()).createTransport(t, opId, viewer),
    deleteTestTransports: async (ids) => (await load()).deleteTestTransports(ids),
    createAuthAccount: async (input) => (await load()).createAuthAccount(input),
    probe: async (c) => (await load()).probe(c),
    // Same shape as Firestore's auto ids, without waiting for the SDK.
    newId: () => crypto.randomUUID().replace(/-/g, '').slice(0, 20),
  };
}
