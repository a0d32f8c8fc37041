import {
  RemoteError,
  type Checkpoint,
  type Page,
  type PushOutcome,
  type RemoteDocument,
  type Viewer,
} from '@/data/ports';
import type { Message } from '@/domain/messages/message';
import { decideMessageSend } from '@/domain/messages/message-decision';
import { mayReadThread } from '@/domain/messages/message-visibility';
import type { MessageSendOperation } from '@/domain/sync/operation';
import {
  compareCheckpoints,
  isAfterCheckpoint,
  serverTimestampToMillis,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

const positionOf = (doc: RemoteDocument<unknown>): Checkpoint => ({ ts: doc.syncTs, id: doc.id });

/**
 * The messages of MemoryServer: the domain's decideMessageSend around a map, as the real adapters do it. The server
 * hands over the ride as stored and a fresh server time; the decision does the rest.
 */
export class MemoryMessages {
  private readonly docs = new Map<string, RemoteDocument<Message>>();

  send(
    op: MessageSendOperation,
    viewer: Viewer,
    ride: Transport | null,
    syncTs: ServerTimestamp,
  ): { outcome: PushOutcome; wrote: boolean } {
    const stored = this.docs.get(op.message.id) ?? null;
    const decision = decideMessageSend(
      ride,
      stored?.data ?? null,
      op.message,
      viewer,
      serverTimestampToMillis(syncTs),
    );
    switch (decision.outcome) {
      case 'forbidden':
        throw new RemoteError('permission-denied', decision.reason);
      case 'refused':
        return {
          outcome: { status: 'refused', refusal: decision.refusal, document: null },
          wrote: false,
        };
      case 'duplicate':
        return {
          outcome: { status: 'duplicate', document: null, message: structuredClone(stored) },
          wrote: false,
        };
      case 'applied': {
        const document = { id: decision.message.id, data: decision.message, syncTs };
        this.docs.set(document.id, document);
        return {
          outcome: { status: 'applied', document: null, message: structuredClone(document) },
          wrote: true,
        };
      }
    }
  }

  /**
   * The viewer's messages after the checkpoint in (syncTs, id) order: those of the threads the domain lets them read
   * (mayReadThread against the ride as stored; a chauffeur: the rides assigned to them), an admin all.
   */
  page(
    viewer: Viewer,
    from: Checkpoint | null,
    limit: number,
    rideOf: (id: string) => Transport | null,
  ): Page<Message> {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RemoteError(
        'invalid-argument',
        'La taille de page demandée doit être un entier positif.',
      );
    }
    const takesPart = (message: Message) =>
      viewer.role === 'admin' ||
      (viewer.role !== 'patient' && message.party_org_ids.includes(viewer.orgId));
    const mayRead = (message: Message) => {
      if (viewer.role === 'admin') return true;
      const ride = rideOf(message.transport_id);
      return ride !== null && mayReadThread(ride, viewer);
    };
    // As the real servers: the page is cut first, unreadable ones are skipped but move the checkpoint.
    const page = [...this.docs.values()]
      .filter((doc) => takesPart(doc.data) && isAfterCheckpoint(positionOf(doc), from))
      .sort((a, b) => compareCheckpoints(positionOf(a), positionOf(b)))
      .slice(0, limit);
    const last = page.at(-1);
    return {
      documents: structuredClone(page.filter((doc) => mayRead(doc.data))),
      checkpoint: last === undefined ? from : positionOf(last),
      hasMore: page.length === limit,
    };
  }

  /** Whether a watcher of this viewer hears about a new message. */
  concerns(message: Message, viewer: Viewer): boolean {
    return viewer.role === 'admin' || message.party_org_ids.includes(viewer.orgId);
  }

  all(): RemoteDocument<Message>[] {
    return structuredClone([...this.docs.values()]);
  }
}
