import { MONTHLY_REVENUE, MONTHS_PER_YEAR } from '@/domain/constants';
import { roundCents } from '@/domain/pricing/money';
import { normaliseRole, type UserType } from '@/domain/shared/role';

export type RevenueCategory = keyof typeof MONTHLY_REVENUE;

// Clinics are billed as « etablissement »; admins and patients bring no revenue.
const CATEGORY_BY_ROLE: Partial<Record<UserType, RevenueCategory>> = {
  ambulance: 'ambulance',
  clinique: 'etablissement',
  vtc: 'vtc',
};

/** The billing category of a role (taxi read as vtc); null for roles that do not pay. */
export function revenueCategory(userType: unknown): RevenueCategory | null {
  const role = normaliseRole(userType);
  return (role && CATEGORY_BY_ROLE[role]) ?? null;
}

export interface RevenueInput {
  userType: string;
  status: string;
}

/** Monthly amount one subscription brings: counted only when active (spec §9). */
export function subscriptionMonthlyRevenue(subscription: RevenueInput): number {
  const category = revenueCategory(subscription.userType);
  return subscription.status === 'active' && category ? MONTHLY_REVENUE[category] : 0;
}

export interface RevenueSummary {
  activeCount: number;
  monthly: number;
  annual: number;
  averagePerSubscription: number;
}

/** Totals of the admin dashboard: monthly, annual (12×) and the average per active subscription. */
export function monthlyRevenue(subscriptions: readonly RevenueInput[]): RevenueSummary {
  const amounts = subscriptions.map(subscriptionMonthlyRevenue).filter((amount) => amount > 0);
  const monthly = roundCents(amounts.reduce((sum, amount) => sum + amount, 0));
  return {
    activeCount: amounts.length,
    monthly,
    annual: roundCents(monthly * MONTHS_PER_YEAR),
    averagePerSubscription: amounts.length === 0 ? 0 : roundCents(monthly / amounts.length),
  };
}
