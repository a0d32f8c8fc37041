import type { RemoteOperation, Viewer } from '@/data/ports';
import type { PrescriptionScan } from '@/domain/transport/prescription-scan';
import type { RideSignature } from '@/domain/transport/ride-signature';
import { newOpId } from '@/domain/ids/op-id';
import type { Clock, RandomSource } from '@/domain/shared/clock';
import { AppDb } from '@/data/local/db/app-db';
import {
  LocalStore,
  type EnqueueAllResult,
  type EnqueueOptions,
  type EnqueueResult,
} from '@/data/local/local-store';
import { deviceIdOf } from '@/data/local/platform/device-id';
import { raiseZoneNotices, readZoneNotice } from '@/data/local/store/zone-notices';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
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
  act(op: RemoteOperation, options?: EnqueueOptions): Promise<EnqueueResult>;
  /** Issue 22: several actions in one transaction, all or nothing (a series filed at once). */
  actAll(ops: readonly RemoteOperation[]): Promise<EnqueueAllResult>;
  /** The same move on several rides in one transaction, each judged alone: one result per operation, in order. */
  actEach(ops: readonly RemoteOperation[]): Promise<EnqueueResult[]>;
  /** Issue 25: the undo window of a decision recorded with `holdMs` ended — it stands and is sent. */
  release(opId: string): Promise<boolean>;
  /** « Annuler » in the undo window: the held decision goes. False when it was already released. */
  withdraw(opId: string): Promise<boolean>;
  /** Issue 22: keeps a prescription scan on the device and wakes the sync engine, which sends it after its ride. */
  keepScan(scan: PrescriptionScan): Promise<void>;
  /** Issue 23 item 4: keeps a ride's signature on the phone and wakes the sync engine, which sends it. */
  keepSignature(signature: RideSignature): Promise<void>;
  /** The signature of a ride taken on this phone, and whether the server holds it; null when none. */
  keptSignature(transportId: string): Promise<{ signature: RideSignature; sent: boolean } | null>;
  /**
   * Issue 23: raises this device's « Nouvelle demande dans votre zone » for the open requests whose zone widened
   * to the company's base (store/zone-notices.ts); answers how many were new.
   */
  raiseZoneNotices(base: Coordinates | null, serverNow: EpochMillis): Promise<number>;
  /** Marks a notice this device raised as read (kept on the device: nothing to send). */
  readDeviceNotice(notificationId: string): Promise<void>;
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

interface OpenedDb {
  db: AppDb;
  deviceId: string;
}

async function openDb(uid: string): Promise<OpenedDb> {
  const db = new AppDb(uid);
  await db.open();
  return { db, deviceId: await deviceIdOf(db) };
}

let prepared: { uid: string; opening: Promise<OpenedDb> } | null = null;

/**
 * Issue 24 (cold start): starts opening a user's device database as soon as their uid is known, while their
 * profile is still being read; the next openUserData for that uid takes it. Returns a release that closes it if
 * it was never taken (signed out first), so that nothing holds the database open.
 */
export function prepareUserData(uid: string): () => void {
  if (prepared?.uid !== uid) prepared = { uid, opening: openDb(uid) };
  const mine = prepared;
  return () => {
    if (prepared !== mine) return;
    prepared = null;
    void mine.opening.then(({ db }) => db.close()).catch(() => undefined);
  };
}

function takeOpening(uid: string): Promise<OpenedDb> {
  const taken = prepared;
  prepared = null;
  if (taken?.uid === uid) return taken.opening;
  // Prepared for someone else: nobody will take it.
  void taken?.opening.then(({ db }) => db.close()).catch(() => undefined);
  return openDb(uid);
}

export async function openUserData({
  viewer,
  clock,
  random,
  onEnqueued,
}: OpenUserDataOptions): Promise<UserData> {
  const { db, deviceId } = await takeOpening(viewer.uid);
  const store = new LocalStore(db, clock);
  return {
    viewer,
    db,
    store,
    queries: transportQueries(db),
    deviceId,
    clock,
    newOpId: () => newOpId(random),
    act: async (op, options) => {
      const result = await store.enqueue(op, options);
      if (result.ok) onEnqueued();
      return result;
    },
    actAll: async (ops) => {
      const result = await store.enqueueAll(ops);
      if (result.ok) onEnqueued();
      return result;
    },
    actEach: async (ops) => {
      const results = await store.enqueueEach(ops);
      if (results.some((result) => result.ok)) onEnqueued();
      return results;
    },
    release: async (opId) => {
      const released = await store.releaseHeld(opId);
      if (released) onEnqueued();
      return released;
    },
    withdraw: (opId) => store.withdrawHeld(opId),
    keepScan: async (scan) => {
      await store.keepScan(scan);
      onEnqueued();
    },
    keepSignature: async (signature) => {
      await store.keepSignature(signature);
      onEnqueued();
    },
    keptSignature: (transportId) => store.keptSignature(transportId),
    raiseZoneNotices: (base, serverNow) => raiseZoneNotices(db, { viewer, base, serverNow }),
    readDeviceNotice: (notificationId) => readZoneNotice(db, notificationId),
    unsyncedCount: () => unsyncedCount(db),
    clearPatientData: () => clearPatientData(db),
    close: () => db.close(),
  };
}
