import { TRIAL_DAYS, TRIAL_DEFAULT_PLAN, type Plan } from '@/domain/constants';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';

type TrialEligibility = Pick<Subscription, 'status' | 'isTrialAvailable'>;

/** A trial is offered only when there is no subscription yet and the trial was not withdrawn (spec §4). */
export function canStartTrial(subscription: TrialEligibility | null | undefined): boolean {
  if (!subscription) return true;
  return subscription.status === 'none' && subscription.isTrialAvailable !== false;
}

/**
 * Starts the trial (spec §4): status trial, the plan, start now, trialEndsAt = endDate = now + 14 days. It can be
 * had once: isTrialAvailable becomes false (so canStartTrial refuses a second one, as the security rules do).
 * Eligibility is the caller's check (canStartTrial): an admin granting a trial bypasses it.
 */
export function startTrial(
  subscription: Subscription | null | undefined,
  now: EpochMillis,
  plan: Plan = TRIAL_DEFAULT_PLAN,
): Subscription {
  const end = now + TRIAL_DAYS * MILLIS_PER_DAY;
  return {
    ...subscription,
    status: 'trial',
    plan,
    startDate: now,
    trialEndsAt: end,
    endDate: end,
    isTrialAvailable: false,
  };
}

/**
 * Whole days left in the trial, rounded up; 0 once the end has passed; null when there is no readable end
 * date (spec §5: "not computed if the date is invalid").
 */
export function trialDaysLeft(
  subscription: Pick<Subscription, 'trialEndsAt'> | null | undefined,
  now: EpochMillis,
): number | null {
  const end = subscription?.trialEndsAt ?? null;
  if (end === null || !Number.isFinite(end)) return null;
  return end <= now ? 0 : Math.ceil((end - now) / MILLIS_PER_DAY);
}
