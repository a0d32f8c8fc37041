import type { RemoteOperation, Viewer } from '@/data/ports';
import { newOpId } from '@/domain/ids/op-id';
import type { Clock, RandomSource } from '@/domain/shared/clock';
import { AppDb } from '@/data/local/db/app-db';
import { LocalStore, type EnqueueResult } from '@/data/local/local-store';
import { deviceIdOf } from '@/data/local/platform/device-id';
import { clearPatientData, unsyncedCount } from '@/data/local/session-data';
import { transportQueries, type TransportQueries } from '@/data/local/transport-queries';

/** Everything about the signed-in user that lives on the device: their mirror, outbox and queries. */
export interface UserData {
  viewer: Viewer;
  db: AppDb;
  store: LocalStore;
  queries: TransportQueries;
  deviceId: string;
  clock: Clock;
  /** A fresh idempotency key for the next action. */
  newOpId(): string;
  /** Records a user action (outbox + optimistic view in one transaction) and wakes the sync engine. */
  act(op: RemoteOperation): Promise<EnqueueResult>;
  unsyncedCount(): Promise<number>;
  clearPatientData(): Promise<void>;
  close(): void;
}

export interface OpenUserDataOptions {
  viewer: Viewer;
  clock: Clock;
  random: RandomSource;
  /** Called after each recorded action, to nudge the sync engine. */
  onEnqueued(): void;
}

export async function openUserData({
  viewer,
  clock,
  random,
  onEnqueued,
}: OpenUserDataOptions): Promise<UserData> {
  const db = new AppDb(viewer.uid);
  await db.open();
  const store = new LocalStore(db, clock);
  const deviceId = await deviceIdOf(db);
  return {
    viewer,
    db,
    store,
    queries: transportQueries(db),
    deviceId,
    clock,
    newOpId: () => newOpId(random),
    act: async (op) => {
      const result = await store.enqueue(op);
      if (result.ok) onEnqueued();
      return result;
    },
    unsyncedCount: () => unsyncedCount(db),
    clearPatientData: () => clearPatientData(db),
    close: () => db.close(),
  };
}
