import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { TRIAL_DAYS } from '@/domain/constants';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';

/** The 14-day trial as a device starts it (§4): the server's start, the device's estimate of its end. */
export function trialSubscription(overrides: DocumentData = {}): DocumentData {
  const end = Timestamp.fromMillis(Date.now() + TRIAL_DAYS * MILLIS_PER_DAY);
  return {
    plan: 'pro',
    status: 'trial',
    startDate: serverTimestamp(),
    trialEndsAt: end,
    endDate: end,
    isTrialAvailable: false,
    ...overrides,
  };
}
