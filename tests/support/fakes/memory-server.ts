import {
  RemoteError,
  type Checkpoint,
  type Page,
  type PushOutcome,
  type RemoteDocument,
  type RemoteOperation,
  type Unsubscribe,
  type Viewer,
} from '@/data/ports';
import { isNotificationFor } from '@/domain/notification/audience';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import { notificationsForResult } from '@/domain/notification/transport-events';
import type { Clock } from '@/domain/shared/clock';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  compareCheckpoints,
  compareServerTimestamps,
  isAfterCheckpoint,
  millisToServerTimestamp,
  serverTimestampToMillis,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { notificationsForNewPatient } from '@/domain/notification/patient-events';
import { holdsPatientRecords, isPatientVisibleTo } from '@/domain/patient/patient-access';
import {
  needsPatientNumber,
  numberedPatient,
  patientOfOperation,
} from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';
import { mayCreatePatient } from '@/domain/sync/write-permissions';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';

export interface CommitRecord {
  opId: string;
  before: Transport | null;
  after: Transport;
}

interface Watcher {
  viewer: Viewer;
  onChange: () => void;
}

const positionOf = (doc: RemoteDocument<unknown>): Checkpoint => ({ ts: doc.syncTs, id: doc.id });

/** The documents `keep` accepts strictly after the checkpoint, in (syncTs, id) order, `limit` at most. */
function pageOf<T>(
  docs: Iterable<RemoteDocument<T>>,
  keep: (data: T) => boolean,
  from: Checkpoint | null,
  limit: number,
): Page<T> {
  const documents = [...docs]
    .filter((doc) => keep(doc.data) && isAfterCheckpoint(positionOf(doc), from))
    .sort((a, b) => compareCheckpoints(positionOf(a), positionOf(b)))
    .slice(0, limit);
  const last = documents.at(-1);
  return {
    documents: structuredClone(documents),
    checkpoint: last === undefined ? from : positionOf(last),
    hasMore: documents.length === limit,
  };
}

/** Firestore keeps microseconds: two commits in the same millisecond still get increasing times. */
function after(ts: ServerTimestamp): ServerTimestamp {
  const nanoseconds = ts.nanoseconds + 1000;
  return nanoseconds >= 1e9
    ? { seconds: ts.seconds + 1, nanoseconds: nanoseconds - 1e9 }
    : { seconds: ts.seconds, nanoseconds };
}

/** Who an operation claims to act for; the security rules let a user act only as themselves. */
function claimedUid(op: RemoteOperation): string | null {
  if (op.kind === 'transport.status') return op.update.actor.uid;
  if (op.kind === 'transport.edit') return op.actor.uid;
  if (op.kind === 'transport.create' && typeof op.transport.created_by === 'string') {
    return op.transport.created_by;
  }
  return null;
}

/**
 * The server state behind MemoryRemote: one transaction per operation through the domain's
 * applyTransportOperation (the same function the Firestore adapter runs), (syncTs, id) pull order, visibility
 * scoping, and a doorbell per watcher. Every read hands out copies, like a network would.
 */
export class MemoryServer {
  private readonly docs = new Map<string, RemoteDocument<Transport>>();
  /** Written with their transport, same syncTs, as the real adapters do in one transaction. */
  private readonly notificationDocs = new Map<string, RemoteDocument<Notification>>();
  private readonly patientDocs = new Map<string, RemoteDocument<Patient>>();
  private patientCounter = 0;
  private readonly watchers = new Set<Watcher>();
  private lastTs: ServerTimestamp = { seconds: 0, nanoseconds: 0 };
  readonly commits: CommitRecord[] = [];
  readonly readNotifications = new Set<string>();

  constructor(private readonly clock: Clock) {}

  /** Stores documents as given; with `syncTs` they all share it, as the writes of one server batch do. */
  seed(transports: readonly Transport[], syncTs?: ServerTimestamp): void {
    for (const transport of transports) {
      const ts = syncTs ?? this.nextTs();
      if (compareServerTimestamps(ts, this.lastTs) > 0) this.lastTs = ts;
      this.docs.set(transport.id, {
        id: transport.id,
        data: structuredClone(transport),
        syncTs: ts,
      });
    }
  }

  commit(op: RemoteOperation, viewer: Viewer): PushOutcome {
    const uid = claimedUid(op);
    if (uid !== null && uid !== viewer.uid) {
      throw new RemoteError(
        'permission-denied',
        'Vous ne pouvez pas agir au nom d’un autre utilisateur.',
      );
    }
    if (op.kind === 'notification.read') {
      this.readNotifications.add(op.notificationId);
      const stored = this.notificationDocs.get(op.notificationId);
      if (stored !== undefined && !stored.data.read) {
        const data = { ...stored.data, read: true };
        this.notificationDocs.set(stored.id, { id: stored.id, data, syncTs: this.nextTs() });
      }
      return { status: 'applied', document: null };
    }
    if (op.kind === 'patient.create') return this.createPatient(op, viewer);
    const current = this.docs.get(op.transportId) ?? null;
    const result = applyTransportOperation(current?.data ?? null, op, this.clock.now());
    if (result.outcome === 'duplicate') {
      return { status: 'duplicate', document: current === null ? null : structuredClone(current) };
    }
    const written =
      result.transport !== null && result.transport !== current?.data
        ? this.write(op, current, result)
        : current;
    const document = written === null ? null : structuredClone(written);
    return result.outcome === 'applied'
      ? { status: 'applied', document }
      : { status: 'refused', refusal: result.refusal, document };
  }

