import type { PrescriptionScan } from '@/domain/transport/prescription-scan';
import type { RideSignature } from '@/domain/transport/ride-signature';
import type { Message } from '@/domain/messages/message';
import { newlyAssigned } from '@/domain/messages/thread-backfill';
import { rememberReassigned, ridesAssignedAway } from '@/domain/transport/reassigned-away';
import {
  entityKeyOf,
  type Checkpoint,
  type LocalStorePort,
  type WatchedCounts,
  type OutboxEntry,
  type OutboxState,
  type Page,
  type PulledCollection,
  type PushOutcome,
  type RemoteDocument,
  type RemoteOperation,
  type Unsubscribe,
} from '@/data/ports';
import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import type { Notification } from '@/domain/notification/notification';
import {
  outcomeFromHistory,
  rebasedView,
  reconcilePulledNotification,
  reconcilePulledTransport,
  serverStateOf,
  settledServerState,
  type ServerState,
} from '@/data/local/store/reconcile';
import { patientOfOperation } from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import {
  isTransportOperation,
  notificationEntityKey,
  prerequisiteOf,
  transportEntityKey,
  type TransportOperation,
} from '@/domain/sync/operation';
import { isAfterCheckpoint, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * The server's last known state of a ride. `syncTs` is null for a state the device estimated from a confirmation
 * that came without a document (the operation folded into the previous state): any pulled document replaces it.
 */
export interface ServerCopy {
  id: string;
  data: Transport;
  syncTs: ServerTimestamp | null;
}

/** Everything a reload keeps: what IndexedDB would still hold. */
export interface LocalSnapshot {
  documents: ServerCopy[];
  notifications: RemoteDocument<Notification>[];
  patients: Patient[];
  outbox: OutboxEntry[];
  checkpoints: [PulledCollection, Checkpoint | null][];
  nextSeq: number;
}

/** Not yet confirmed by the server, so re-applied on top of the mirror (a refusal is already in the server's copy). */
const UNCONFIRMED: ReadonlySet<OutboxState> = new Set(['pending', 'inflight', 'failed']);

type TransportCreate = Extract<TransportOperation, { kind: 'transport.create' }>;

/**
 * In-memory LocalStorePort with the semantics of the Dexie store, proven by the same contract suite
 * (memory-local-store.contract.test.ts): FIFO per entity, a failed head blocks its entity and a refused one does
 * not, a request waits for the creation of a patient made here, late calls about a settled entry change nothing,
 * the mirror never goes back in server time, pending changes are re-applied on top of it (rebase), and every method
 * is one atomic step. Returned entries are copies, as IndexedDB's are.
 */
export class MemoryLocalStore implements LocalStorePort {
  private readonly documents = new Map<string, ServerCopy>();
  /** Pulled notifications, parsed; a pending « lu » keeps `read` true. */
  private readonly notificationDocs = new Map<string, RemoteDocument<Notification>>();
  private readonly patients = new Map<string, Patient>();
  private outbox: OutboxEntry[] = [];
  private readonly checkpoints = new Map<PulledCollection, Checkpoint | null>();
  private nextSeq = 1;
  private reassignedAway: string[] = [];
  private readonly countListeners = new Set<(counts: WatchedCounts) => void>();
  private nextRetryAt: number | null = null;

  static restore(snapshot: LocalSnapshot): MemoryLocalStore {
    const store = new MemoryLocalStore();
    const copy = structuredClone(snapshot);
    for (const doc of copy.documents) store.documents.set(doc.id, doc);
    for (const doc of copy.notifications) store.notificationDocs.set(doc.id, doc);
    for (const patient of copy.patients) store.patients.set(patient.id, patient);
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
      patients: [...this.patients.values()],
      outbox: this.outbox,
      checkpoints: [...this.checkpoints.entries()],
      nextSeq: this.nextSeq,
    });
  }

  // ─── What the UI does (not part of LocalStorePort) ───────────────────────────────────────────────────────

  /** Records a tap with what it shows at once: a « lu », a patient created here, a request naming its number. */
  async enqueue(input: RemoteOperation, now: number): Promise<OutboxEntry> {
    const op = input.kind === 'transport.create' ? this.withCurrentPatientId(input) : input;
    if (op.kind === 'notification.read') this.markShownRead(op.notificationId);
    if (op.kind === 'patient.create') {
      const parsed = patientOfOperation(op);
      if (parsed.ok) this.patients.set(parsed.value.id, parsed.value);
    }
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
    this.countsChanged();
    return structuredClone(entry);
  }

  /** What the device shows: the server's last known state with unconfirmed operations on top. */
  view(transportId: string): Transport | null {
    const server = this.documents.get(transportId)?.data ?? null;
    const rebased = rebasedView(server, this.unconfirmed(transportEntityKey(transportId)));
    return structuredClone(rebased?.view ?? null);
  }

  mirror(transportId: string): ServerCopy | null {
    return structuredClone(this.documents.get(transportId) ?? null);
  }

  mirrorIds(): string[] {
    return [...this.documents.keys()];
  }

  patientIds(): string[] {
    return [...this.patients.keys()];
  }

  patient(id: string): Patient | null {
    return structuredClone(this.patients.get(id) ?? null);
  }

  notificationIds(): string[] {
    return [...this.notificationDocs.keys()];
  }

  notification(id: string): RemoteDocument<Notification> | null {
    return structuredClone(this.notificationDocs.get(id) ?? null);
  }

  /** Whether the notification is shown read; null when none is stored under that id. */
  notificationRead(id: string): boolean | null {
    return this.notificationDocs.get(id)?.data.read ?? null;
  }

  entries(): OutboxEntry[] {
    return structuredClone(this.outbox);
  }

  // ─── LocalStorePort ──────────────────────────────────────────────────────────────────────────────────────

  /** As the device store does (forget-organisation.ts): mirror, records, notifications, checkpoints, outbox. */
  async forgetOrganisation(): Promise<void> {
    this.documents.clear();
    this.notificationDocs.clear();
    this.patients.clear();
    this.outbox = [];
    this.checkpoints.clear();
    this.scans.clear();
    this.signatures.clear();
    this.nextRetryAt = null;
    this.countsChanged();
  }

  /** As the device store does (rides-assigned-away.ts): the driver's rides that left, unless a tap waits on one. */
  async dropRidesAssignedAway(
    driverUid: string,
    stillAssigned: readonly string[],
  ): Promise<string[]> {
    const held = [...this.documents.keys()].flatMap((id) => this.view(id) ?? []);
    const away = ridesAssignedAway(held, driverUid, new Set(stillAssigned));
    const dropped = away.filter((id) => this.unconfirmed(transportEntityKey(id)).length === 0);
    for (const id of dropped) this.documents.delete(id);
    this.reassignedAway = rememberReassigned(this.reassignedAway, dropped);
    return dropped;
  }

  private assignedSeen: string[] | null = null;

  /** Issue 22: scans waiting for their upload, by ride, in the order they were kept. */
  readonly scans = new Map<string, PrescriptionScan>();

  async keepScan(scan: PrescriptionScan): Promise<void> {
    this.scans.delete(scan.transportId);
    this.scans.set(scan.transportId, scan);
  }

  async pendingScans(): Promise<PrescriptionScan[]> {
    return [...this.scans.values()];
  }

  async scanSent(transportId: string): Promise<void> {
    this.scans.delete(transportId);
  }

  /** Issue 23 item 4: signatures waiting for their upload, by ride, in the order they were kept. */
  readonly signatures = new Map<string, RideSignature>();

  async keepSignature(signature: RideSignature): Promise<void> {
    this.signatures.delete(signature.transportId);
    this.signatures.set(signature.transportId, signature);
  }

  async pendingSignatures(): Promise<RideSignature[]> {
    return [...this.signatures.values()];
  }

  async signatureSent(transportId: string): Promise<void> {
    this.signatures.delete(transportId);
  }

  async noteAssignedRides(assigned: readonly string[]): Promise<boolean> {
    const fresh = newlyAssigned(this.assignedSeen, assigned);
    if (fresh.length > 0) this.checkpoints.delete('messages');
    this.assignedSeen = [...new Set(assigned)];
    return fresh.length > 0;
  }

  /** The rides this device dropped as reassigned to another chauffeur (the ride screen's notice). */
  reassignedAwayIds(): string[] {
    return [...this.reassignedAway];
  }

  async drainable(now: number, limit: number): Promise<OutboxEntry[]> {
    const seen = new Set<string>();
    const heads: OutboxEntry[] = [];
    // One creation per batch: creations share counters (as the Dexie store, drainable.ts).
    let creationTaken = false;
    for (const entry of this.outbox) {
      if (heads.length >= limit) break;
      if (entry.state === 'refused' || seen.has(entry.entityKey)) continue;
      seen.add(entry.entityKey);
      // A request for a patient created here waits until that creation has settled (queued first, so seen).
      const prerequisite = prerequisiteOf(entry.op);
      if (prerequisite !== null && seen.has(prerequisite)) continue;
      if (entry.state !== 'pending' || entry.nextAttemptAt > now) continue;
      if (entry.op.kind === 'transport.create') {
        if (creationTaken) continue;
        creationTaken = true;
      }
      heads.push(entry);
    }
    return structuredClone(heads);
  }

  async knownServerRide(transportId: string): Promise<Transport | null> {
    return this.mirror(transportId)?.data ?? null;
  }

  async markInflight(seqs: readonly number[]): Promise<void> {
    for (const seq of seqs) {
      this.transition(seq, ['pending'], (entry) => ({
        ...entry,
        state: 'inflight',
        attempts: entry.attempts + 1,
      }));
    }
  }

  async settle(seq: number, answer: PushOutcome): Promise<void> {
    const entry = this.outbox.find((candidate) => candidate.seq === seq) ?? null;
    if (entry?.op.kind === 'patient.create') {
      this.record(entry, answer);
      if (answer.patient) this.adoptNumberedPatient(entry.op.patientId, answer.patient);
      return;
    }
    const op = entry !== null && isTransportOperation(entry.op) ? entry.op : null;
    const outcome = op === null ? answer : outcomeFromHistory(op, answer);
    if (entry !== null) this.record(entry, outcome);
    const transportId = op?.transportId ?? outcome.document?.id;
    if (transportId === undefined) return;
    const next = settledServerState({
      stored: this.serverState(transportId),
      settled: entry !== null && op !== null ? { op, tappedAt: entry.createdAt } : null,
      outcome,
      leftSight:
        answer.gone === true && this.unconfirmed(transportEntityKey(transportId)).length === 0,
    });
    // A ride that left the user's sight goes once nothing of theirs waits on it; the refusal stays listed.
    if (next === 'delete') this.documents.delete(transportId);
    else this.keepServerState(transportId, next);
  }

  async scheduleRetry(seq: number, error: string, nextAttemptAt: number): Promise<void> {
    this.transition(seq, ['inflight', 'pending'], (entry) => ({
      ...entry,
      state: 'pending',
      lastError: error,
      nextAttemptAt,
    }));
  }

  async markFailed(seq: number, error: string): Promise<void> {
    this.transition(seq, ['inflight', 'pending'], (entry) => ({
      ...entry,
      state: 'failed',
      lastError: error,
    }));
  }

  async recoverInflight(): Promise<number> {
    const inflight = this.outbox.filter((entry) => entry.state === 'inflight').length;
    this.outbox = this.outbox.map((entry) =>
      entry.state === 'inflight' ? { ...entry, state: 'pending' } : entry,
    );
    this.countsChanged();
    return inflight;
  }

  /** Pulled conversation messages by id (a second copy replaces the first), with their own checkpoint. */
  private readonly pulledMessages = new Map<string, Message>();

  async applyPulledMessages(page: Page<Message>): Promise<void> {
    for (const doc of page.documents) {
      if (doc.removed) this.pulledMessages.delete(doc.id);
      else if (doc.data) this.pulledMessages.set(doc.id, structuredClone(doc.data));
    }
    const current = this.checkpoints.get('messages') ?? null;
    if (page.checkpoint !== null && isAfterCheckpoint(page.checkpoint, current)) {
      this.checkpoints.set('messages', structuredClone(page.checkpoint));
    }
  }

  /** The texts of the messages held for one ride, by id order (test inspection). */
  messageTexts(transportId: string): string[] {
    return [...this.pulledMessages.values()]
      .filter((message) => message.transport_id === transportId)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((message) => message.text);
  }

  applyPulled(collection: 'transports', page: Page<Transport>): Promise<void>;
  applyPulled(collection: 'notifications', page: Page<unknown>): Promise<void>;
  applyPulled(collection: 'patients', page: Page<Patient>): Promise<void>;
  async applyPulled(collection: PulledCollection, page: Page<unknown>): Promise<void> {
    // The overloads above tie each collection to its page type; this body only sees the union.
    if (collection === 'transports') this.storeTransports(page as Page<Transport>);
    else if (collection === 'patients') this.storePatients(page as Page<Patient>);
    else this.storeNotifications(page);
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

  async announceRetry(at: number | null): Promise<void> {
    if (this.nextRetryAt === at) return;
    this.nextRetryAt = at;
    this.countsChanged();
  }

  watchCounts(listener: (counts: WatchedCounts) => void): Unsubscribe {
    this.countListeners.add(listener);
    this.emitCounts(listener);
    return () => {
      this.countListeners.delete(listener);
    };
  }

  // ─── Inside ──────────────────────────────────────────────────────────────────────────────────────────────

  /** A refusal is kept (and shown) until the user acknowledges it; anything else leaves the outbox. */
  private record(entry: OutboxEntry, outcome: PushOutcome): void {
    if (outcome.status === 'refused') {
      const { refusal } = outcome;
      this.modify(entry.seq, (kept) => ({
        ...kept,
        state: 'refused',
        refusal,
        lastError: refusal.reason,
      }));
    } else {
      this.outbox = this.outbox.filter((kept) => kept.seq !== entry.seq);
      this.countsChanged();
    }
  }

  private storeTransports(page: Page<Transport>): void {
    for (const doc of page.documents) {
      const entries = this.unconfirmed(transportEntityKey(doc.id));
      const next = reconcilePulledTransport(this.serverState(doc.id), doc, entries);
      if (next.kind === 'delete') this.documents.delete(doc.id);
      else if (next.kind === 'store') this.keepServerState(doc.id, next.state);
    }
  }

  /** Parsed on the way in (a malformed one is logged and skipped); a pending or earlier « lu » stays lu. */
  private storeNotifications(page: Page<unknown>): void {
    for (const doc of page.documents) {
      const readHere =
        this.unconfirmed(notificationEntityKey(doc.id)).length > 0 ||
        this.notificationDocs.get(doc.id)?.data.read === true;
      const data = reconcilePulledNotification(doc, readHere);
      if (data !== null)
        this.notificationDocs.set(doc.id, { id: doc.id, data, syncTs: { ...doc.syncTs } });
    }
  }

  /** Records in sight; a record the server numbered replaces this device's copy under its old id (local_id). */
  private storePatients(page: Page<Patient>): void {
    for (const doc of page.documents) {
      if (doc.removed) {
        this.patients.delete(doc.id);
        continue;
      }
      const localId = doc.data.local_id;
      if (localId !== null && localId !== doc.id) this.patients.delete(localId);
      this.patients.set(doc.id, structuredClone({ ...doc.data, id: doc.id }));
    }
  }

  /** The patient created here is numbered: its record and the requests still waiting for it take the number. */
  private adoptNumberedPatient(localId: string, stored: RemoteDocument<Patient>): void {
    this.patients.set(stored.id, structuredClone({ ...stored.data, id: stored.id }));
    if (stored.id === localId) return;
    this.patients.delete(localId);
    this.outbox = this.outbox.map((entry) =>
      UNCONFIRMED.has(entry.state) &&
      entry.op.kind === 'transport.create' &&
      entry.op.transport.patient_id === localId
        ? {
            ...entry,
            op: { ...entry.op, transport: { ...entry.op.transport, patient_id: stored.id } },
          }
        : entry,
    );
  }

  /** A request naming a device patient id the server has numbered meanwhile names the number. */
  private withCurrentPatientId(op: TransportCreate): TransportCreate {
    const named = op.transport.patient_id;
    if (typeof named !== 'string' || !isFallbackPatientId(named) || this.patients.has(named))
      return op;
    const renamed = [...this.patients.values()].find((patient) => patient.local_id === named);
    return renamed ? { ...op, transport: { ...op.transport, patient_id: renamed.id } } : op;
  }

  private markShownRead(notificationId: string): void {
    const stored = this.notificationDocs.get(notificationId);
    if (stored)
      this.notificationDocs.set(notificationId, {
        ...stored,
        data: { ...stored.data, read: true },
      });
  }

  private unconfirmed(entityKey: string): OutboxEntry[] {
    return this.outbox.filter(
      (entry) => UNCONFIRMED.has(entry.state) && entry.entityKey === entityKey,
    );
  }

  private count(state: OutboxState): number {
    return this.outbox.filter((entry) => entry.state === state).length;
  }

  private modify(seq: number, change: (entry: OutboxEntry) => OutboxEntry): void {
    this.outbox = this.outbox.map((entry) => (entry.seq === seq ? change(entry) : entry));
    this.countsChanged();
  }

  /** As Dexie's liveQuery does, after the write and never inside it: every watcher (every tab) hears the counts. */
  private countsChanged(): void {
    for (const listener of this.countListeners) this.emitCounts(listener);
  }

  private emitCounts(listener: (counts: WatchedCounts) => void): void {
    queueMicrotask(() => {
      if (!this.countListeners.has(listener)) return;
      const pending = this.count('pending') + this.count('inflight');
      const { nextRetryAt } = this;
      listener({
        pending,
        refused: this.count('refused'),
        failed: this.count('failed'),
        nextRetryAt,
      });
    });
  }

  /** Only from the states given: a late call about an entry settled, refused or retried meanwhile changes nothing. */
  private transition(
    seq: number,
    from: readonly OutboxState[],
    change: (entry: OutboxEntry) => OutboxEntry,
  ): void {
    this.modify(seq, (entry) => (from.includes(entry.state) ? change(entry) : entry));
  }

  /** The mirror of a ride as the reconcile module reads it. */
  private serverState(id: string): ServerState {
    const copy = this.documents.get(id);
    return serverStateOf(copy && { server: copy.data, serverSyncTs: copy.syncTs });
  }

  private keepServerState(id: string, state: ServerState): void {
    if (state.server === null) return;
    this.documents.set(id, structuredClone({ id, data: state.server, syncTs: state.serverSyncTs }));
  }
}
