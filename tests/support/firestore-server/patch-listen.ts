import type {
  ListenRequest,
  Target,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import {
  ListenResponse,
  TargetChangeTargetChangeType as ChangeType,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { status, type Server, type ServerDuplexStream } from '@grpc/grpc-js';
import { microsToTimestamp, type Micros, type MonotonicClock } from './clock';
import { toDocumentObject, type DocumentStore, type StoredDocument } from './documents';
import { FirestoreRpcError } from './errors';
import { replaceHandler } from './grpc-server';
import { runQuery } from './query';

type ListenResponseObject = Parameters<typeof ListenResponse.fromObject>[0];

interface ActiveTarget {
  id: number;
  evaluate: () => StoredDocument[];
  /** What the client was last told: document name → update time. */
  sent: Map<string, Micros>;
}

function evaluatorOf(store: DocumentStore, target: Target): () => StoredDocument[] {
  if (target.has_documents) {
    const names = target.documents.documents;
    return () =>
      names.map((name) => store.read(name)).filter((doc): doc is StoredDocument => doc !== null);
  }
  if (target.has_query) {
    const { parent, structured_query: query } = target.query;
    return () => runQuery(store, parent, query);
  }
  throw new FirestoreRpcError(status.INVALID_ARGUMENT, 'Unsupported listen target');
}

/**
 * One `Listen` stream carrying any number of targets (the package answers only the first).
 * Per target: ADD, matching documents, CURRENT; then, after each batch of state changes, only
 * the differences (changed, removed or deleted documents). Every step ends with a global
 * NO_CHANGE carrying a read time: the SDK raises snapshots only on that consistency marker.
 */
class ListenSession {
  private readonly targets = new Map<number, ActiveTarget>();
  private readonly unsubscribe: () => void;
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly call: ServerDuplexStream<ListenRequest, ListenResponse>,
    private readonly store: DocumentStore,
    private readonly clock: MonotonicClock,
  ) {
    this.unsubscribe = store.subscribe(() => this.schedule());
    call.on('data', (request: ListenRequest) => this.onRequest(request));
    call.on('end', () => {
      this.close();
      call.end();
    });
    call.on('cancelled', () => this.close());
    call.on('error', () => this.close());
  }

  private onRequest(request: ListenRequest): void {
    const readTime = this.clock.next();
    if (request.has_add_target) this.addTarget(request.add_target, readTime);
    if (request.has_remove_target) this.removeTarget(request.remove_target);
    this.sendGlobalSnapshot(readTime);
  }

  private addTarget(target: Target, readTime: Micros): void {
    const id = target.target_id;
    let evaluate: () => StoredDocument[];
    try {
      evaluate = evaluatorOf(this.store, target);
      evaluate();
    } catch (error) {
      this.rejectTarget(id, error);
      return;
    }
    const active: ActiveTarget = { id, evaluate, sent: new Map() };
    this.targets.set(id, active);
    this.send({ target_change: { target_change_type: ChangeType.ADD, target_ids: [id] } });
    // A resumed target would expect only what changed since its token; we keep no history, so
    // we reset it and resend its whole current state.
    if (target.has_resume_token || target.has_read_time)
      this.send({ target_change: { target_change_type: ChangeType.RESET, target_ids: [id] } });
    this.sync(active, readTime);
    this.send({
      target_change: {
        target_change_type: ChangeType.CURRENT,
        target_ids: [id],
        resume_token: new TextEncoder().encode(String(readTime)),
        read_time: microsToTimestamp(readTime),
      },
    });
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.send({ target_change: { target_change_type: ChangeType.REMOVE, target_ids: [id] } });
  }

  /** REMOVE with a cause is how Firestore reports a failed listen; the SDK surfaces it. */
  private rejectTarget(id: number, error: unknown): void {
    this.targets.delete(id);
    if (!(error instanceof FirestoreRpcError))
      console.error('[firestore-test-server] listen target failed', error);
    const code = error instanceof FirestoreRpcError ? error.code : status.INTERNAL;
    const message = error instanceof Error ? error.message : String(error);
    this.send({
      target_change: {
        target_change_type: ChangeType.REMOVE,
        target_ids: [id],
        cause: { code, message },
      },
    });
  }

  /** Sends the difference between what the client knows and the target's current result. */
  private sync(target: ActiveTarget, readTime: Micros): boolean {
    const next = new Map(target.evaluate().map((doc) => [doc.name, doc]));
    let changed = false;
    for (const [name, doc] of next) {
      if (target.sent.get(name) === doc.updateTime) continue;
      changed = true;
      this.send({
        document_change: { document: toDocumentObject(doc), target_ids: [target.id] },
      });
    }
    for (const name of target.sent.keys()) {
      if (next.has(name)) continue;
      changed = true;
      const change = { document: name, removed_target_ids: [target.id] };
      const read_time = microsToTimestamp(readTime);
      this.send(
        this.store.read(name) === null
          ? { document_delete: { ...change, read_time } }
          : { document_remove: { ...change, read_time } },
      );
    }
    target.sent = new Map([...next].map(([name, doc]) => [name, doc.updateTime]));
    return changed;
  }

  /** Coalesces the events of one commit (applied synchronously) into one snapshot. */
  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.closed) return;
      const readTime = this.clock.next();
      let changed = false;
      for (const target of [...this.targets.values()]) {
        try {
          changed = this.sync(target, readTime) || changed;
        } catch (error) {
          this.rejectTarget(target.id, error);
        }
      }
      if (changed) this.sendGlobalSnapshot(readTime);
    });
  }

  private sendGlobalSnapshot(readTime: Micros): void {
    this.send({
      target_change: {
        target_change_type: ChangeType.NO_CHANGE,
        target_ids: [],
        read_time: microsToTimestamp(readTime),
      },
    });
  }

  private send(response: ListenResponseObject): void {
    if (this.closed || this.call.cancelled) return;
    this.call.write(ListenResponse.fromObject(response));
  }

  private close(): void {
    this.closed = true;
    this.targets.clear();
    this.unsubscribe();
  }
}

export function patchListen(server: Server, store: DocumentStore, clock: MonotonicClock): void {
  replaceHandler(
    server,
    'Listen',
    (call: ServerDuplexStream<ListenRequest, ListenResponse>) =>
      void new ListenSession(call, store, clock),
  );
}
