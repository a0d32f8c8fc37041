import { ADMIN_PLAN, PATIENT_PLAN, type Plan } from '@/domain/constants';
import { errorMessage } from '@/domain/errors/service-result';
import { normaliseRole } from '@/domain/shared/role';
import type { Subscription } from '@/domain/subscription/subscription';

export interface AccessDecision {
  hasAccess: boolean;
  needsSubscription: boolean;
  plan?: Plan;
  error?: string;
}

/** Statuses that open a provider's dashboard (spec §6). */
export const ACCESS_GRANTING_STATUSES = ['active', 'trial'] as const;

interface AccessProfile {
  userType: string;
  subscription?: Pick<Subscription, 'status' | 'plan'> | null;
}

/**
 * Spec §6: admins (premium) and patients (basic) always have access; ambulance, vtc (and taxi) and
 * clinique need an active or trial subscription. No profile or an unknown role: no access.
 */
export function hasAccess(profile: AccessProfile | null | undefined): AccessDecision {
  const role = normaliseRole(profile?.userType);
  if (role === 'admin') return { hasAccess: true, needsSubscription: false, plan: ADMIN_PLAN };
  if (role === 'patient') return { hasAccess: true, needsSubscription: false, plan: PATIENT_PLAN };
  if (role === null) return { hasAccess: false, needsSubscription: false };
  const subscription = profile?.subscription;
  const granted = ACCESS_GRANTING_STATUSES.some((status) => status === subscription?.status);
  if (!granted) return { hasAccess: false, needsSubscription: true };
  return subscription?.plan
    ? { hasAccess: true, needsSubscription: false, plan: subscription.plan }
    : { hasAccess: true, needsSubscription: false };
}

/** A failed access check denies access, asks for a subscription and carries the cause (spec §8). */
export function accessCheckFailure(error: unknown): AccessDecision {
  return { hasAccess: false, needsSubscription: true, error: errorMessage(error) };
}
