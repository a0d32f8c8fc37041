import type { AppDb } from '@/data/local/db/app-db';
import type { DeviceMessageRow } from '@/data/local/db/message-rows';
import type { Page, PushOutcome } from '@/data/ports';
import type { Message } from '@/domain/messages/message';
import type { MessageSendOperation } from '@/domain/sync/operation';

const confirmed = (message: Message): DeviceMessageRow => ({
  ...message,
  pending: 0,
  refusal: null,
});

/** The tap: the message is on the device, « en attente », in the same transaction as its outbox entry. */
export async function writeLocalMessage(db: AppDb, op: MessageSendOperation): Promise<void> {
  await db.messages.put({ ...op.message, created_at: null, pending: 1, refusal: null });
}

/**
 * The server's answer: its copy (with the server time) replaces the pending one — same id, so it is shown once;
 * a refusal stays on the message, with its reason, as not sent.
 */
export async function settleMessage(
  db: AppDb,
  op: MessageSendOperation | null,
  outcome: PushOutcome,
): Promise<void> {
  if (outcome.message) {
    await db.messages.put(confirmed(outcome.message.data));
    return;
  }
  if (op !== null && outcome.status === 'refused') {
    await db.messages.update(op.message.id, { refusal: outcome.refusal.reason });
  }
}

/** A pulled page: messages are immutable, so the server's copy always wins (it ends a pending one). */
export async function storeMessages(db: AppDb, page: Page<Message>): Promise<void> {
  await db.messages.bulkPut(page.documents.map((document) => confirmed(document.data)));
}
