import {
  entityKeyOf,
  type Checkpoint,
  type LocalStorePort,
  type OutboxEntry,
  type OutboxState,
  type Page,
  type PulledCollection,
  type PushOutcome,
  type RemoteDocument,
  type RemoteOperation,
} from '@/data/ports';
import { rebase } from '@/domain/sync/apply-operation';
import { isTransportOperation, type TransportOperation } from '@/domain/sync/operation';
import { compareServerTimestamps, isAfterCheckpoint } from '@/domain/sync/server-timestamp';
import { findEntryByOpId } from '@/domain/transport/history-entry.schema';
import type { Transport } from '@/domain/transport/transport.schema';

/** Everything a reload keeps: what IndexedDB would still hold. */
export interface LocalSnapshot {
  documents: RemoteDocument<Transport>[];
  notifications: RemoteDocument<unknown>[];
  outbox: OutboxEntry[];
  checkpoints: [PulledCollection, Checkpoint | null][];
  nextSeq: number;
}

/** Not yet confirmed by the server, so re-applied on top of the mirror (a refusal is already in the server's copy). */
const UNCONFIRMED: ReadonlySet<OutboxState> = new Set(['pending', 'inflight', 'failed']);

/**
 * In-memory LocalStorePort with the semantics the Dexie adapter must have: FIFO per entity, a failed head blocks
 * its entity and a refused one does not, the mirror never goes back in server time, pending changes are re-applied
 * on top of it (rebase), and every method is one atomic step. Returned entries are copies, as IndexedDB's are.
 */
export class MemoryLocalStore implements LocalStorePort {
  private readonly documents = new Map<string, RemoteDocument<Transport>>();
  /** Pulled notifications as received (the Dexie store parses them; here only their presence matters). */
  private readonly notificationDocs = new Map<string, RemoteDocument<unknown>>();
  /** Pulled patient records as received (the Dexie store's renaming is tested against the Dexie store). */
  private readonly patientDocs = new Map<string, RemoteDocument<unknown>>();
  private outbox: OutboxEntry[] = [];
  private readonly checkpoints = new Map<PulledCollection, Checkpoint | null>();
  private nextSeq = 1;

  static restore(snapshot: LocalSnapshot): MemoryLocalStore {
    const store = new MemoryLocalStore();
    const copy = structuredClone(snapshot);
    for (const doc of copy.documents) store.documents.set(doc.id, doc);
    for (const doc of copy.notifications) store.notificationDocs.set(doc.id, doc);
    store.outbox = copy.outbox;
    for (const [collection, checkpoint] of copy.checkpoints)
      store.checkpoints.set(collection, checkpoint);
    store.nextSeq = copy.nextSeq;
    return store;
  }

  snapshot(): LocalSnapshot {
    return structuredClone({
      documents: [...this.documents.values()],
      notifications: [...this.notificationDocs.values()],
      outbox: this.outbox,
      checkpoints: [...this.checkpoints.entries()],
      nextSeq: this.nextSeq,
    });
  }

  // ─── What the UI does (not part of LocalStorePort) ───────────────────────────────────────────────────────

