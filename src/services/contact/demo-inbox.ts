import { ContactQuotaRefusal } from '@/domain/contact/contact-refusal';
import { nextContactQuota, readContactQuota } from '@/domain/contact/contact-quota';
import { DEMO_INBOX_KEY } from '@/domain/contact/demo-inbox-key';
import type { QueuedContactMessage } from './contact-channel';

/** Where the demo keeps this browser's contact quota (the visitor has no account: one counter per browser). */
export const DEMO_CONTACT_QUOTA_KEY = 'transport-sanitaire:contactQuota';

const readJson = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

/** Files one message in this browser's demo inbox at `now`, under the quota; a resend of a stored one is a no-op. */
export function fileInDemoInbox(message: QueuedContactMessage, now: number): void {
  const inbox = readJson<QueuedContactMessage[]>(DEMO_INBOX_KEY, []);
  if (inbox.some((known) => known.id === message.id)) return;
  const stored = readJson<Record<string, unknown> | null>(DEMO_CONTACT_QUOTA_KEY, null);
  const decision = nextContactQuota(readContactQuota(stored ?? undefined), now);
  if (!decision.ok) throw new ContactQuotaRefusal(decision.reason);
  inbox.push(message);
  localStorage.setItem(DEMO_INBOX_KEY, JSON.stringify(inbox));
  const { last, windowStart, count } = decision.next;
  localStorage.setItem(
    DEMO_CONTACT_QUOTA_KEY,
    JSON.stringify({ last, window_start: windowStart, count }),
  );
}
