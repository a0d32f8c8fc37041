import { ADMIN_PLAN, PATIENT_PLAN, type Plan } from '@/domain/constants';
import { errorMessage } from '@/domain/errors/service-result';
import { normaliseRole } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';

export interface AccessDecision {
  hasAccess: boolean;
  needsSubscription: boolean;
  plan?: Plan;
  error?: string;
}

/** Statuses that open a provider's dashboard (spec §6). */
export const ACCESS_GRANTING_STATUSES = ['active', 'trial'] as const;

type AccessSubscription = Pick<Subscription, 'status' | 'plan'> & { endDate?: unknown };

interface AccessProfile {
  userType: string;
  subscription?: AccessSubscription | null;
}

/** What access reads of the user's organisation: its subscription, as its document (card) carries it. */
export interface AccessOrganisation {
  subscription?: AccessSubscription | null;
}

interface DatedSubscription {
  status?: unknown;
  endDate?: unknown;
}

/** When a subscription ends: its endDate (a trial's equals its trialEndsAt); null when it names no end. */
export function subscriptionEnd(subscription: DatedSubscription): EpochMillis | null {
  const end = subscription.endDate;
  return typeof end === 'number' && Number.isFinite(end) ? end : null;
}

/**
 * Whether a subscription grants access at `now` (issue 21): a granting status, and an end date not yet reached. One
 * that names no end (an admin's open-ended grant) goes by its status: no user can write one (rules: trialStart,
 * ownerTrialCopy). Without `now`, the status alone (what the subscription says, e.g. its units).
 */
export function grantsAccessAt(
  subscription: DatedSubscription | null | undefined,
  now?: EpochMillis,
): boolean {
  if (!subscription) return false;
  if (!ACCESS_GRANTING_STATUSES.some((status) => status === subscription.status)) return false;
  const end = now === undefined ? null : subscriptionEnd(subscription);
  return end === null || end > now!;
}

/**
 * The subscription a user works under (issue 13): their own when it grants access, else their organisation's (a
 * member who joined works under the subscription its responsable took); null when neither grants access — at
 * `now` when given (issue 21: an ended one grants nothing, as the rules judge it).
 */
export function effectiveSubscription<S extends AccessSubscription>(
  own: S | null | undefined,
  organisation: { subscription?: S | null } | null | undefined,
  now?: EpochMillis,
): S | null {
  if (grantsAccessAt(own, now)) return own!;
  return grantsAccessAt(organisation?.subscription, now) ? organisation!.subscription! : null;
}

/**
 * Spec §6: admins (premium) and patients (basic) always have access; ambulance, vtc (and taxi) and
 * clinique need an active or trial subscription — their own, or their organisation's (issue 13), not ended at `now`
 * when given (issue 21, as the server judges it: account-standing.ts). No profile or an unknown role: no access.
 */
export function hasAccess(
  profile: AccessProfile | null | undefined,
  organisation: AccessOrganisation | null = null,
  now?: EpochMillis,
): AccessDecision {
  const role = normaliseRole(profile?.userType);
  if (role === 'admin') return { hasAccess: true, needsSubscription: false, plan: ADMIN_PLAN };
  if (role === 'patient') return { hasAccess: true, needsSubscription: false, plan: PATIENT_PLAN };
  if (role === null) return { hasAccess: false, needsSubscription: false };
  const subscription = effectiveSubscription(profile?.subscription, organisation, now);
  if (!subscription) return { hasAccess: false, needsSubscription: true };
  return subscription?.plan
    ? { hasAccess: true, needsSubscription: false, plan: subscription.plan }
    : { hasAccess: true, needsSubscription: false };
}

/** A failed access check denies access, asks for a subscription and carries the cause (spec §8). */
export function accessCheckFailure(error: unknown): AccessDecision {
  return { hasAccess: false, needsSubscription: true, error: errorMessage(error) };
}
