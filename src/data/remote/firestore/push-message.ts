import { getDocFromServer, runTransaction, type Firestore } from 'firebase/firestore';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import { decideMessageSend, type MessageDecision } from '@/domain/messages/message-decision';
import type { Message } from '@/domain/messages/message';
import type { MessageSendOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { encodeMessage, messageRef, readMessage } from './message-codec';
import { permissionDenied, toRemoteError } from './remote-errors';
import { readTransport, syncTsOf, transportRef } from './transport-codec';

/** The ride as the viewer may read it; null when it does not exist or the rules hide it (a stranger to it). */
async function readRide(get: () => Promise<{ exists(): boolean; id: string; data(): unknown }>) {
  try {
    const snapshot = await get();
    return snapshot.exists() ? readTransport(snapshot.id, snapshot.data() as object) : null;
  } catch (error) {
    if (toRemoteError(error).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * One message send in ONE Firestore transaction: read the message's id (a replay finds it) and the ride, let the
 * domain decide (decideMessageSend, what firestore.rules enforce), create the message when applied. The stored
 * message is then read back for its server time, which the transaction does not return.
 */
export async function pushMessage(
  ctx: { db: Firestore; clock: Clock },
  op: MessageSendOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  const ref = messageRef(ctx.db, op.message.id);
  const decision: MessageDecision = await runTransaction(ctx.db, async (tx) => {
    const storedSnapshot = await tx.get(ref);
    const stored = storedSnapshot.exists() ? readMessage(ref.id, storedSnapshot.data()) : null;
    const ride: Transport | null = await readRide(() =>
      tx.get(transportRef(ctx.db, op.message.transport_id)),
    );
    const decided = decideMessageSend(ride, stored, op.message, viewer, ctx.clock.now());
    if (decided.outcome === 'applied') tx.set(ref, encodeMessage(decided.message));
    return decided;
  });
  switch (decision.outcome) {
    case 'forbidden':
      throw permissionDenied(decision.reason);
    case 'refused':
      return { status: 'refused', refusal: decision.refusal, document: null };
    default: {
      const snapshot = await getDocFromServer(ref);
      const raw = snapshot.data();
      const message = raw === undefined ? null : readMessage(ref.id, raw);
      const syncTs = raw === undefined ? null : syncTsOf(raw);
      const document: RemoteDocument<Message> | null =
        message && syncTs ? { id: ref.id, data: message, syncTs } : null;
      return { status: decision.outcome, document: null, message: document };
    }
  }
}
