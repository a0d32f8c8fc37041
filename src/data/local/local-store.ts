import type { AppDb } from '@/data/local/db/app-db';
import type { Message } from '@/domain/messages/message';
import { applyPulled } from '@/data/local/store/apply-pulled';
import { readCheckpoint } from '@/data/local/store/checkpoint';
import {
  announceRetry,
  pendingCount,
  problemCounts,
  watchOutboxCounts,
} from '@/data/local/store/outbox-counts';
import { drainable } from '@/data/local/store/drainable';
import {
  enqueue,
  enqueueAll,
  enqueueEach,
  type EnqueueAllResult,
  type EnqueueOptions,
  type EnqueueResult,
} from '@/data/local/store/enqueue';
import { releaseHeld, withdrawHeld } from '@/data/local/store/held-decision';
import * as outbox from '@/data/local/store/outbox-transitions';
import { settle } from '@/data/local/store/settle';
import { forgetOrganisation } from '@/data/local/store/forget-organisation';
import { dropRidesAssignedAway } from '@/data/local/store/rides-assigned-away';
import { noteAssignedRides } from '@/data/local/store/assigned-seen';
import { withStorageFullError } from '@/data/local/storage-full-error';
import { keepScan, pendingScan, pendingScans, scanSent } from '@/data/local/store/pending-scans';
import type { PrescriptionScan } from '@/domain/transport/prescription-scan';
import {
  keepSignature,
  keptSignature,
  pendingSignatures,
  signatureSent,
} from '@/data/local/store/pending-signatures';
import type { RideSignature } from '@/domain/transport/ride-signature';
import type {
  Checkpoint,
  LocalStorePort,
  WatchedCounts,
  OutboxEntry,
  Page,
  PulledCollection,
  PushOutcome,
  RemoteOperation,
  Unsubscribe,
} from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import type { Patient } from '@/domain/patient/patient.schema';
import type { Transport } from '@/domain/transport/transport.schema';

export type { EnqueueAllResult, EnqueueOptions, EnqueueResult };

/**
 * The device store (Dexie) behind LocalStorePort, plus the user actions the UI calls. Every method is one
 * Dexie read-write transaction, so a crash leaves the before or the after, never half (property P6).
 * The clock is the device's: it stamps taps and decides what is due. Writes that can grow the store turn a
 * quota failure into StorageFullError (French, shown as is).
 */
export class LocalStore implements LocalStorePort {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  // ─── User actions ──────────────────────────────────────────────────────────────────────────────────────

  /** Records a tap: outbox entry + optimistic view, or the domain's refusal (nothing recorded). */
  enqueue(op: RemoteOperation, options?: EnqueueOptions): Promise<EnqueueResult> {
    return enqueue(this.db, this.clock, op, options);
  }

  /** Issue 22: several taps recorded together, all or nothing (the rides of a series). */
  enqueueAll(ops: readonly RemoteOperation[]): Promise<EnqueueAllResult> {
    return enqueueAll(this.db, this.clock, ops);
  }

  /** The same move on several rides in one transaction, each judged alone (a refusal skips its ride only). */
  enqueueEach(ops: readonly RemoteOperation[]): Promise<EnqueueResult[]> {
    return enqueueEach(this.db, this.clock, ops);
  }

  /** The undo window of a held decision ended: it is shown and sent. */
  releaseHeld(opId: string): Promise<boolean> {
    return releaseHeld(this.db, opId, this.clock.now());
  }

  /** « Annuler » inside the undo window: the held decision goes. */
  withdrawHeld(opId: string): Promise<boolean> {
    return withdrawHeld(this.db, opId);
  }

  retryFailed(seq: number): Promise<boolean> {
    return outbox.retryFailed(this.db, seq, this.clock.now());
  }

  dismissRefused(seq: number): Promise<boolean> {
    return outbox.dismissRefused(this.db, seq);
  }

  // ─── Sync engine (LocalStorePort) ─────────────────────────────────────────────────────────────────────

  drainable(now: number, limit: number): Promise<OutboxEntry[]> {
    return drainable(this.db, now, limit);
  }

  async markInflight(seqs: readonly number[]): Promise<void> {
    await outbox.markInflight(this.db, seqs);
  }

  async knownServerRide(transportId: string): Promise<Transport | null> {
    return (await this.db.transports.get(transportId))?.server ?? null;
  }

  settle(seq: number, outcome: PushOutcome): Promise<void> {
    return withStorageFullError(() => settle(this.db, seq, outcome));
  }

  async scheduleRetry(seq: number, error: string, nextAttemptAt: number): Promise<void> {
    await outbox.scheduleRetry(this.db, seq, error, nextAttemptAt);
  }

  async markFailed(seq: number, error: string): Promise<void> {
    await outbox.markFailed(this.db, seq, error);
  }

  recoverInflight(): Promise<number> {
    return outbox.recoverInflight(this.db, this.clock.now());
  }

  applyPulled(
    collection: PulledCollection,
    page: Page<Transport> | Page<Patient> | Page<unknown>,
  ): Promise<void> {
    return withStorageFullError(() => applyPulled(this.db, collection, page));
  }

  applyPulledMessages(page: Page<Message>): Promise<void> {
    return withStorageFullError(() => applyPulled(this.db, 'messages', page));
  }

  checkpoint(collection: PulledCollection): Promise<Checkpoint | null> {
    return readCheckpoint(this.db, collection);
  }

  pendingCount(): Promise<number> {
    return pendingCount(this.db);
  }

  problemCounts(): Promise<{ refused: number; failed: number }> {
    return problemCounts(this.db);
  }

  watchCounts(listener: (counts: WatchedCounts) => void): Unsubscribe {
    return watchOutboxCounts(this.db, listener);
  }

  announceRetry(at: number | null): Promise<void> {
    return announceRetry(this.db, at);
  }

  forgetOrganisation(): Promise<void> {
    return forgetOrganisation(this.db);
  }

  /** Issue 22: a prescription scan taken on this device, until the sync engine sends it. */
  keepScan(scan: PrescriptionScan): Promise<void> {
    return withStorageFullError(() => keepScan(this.db, scan, this.clock.now()));
  }

  pendingScan(transportId: string): Promise<PrescriptionScan | null> {
    return pendingScan(this.db, transportId);
  }

  pendingScans(): Promise<PrescriptionScan[]> {
    return pendingScans(this.db);
  }

  scanSent(transportId: string): Promise<void> {
    return scanSent(this.db, transportId);
  }

  /** Issue 23 item 4: a ride's signature taken on this phone, until the sync engine sends it. */
  keepSignature(signature: RideSignature): Promise<void> {
    return withStorageFullError(() => keepSignature(this.db, signature, this.clock.now()));
  }

  keptSignature(transportId: string): Promise<{ signature: RideSignature; sent: boolean } | null> {
    return keptSignature(this.db, transportId);
  }

  pendingSignatures(): Promise<RideSignature[]> {
    return pendingSignatures(this.db);
  }

  signatureSent(transportId: string): Promise<void> {
    return signatureSent(this.db, transportId, this.clock.now());
  }

  dropRidesAssignedAway(driverUid: string, stillAssigned: readonly string[]): Promise<string[]> {
    return dropRidesAssignedAway(this.db, driverUid, stillAssigned);
  }

  noteAssignedRides(assigned: readonly string[]): Promise<boolean> {
    return noteAssignedRides(this.db, assigned);
  }
}
