import type { Plan } from '@/domain/constants';

/** How each plan is named on screen (one vocabulary: the request form, the subscription page, the back-office). */
export const PLAN_LABELS: Record<Plan, string> = {
  basic: 'Basic',
  pro: 'Pro',
  premium: 'Premium',
  vip: 'VIP',
};
