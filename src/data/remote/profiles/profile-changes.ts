import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { stripUndefined } from '@/domain/user/strip-undefined';

const SUBSCRIPTION_DATES = ['startDate', 'endDate', 'trialEndsAt'] as const;

/**
 * Profile changes as stored: subscription dates as Timestamps (the rules compare them with request.time), and a
 * trial's start as the commit's own time — the one subscription write a user makes, which the rules accept only
 * with startDate == request.time and an end 14 days later (the device's estimate, bounded by the rules).
 */
export function encodeProfileChanges(changes: Record<string, unknown>): DocumentData {
  const data: Record<string, unknown> = stripUndefined({ ...changes });
  const subscription = data.subscription;
  if (subscription === null || typeof subscription !== 'object') return data;
  const encoded: Record<string, unknown> = { ...(subscription as Record<string, unknown>) };
  for (const key of SUBSCRIPTION_DATES) {
    const value = encoded[key];
    if (typeof value === 'number') encoded[key] = Timestamp.fromMillis(value);
  }
  if (encoded.status === 'trial') encoded.startDate = serverTimestamp();
  data.subscription = encoded;
  return data;
}
