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

/** Sends what is queued, oldest first; stops at the first failure. Returns how many left the device. */
export async function flushContactOutbox({ channel, isOnline }: ContactOutboxDeps): Promise<number> {
  let sent = 0;
  while (isOnline()) {
    const [next, ...rest] = read();
    if (!next) break;
    try {
      await channel.send(next);
    } catch {
      break;
    }
    write(rest);
    sent += 1;
  }
  return sent;
}

/** Queues the message on the device first (never lost), then tries to send it: « sent » or « queued ». */
export async function submitContactMessage(
  message: ContactMessage,
  deps: ContactOutboxDeps,
): Promise<'sent' | 'queued'> {
  write([...read(), { ...message, id: deps.newId(), writtenAt: deps.now() }]);
  await flushContactOutbox(deps);
  return pendingContactMessages() === 0 ? 'sent' : 'queued';
}
