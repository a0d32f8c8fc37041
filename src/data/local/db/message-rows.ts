import type { Message } from '@/domain/messages/message';

/**
 * A message on the device (version 2). `pending` (0/1: booleans cannot be indexed) is 1 from the tap until the
 * server's copy replaces it; `refusal` is the server's French reason when it would not take it (the outbox entry
 * stays listed too). Confirmed messages are the server's, immutable.
 */
export type DeviceMessageRow = Message & { pending: 0 | 1; refusal: string | null };

/**
 * The user's read mark of a conversation: the server time of the newest message they have seen. Kept on this device
 * only — it is nobody else's business, and syncing it would cost a write each time a thread is opened; the price is
 * that another device of the same user counts those messages as unread again.
 */
export interface MessageReadRow {
  transport_id: string;
  last_read_at: number;
}

export const MESSAGE_TABLES_V2 = {
  messages: '&id, transport_id, pending',
  messageReads: '&transport_id',
};

/**
 * Version 3: the confirmed messages of a thread in server-time order, so a thread's newest message and its messages
 * after the read mark are index ranges — the unread counts cost per thread, not per message on the device. A
 * pending message (created_at null, not a valid key) is left out of this index, as it never counts as unread.
 */
export const MESSAGE_TABLES_V3 = {
  messages: '&id, transport_id, pending, [transport_id+created_at]',
};
