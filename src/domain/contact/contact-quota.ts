import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { millisOf as millis } from '@/domain/contact/received-contact';

export { ContactQuotaRefusal } from '@/domain/contact/contact-refusal';

/**
 * Issue 21: the contact form is open to signed-out visitors (Firebase: an anonymous account per browser), so each
 * account may file one message a minute and a few a day — else 25 messages in a row push the real ones out of the
 * admin's inbox. A counter per account (`contactQuota/{uid}`) moves in the same commit as each message;
 * firestore.rules checks the same numbers (contactInterval, contactWindow, contactDailyMax are generated from these).
 */
export const CONTACT_QUOTA_COLLECTION = 'contactQuota';

export const CONTACT_QUOTA = {
  /** At most one message in this interval. */
  intervalMs: MILLIS_PER_MINUTE,
  /** A window opens with an account's first message and lasts this long… */
  windowMs: MILLIS_PER_DAY,
  /** …and holds at most this many messages. */
  perWindow: 5,
} as const;

/** The counter as stored: when the last message was filed, when the window opened, how many it holds. */
export interface ContactQuota {
  last: EpochMillis;
  windowStart: EpochMillis;
  count: number;
}

export const CONTACT_TOO_SOON =
  'Vous venez d’envoyer un message : patientez une minute avant d’en envoyer un autre.';
export const CONTACT_DAILY_CAP = `Vous avez envoyé ${CONTACT_QUOTA.perWindow} messages en 24 heures : c’est la limite. Réessayez demain, ou écrivez-nous directement par e-mail.`;

export type ContactQuotaDecision =
  { ok: true; next: ContactQuota; opensWindow: boolean } | { ok: false; reason: string };

/** Whether one more message may be filed at `now`, and the counter after it. */
export function nextContactQuota(
  before: ContactQuota | null,
  now: EpochMillis,
): ContactQuotaDecision {
  if (before !== null && now < before.last + CONTACT_QUOTA.intervalMs) {
    return { ok: false, reason: CONTACT_TOO_SOON };
  }
  const windowOpen = before !== null && now < before.windowStart + CONTACT_QUOTA.windowMs;
  if (!windowOpen) {
    return { ok: true, next: { last: now, windowStart: now, count: 1 }, opensWindow: true };
  }
  if (before.count >= CONTACT_QUOTA.perWindow) return { ok: false, reason: CONTACT_DAILY_CAP };
  return {
    ok: true,
    next: { last: now, windowStart: before.windowStart, count: before.count + 1 },
    opensWindow: false,
  };
}

/** Reads a stored counter (numbers or Firestore-like timestamps); null when there is none or it is unreadable. */
export function readContactQuota(data: Record<string, unknown> | undefined): ContactQuota | null {
  if (!data) return null;
  const last = millis(data.last);
  const windowStart = millis(data.window_start);
  const count = data.count;
  if (last === null || windowStart === null || typeof count !== 'number') return null;
  return { last, windowStart, count };
}
