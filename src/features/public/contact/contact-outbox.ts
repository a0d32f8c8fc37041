import { ContactQuotaRefusal } from '@/domain/contact/contact-refusal';
import type { ContactMessage } from '@/domain/contact/contact-message';
import type { ContactChannel, QueuedContactMessage } from '@/services/contact/contact-channel';
import { readPreference, writePreference, PREFERENCE_KEYS } from '@/services/local-preferences';

export interface ContactOutboxDeps {
  channel: ContactChannel;
  isOnline: () => boolean;
  now: () => number;
  newId: () => string;
}

const read = (): QueuedContactMessage[] => {
  try {
    return JSON.parse(readPreference(PREFERENCE_KEYS.contactOutbox) ?? '[]') as QueuedContactMessage[];
  } catch {
    return [];
  }
};
const write = (queue: readonly QueuedContactMessage[]) =>
  writePreference(PREFERENCE_KEYS.contactOutbox, queue.length ? JSON.stringify(queue) : null);

export const pendingContactMessages = () => read().length;

/**
 * Sends what is queued, oldest first; stops at the first failure. A message the quota refuses (issue 21: one a
 * minute, a few a day) leaves the queue — retrying it would be refused again — and `onRefused` hears why.
 * Returns how many were delivered.
 */
export async function flushContactOutbox(
  { channel, isOnline }: ContactOutboxDeps,
  onRefused: (reason: string) => void = () => {},
): Promise<number> {
  let sent = 0;
  while (isOnline()) {
    const [next, ...rest] = read();
    if (!next) break;
    try {
      await channel.send(next);
    } catch (error) {
      if (!(error instanceof ContactQuotaRefusal)) break;
      write(rest);
      onRefused(error.message);
      break;
    }
    write(rest);
    sent += 1;
  }
  return sent;
}

export type ContactSubmission = { status: 'sent' | 'queued' } | { status: 'refused'; reason: string };

/** Queues the message on the device first (never lost), then tries to send it: sent, queued, or refused. */
export async function submitContactMessage(
  message: ContactMessage,
  deps: ContactOutboxDeps,
): Promise<ContactSubmission> {
  write([...read(), { ...message, id: deps.newId(), writtenAt: deps.now() }]);
  let refused: string | null = null;
  await flushContactOutbox(deps, (reason) => {
    refused = reason;
  });
  if (refused !== null) return { status: 'refused', reason: refused };
  return { status: pendingContactMessages() === 0 ? 'sent' : 'queued' };
}
