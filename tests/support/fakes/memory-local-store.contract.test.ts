import { describeLocalStoreContract } from '@tests/data/local-contract/local-contract';
import { DEVICE_NOW } from '@tests/data/local-contract/local-contract-fixtures';
import { MemoryLocalStore } from '@tests/support/fakes/memory-local-store';

/**
 * ARCHITECTURE §7: the in-memory store the sync properties (tests/sync, P1–P7) run on holds the same contract as
 * the Dexie store it stands for. Its clock is the harness's: taps are stamped DEVICE_NOW.
 */
describeLocalStoreContract('mémoire (doublure des propriétés de synchronisation)', () => {
  const store = new MemoryLocalStore();
  return {
    store,
    now: () => DEVICE_NOW,
    enqueue: (op) => store.enqueue(op, DEVICE_NOW),
    view: async (transportId) => store.view(transportId),
    outbox: async () => store.entries(),
    notificationRead: async (id) => store.notificationRead(id),
    patient: async (id) => store.patient(id),
  };
});
