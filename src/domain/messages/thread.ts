import type { Message } from '@/domain/messages/message';

/**
 * A conversation as the device shows it: confirmed messages by server time (then id, the same total order on every
 * device), then those still waiting for the server, in the order they were typed. `pending` is the device's view;
 * the server never stores it.
 */
export interface ThreadMessage extends Message {
  pending: boolean;
}

export function compareThreadMessages(a: ThreadMessage, b: ThreadMessage): number {
  const aPending = a.pending || a.created_at === null;
  const bPending = b.pending || b.created_at === null;
  if (aPending !== bPending) return aPending ? 1 : -1;
  const byTime = aPending
    ? a.device_time - b.device_time
    : (a.created_at as number) - (b.created_at as number);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const orderThread = (messages: readonly ThreadMessage[]): ThreadMessage[] =>
  [...messages].sort(compareThreadMessages);

/**
 * Messages the user has not read: written by the OTHER party (not by their own organisation) and confirmed after the
 * user's last-read mark (server time; none yet: all of them). Pending ones are always the user's own side.
 */
export function unreadCount(
  messages: readonly ThreadMessage[],
  myOrgId: string,
  lastReadAt: number | null,
): number {
  return messages.filter(
    (message) =>
      message.author_org_id !== myOrgId &&
      message.created_at !== null &&
      (lastReadAt === null || message.created_at > lastReadAt),
  ).length;
}

/** The read mark after opening a thread: the newest confirmed message's server time (never moves back). */
export function readMarkAfter(
  messages: readonly ThreadMessage[],
  previous: number | null,
): number | null {
  const newest = Math.max(...messages.map((message) => message.created_at ?? -Infinity));
  if (!Number.isFinite(newest)) return previous;
  return previous === null ? newest : Math.max(previous, newest);
}

export interface ThreadSummary {
  transportId: string;
  last: ThreadMessage;
  count: number;
  unread: number;
}

/** One line per transport with messages, the thread with the newest activity first. */
export function summariseThreads(
  messages: readonly ThreadMessage[],
  myOrgId: string,
  readMarks: ReadonlyMap<string, number>,
): ThreadSummary[] {
  const byTransport = new Map<string, ThreadMessage[]>();
  for (const message of messages) {
    const list = byTransport.get(message.transport_id) ?? [];
    list.push(message);
    byTransport.set(message.transport_id, list);
  }
  const summaries = [...byTransport].map(([transportId, list]) => {
    const ordered = orderThread(list);
    return {
      transportId,
      last: ordered.at(-1) as ThreadMessage,
      count: ordered.length,
      unread: unreadCount(ordered, myOrgId, readMarks.get(transportId) ?? null),
    };
  });
  return newestFirst(summaries);
}

/** Threads with the newest activity first. */
export const newestFirst = <T extends Pick<ThreadSummary, 'last'>>(summaries: T[]): T[] =>
  summaries.sort((a, b) => activityOf(b.last) - activityOf(a.last));

/** When a thread last moved: a pending message counts from its tap, a confirmed one from the server. */
const activityOf = (message: ThreadMessage): number => message.created_at ?? message.device_time;
