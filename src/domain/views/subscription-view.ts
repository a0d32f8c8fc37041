import type { Plan } from '@/domain/constants';
import type { UserType } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { subscriptionMonthlyRevenue } from '@/domain/subscription/revenue';
import type { SubscriptionStatus } from '@/domain/subscription/subscription-status';
import type { User } from '@/domain/user/user';

/** One row of the admin subscriptions screen (spec §3 views). */
export interface SubscriptionView {
  id: string;
  companyName: string;
  displayName: string;
  email: string;
  userType: UserType;
  plan: Plan | null;
  status: SubscriptionStatus;
  monthlyRevenue: number;
  startDate: EpochMillis | null;
  endDate: EpochMillis | null;
  /** When the next payment falls: the end of the current period while active or on trial. */
  nextBilling: EpochMillis | null;
  phone: string | null;
  lastActivity: EpochMillis | null;
}

export function toSubscriptionView(user: User): SubscriptionView {
  const status = user.subscription?.status ?? 'none';
  const endDate = user.subscription?.endDate ?? null;
  const running = status === 'active' || status === 'trial';
  return {
    id: user.uid,
    companyName: user.company_name,
    displayName: user.displayName,
    email: user.email,
    userType: user.userType,
    plan: user.subscription?.plan ?? null,
    status,
    monthlyRevenue: subscriptionMonthlyRevenue({ userType: user.userType, status }),
    startDate: user.subscription?.startDate ?? null,
    endDate,
    nextBilling: running ? (endDate ?? user.subscription?.trialEndsAt ?? null) : null,
    phone: user.phoneNumber,
    lastActivity: user.lastLogin ?? user.updatedAt,
  };
}