  async enqueue(op: RemoteOperation, now: number): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      seq: this.nextSeq,
      opId: op.opId,
      entityKey: entityKeyOf(op),
      op: structuredClone(op),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      lastError: null,
      refusal: null,
    };
    this.nextSeq += 1;
    this.outbox.push(entry);
    return structuredClone(entry);
  }

  /** What the device shows: the server's last known state with unconfirmed operations on top. */
  view(transportId: string): Transport | null {
    const unconfirmed = this.outbox.filter(
      (entry) => UNCONFIRMED.has(entry.state) && entry.entityKey === `transport:${transportId}`,
    );
    const ops = unconfirmed.flatMap((entry) => (isTransportOperation(entry.op) ? [entry.op] : []));
    const tapTimes = new Map(unconfirmed.map((entry) => [entry.opId, entry.createdAt]));
    const server = this.documents.get(transportId)?.data ?? null;
    const deviceTimeOf = (op: TransportOperation) => tapTimes.get(op.opId) ?? 0;
    return structuredClone(rebase(server, ops, deviceTimeOf));
  }

  mirror(transportId: string): RemoteDocument<Transport> | null {
    return structuredClone(this.documents.get(transportId) ?? null);
  }

  mirrorIds(): string[] {
    return [...this.documents.keys()];
  }

  patientIds(): string[] {
    return [...this.patientDocs.keys()];
  }

  notificationIds(): string[] {
    return [...this.notificationDocs.keys()];
  }

  notification(id: string): RemoteDocument<unknown> | null {
    return structuredClone(this.notificationDocs.get(id) ?? null);
  }

  entries(): OutboxEntry[] {
    return structuredClone(this.outbox);
  }

  // ─── LocalStorePort ──────────────────────────────────────────────────────────────────────────────────────

  async drainable(now: number, limit: number): Promise<OutboxEntry[]> {
    const heads = new Map<string, OutboxEntry>();
    for (const entry of this.outbox) {
      if (entry.state !== 'refused' && !heads.has(entry.entityKey))
        heads.set(entry.entityKey, entry);
    }
    const due = [...heads.values()].filter(
      (entry) => entry.state === 'pending' && entry.nextAttemptAt <= now,
    );
    return structuredClone(due.slice(0, limit));
  }

  async markInflight(seq: number): Promise<void> {
    this.modify(seq, (entry) => ({ ...entry, state: 'inflight', attempts: entry.attempts + 1 }));
  }

  async settle(seq: number, answer: PushOutcome): Promise<void> {
    const outcome = this.replayedRefusal(seq, answer) ?? answer;
    if (outcome.document !== null) this.store(outcome.document);
    const settled = this.outbox.find((entry) => entry.seq === seq);
    if (outcome.status === 'refused') {
      this.modify(seq, (entry) => ({ ...entry, state: 'refused', refusal: outcome.refusal }));
    } else {
      this.outbox = this.outbox.filter((entry) => entry.seq !== seq);
    }
    // As the Dexie store does: a ride that left the user's sight goes once nothing of theirs waits on it.
    if (answer.gone && settled?.entityKey.startsWith('transport:')) {
      this.forget(settled.entityKey.slice('transport:'.length));
    }
  }

  async scheduleRetry(seq: number, error: string, nextAttemptAt: number): Promise<void> {
    this.modify(seq, (entry) => ({ ...entry, state: 'pending', lastError: error, nextAttemptAt }));
  }

  async markFailed(seq: number, error: string): Promise<void> {
    this.modify(seq, (entry) => ({ ...entry, state: 'failed', lastError: error }));
  }

  async recoverInflight(): Promise<number> {
    const inflight = this.outbox.filter((entry) => entry.state === 'inflight').length;
    this.outbox = this.outbox.map((entry) =>
      entry.state === 'inflight' ? { ...entry, state: 'pending' } : entry,
    );
    return inflight;
  }

  applyPulled(collection: 'transports', page: Page<Transport>): Promise<void>;
  applyPulled(collection: 'notifications', page: Page<unknown>): Promise<void>;
  applyPulled(collection: 'patients', page: Page<unknown>): Promise<void>;
  async applyPulled(collection: PulledCollection, page: Page<unknown>): Promise<void> {
    // The overloads above tie 'transports' to Page<Transport>; this body only sees the union.
    if (collection === 'transports')
      for (const doc of (page as Page<Transport>).documents) {
        if (doc.removed) this.forget(doc.id);
        else this.store(doc);
      }
    else if (collection === 'patients')
      for (const doc of page.documents) this.patientDocs.set(doc.id, structuredClone(doc));
    else for (const doc of page.documents) this.notificationDocs.set(doc.id, structuredClone(doc));
    const current = this.checkpoints.get(collection) ?? null;
    if (page.checkpoint !== null && isAfterCheckpoint(page.checkpoint, current)) {
      this.checkpoints.set(collection, structuredClone(page.checkpoint));
    }
  }

  async checkpoint(collection: PulledCollection): Promise<Checkpoint | null> {
    return structuredClone(this.checkpoints.get(collection) ?? null);
  }

  async pendingCount(): Promise<number> {
    return this.count('pending') + this.count('inflight');
  }

  async problemCounts(): Promise<{ refused: number; failed: number }> {
    return { refused: this.count('refused'), failed: this.count('failed') };
  }

  /**
   * The remote answers a replay 'duplicate' even when the first attempt was refused; the history entry says how
   * it went, and a refusal must stay a refusal on the device (ARCHITECTURE §5.4), as in the Dexie store.
   */
  private replayedRefusal(seq: number, answer: PushOutcome): PushOutcome | null {
    const entry = this.outbox.find((candidate) => candidate.seq === seq);
    if (answer.status !== 'duplicate' || answer.document === null || entry === undefined)
      return null;
    const recorded = findEntryByOpId(answer.document.data.historique_etats, entry.opId);
    if (recorded === null || recorded.applied) return null;
    const refusal = {
      code: recorded.refusal_code ?? 'not_allowed',
      reason: recorded.refusal_reason ?? '',
    };
    return { status: 'refused', refusal, document: answer.document };
  }

  private count(state: OutboxState): number {
    return this.outbox.filter((entry) => entry.state === state).length;
  }

  private modify(seq: number, change: (entry: OutboxEntry) => OutboxEntry): void {
    this.outbox = this.outbox.map((entry) => (entry.seq === seq ? change(entry) : entry));
  }

  /** Gone from the viewer's sight: the copy goes, unless a tap on it is still unconfirmed (as in the Dexie store). */
  private forget(transportId: string): void {
    const unconfirmed = this.outbox.some(
      (entry) => UNCONFIRMED.has(entry.state) && entry.entityKey === `transport:${transportId}`,
    );
    if (!unconfirmed) this.documents.delete(transportId);
  }

  /** The mirror never moves back in server time: a late push answer must not undo a newer pull. */
  private store(doc: RemoteDocument<Transport>): void {
    const current = this.documents.get(doc.id);
    if (current !== undefined && compareServerTimestamps(doc.syncTs, current.syncTs) < 0) return;
    this.documents.set(doc.id, structuredClone(doc));
  }
}
