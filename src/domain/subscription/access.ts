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

type AccessSubscription = Pick<Subscription, 'status' | 'plan'>;

interface AccessProfile {
  userType: string;
  subscription?: AccessSubscription | null;
}

/** What access reads of the user's organisation: its subscription, as its document (card) carries it. */
export interface AccessOrganisation {
  subscription?: AccessSubscription | null;
}

const grants = (subscription: AccessSubscription | null | undefined) =>
  ACCESS_GRANTING_STATUSES.some((status) => status === subscription?.status);

/**
 * The subscription a user works under (issue 13): their own when it grants access, else their organisation's (a
 * member who joined works under the subscription its responsable took); null when neither grants access.
 */
export function effectiveSubscription<S extends AccessSubscription>(
  own: S | null | undefined,
  organisation: { subscription?: S | null } | null | undefined,
): S | null {
  if (grants(own)) return own!;
  return grants(organisation?.subscription) ? organisation!.subscription! : null;
}

/**
 * Spec §6: admins (premium) and patients (basic) always have access; ambulance, vtc (and taxi) and
 * clinique need an active or trial subscription — their own, or their organisation's (issue 13). No profile or an
 * unknown role: no access.
 */
export function hasAccess(
  profile: AccessProfile | null | undefined,
  organisation: AccessOrganisation | null = null,
): AccessDecision {
  const role = normaliseRole(profile?.userType);
  if (role === 'admin') return { hasAccess: true, needsSubscription: false, plan: ADMIN_PLAN };
  if (role === 'patient') return { hasAccess: true, needsSubscription: false, plan: PATIENT_PLAN };
  if (role === null) return { hasAccess: false, needsSubscription: false };
  const subscription = effectiveSubscription(profile?.subscription, organisation);
  if (!subscription) return { hasAccess: false, needsSubscription: true };
  return subscription?.plan
    ? { hasAccess: true, needsSubscription: false, plan: subscription.plan }
    : { hasAccess: true, needsSubscription: false };
}

/** A failed access check denies access, asks for a subscription and carries the cause (spec §8). */
export function accessCheckFailure(error: unknown): AccessDecision {
  return { hasAccess: false, needsSubscription: true, error: errorMessage(error) };
}
