import { z } from 'zod';
import { PLANS } from '@/domain/constants';
import { lenientTimestampField } from '@/domain/errors/document-fields';
import { subscriptionStatusSchema } from '@/domain/subscription/subscription-status';

/**
 * The `subscription` map inside a user document (spec §3). Lenient on purpose: an unknown plan reads as
 * none and an unknown status as 'none' (no access), and unreadable dates as null (spec §5), so a damaged
 * subscription never hides the user from the admin screens.
 */
export const subscriptionSchema = z.object({
  plan: z
    .enum(PLANS)
    .nullish()
    .catch(null)
    .transform((plan) => plan ?? null),
  status: subscriptionStatusSchema.catch('none').default('none'),
  startDate: lenientTimestampField,
  endDate: lenientTimestampField,
  trialEndsAt: lenientTimestampField,
  isTrialAvailable: z.boolean().optional().catch(undefined),
  /**
   * Issue 13: the units the approved request asked for (ambulances, employees or vehicles, spec §9) — what the
   * fleet and the team are measured against. Absent on trials and on subscriptions approved before.
   */
  units: z.number().int().nonnegative().optional().catch(undefined),
});
export type Subscription = z.output<typeof subscriptionSchema>;

export const NO_SUBSCRIPTION: Subscription = {
  plan: null,
  status: 'none',
  startDate: null,
  endDate: null,
  trialEndsAt: null,
};