  page(viewer: Viewer, from: Checkpoint | null, limit: number): Page<Transport> {
    return pageOf(this.docs.values(), (data) => isVisibleTo(data, viewer), from, limit);
  }

  /** The viewer's unexpired notifications after the checkpoint, in (syncTs, id) order. */
  notificationPage(viewer: Viewer, from: Checkpoint | null, limit: number): Page<Notification> {
    const now = this.clock.now();
    const shown = (data: Notification) =>
      isNotificationFor(data, viewer) && !isNotificationExpired(data, now);
    return pageOf(this.notificationDocs.values(), shown, from, limit);
  }

  /** The viewer's patient records after the checkpoint, in (syncTs, id) order. */
  patientPage(viewer: Viewer, from: Checkpoint | null, limit: number): Page<Patient> {
    if (!holdsPatientRecords(viewer)) return { documents: [], checkpoint: from, hasMore: false };
    return pageOf(
      this.patientDocs.values(),
      (data) => isPatientVisibleTo(data, viewer),
      from,
      limit,
    );
  }

  patients(): RemoteDocument<Patient>[] {
    return structuredClone([...this.patientDocs.values()]);
  }

  /** Numbered from a counter, idempotent by the device's id (local_id), like the real adapters. */
  private createPatient(op: PatientCreateOperation, viewer: Viewer): PushOutcome {
    const parsed = patientOfOperation(op);
    if (!parsed.ok) throw new RemoteError('invalid-argument', 'Patient illisible.');
    const denied = mayCreatePatient(parsed.value, viewer);
    if (denied !== null) throw new RemoteError('permission-denied', denied);
    const known = [...this.patientDocs.values()].find(
      (doc) => doc.id === op.patientId || doc.data.local_id === op.patientId,
    );
    if (known) return { status: 'duplicate', document: null, patient: structuredClone(known) };
    const record = needsPatientNumber(op.patientId)
      ? numberedPatient(parsed.value, (this.patientCounter += 1))
      : parsed.value;
    const doc = { id: record.id, data: record, syncTs: this.nextTs() };
    this.patientDocs.set(doc.id, doc);
    const now = serverTimestampToMillis(doc.syncTs);
    for (const event of notificationsForNewPatient(record, op.opId, now)) {
      this.notificationDocs.set(event.id, {
        id: event.id,
        data: event.notification,
        syncTs: doc.syncTs,
      });
    }
    for (const watcher of this.watchers) {
      if (isPatientVisibleTo(record, watcher.viewer))
        queueMicrotask(() => this.watchers.has(watcher) && watcher.onChange());
    }
    return { status: 'applied', document: null, patient: structuredClone(doc) };
  }

  /** Every stored notification, whoever it is for. */
  notifications(): RemoteDocument<Notification>[] {
    return structuredClone([...this.notificationDocs.values()]);
  }

  watch(viewer: Viewer, onChange: () => void): Unsubscribe {
    const watcher = { viewer, onChange };
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  document(id: string): RemoteDocument<Transport> | null {
    const doc = this.docs.get(id);
    return doc === undefined ? null : structuredClone(doc);
  }

  documents(): RemoteDocument<Transport>[] {
    return structuredClone([...this.docs.values()]);
  }

  visibleTo(viewer: Viewer): RemoteDocument<Transport>[] {
    return this.documents().filter((doc) => isVisibleTo(doc.data, viewer));
  }

  /** How many history entries, over all transports, carry this opId (P1/P2: exactly one). */
  entriesWithOpId(opId: string): number {
    return [...this.docs.values()].reduce(
      (count, doc) =>
        count + doc.data.historique_etats.filter((entry) => entry.op_id === opId).length,
      0,
    );
  }

  history(id: string): HistoryEntry[] {
    return structuredClone(this.docs.get(id)?.data.historique_etats ?? []);
  }

  private write(
    op: TransportOperation,
    before: RemoteDocument<Transport> | null,
    result: ReturnType<typeof applyTransportOperation>,
  ) {
    const data = result.transport!;
    const doc = { id: data.id, data, syncTs: this.nextTs() };
    this.docs.set(doc.id, doc);
    this.commits.push({ opId: op.opId, before: before?.data ?? null, after: data });
    const now = serverTimestampToMillis(doc.syncTs);
    const events = notificationsForResult(before?.data ?? null, result, op, now);
    for (const event of events) {
      // Ids come from the opId: a stored one is kept as it is (and stays read if it was).
      if (this.notificationDocs.has(event.id)) continue;
      this.notificationDocs.set(event.id, {
        id: event.id,
        data: event.notification,
        syncTs: doc.syncTs,
      });
    }
    for (const watcher of this.watchers) {
      const concerned =
        [before?.data, data].some((t) => t && isVisibleTo(t, watcher.viewer)) ||
        events.some((event) => isNotificationFor(event.notification, watcher.viewer));
      if (concerned) queueMicrotask(() => this.watchers.has(watcher) && watcher.onChange());
    }
    return doc;
  }

  private nextTs(): ServerTimestamp {
    const candidate = millisToServerTimestamp(this.clock.now());
    this.lastTs =
      compareServerTimestamps(candidate, this.lastTs) > 0 ? candidate : after(this.lastTs);
    return this.lastTs;
  }
}
