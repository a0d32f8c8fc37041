import { PLANS, type Plan, TRIAL_DEFAULT_PLAN } from '@/domain/constants';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';
import { processRequest, type RequestAction } from '@/domain/subscription/subscription-request';
import { canStartTrial, startTrial } from '@/domain/subscription/trial';
import { ownOrganisationDocument } from '@/domain/organisation/organisation-card';
import {
  ownsOrganisation,
  type OrganisationCollection,
} from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';

/**
 * Beyond the spec: an approved subscription runs for one monthly cycle (spec §9 « Tarification (monthly cycle) »);
 * the admin renews it by approving the next request.
 */
export const SUBSCRIPTION_PERIOD_DAYS = 30;

export const TRIAL_UNAVAILABLE =
  'Période d’essai impossible : ce compte a déjà un abonnement ou a utilisé son essai.';

/** The units the request asked for (spec §9), kept on the subscription when they read as a count. */
function subscribedUnits(units: unknown): { units?: number } {
  return typeof units === 'number' && Number.isInteger(units) && units >= 0 ? { units } : {};
}

/**
 * Issue 13: the subscription belongs to the organisation its responsable subscribed for. Approving (or granting a
 * trial to) an account that owns an organisation also writes the subscription onto that organisation's document,
 * where its members' access reads it (access.ts). Only an admin may write it there (firestore.rules).
 */
export function organisationSubscriptionTarget(account: {
  userType: string;
  orga_id?: string | null;
}): { collection: OrganisationCollection; id: string } | null {
  const role = normaliseRole(account.userType);
  if (role === null || !ownsOrganisation(role)) return null;
  return ownOrganisationDocument({ role, orgId: account.orga_id ?? '' });
}

/** The plan asked for when it is one of the spec's plans; otherwise the default plan. */
export function requestedPlan(plan: unknown): Plan {
  return PLANS.find((known) => known === plan) ?? TRIAL_DEFAULT_PLAN;
}

export type RequestDecision =
  | {
      ok: true;
      /** The fields written on the request (status, processedAt, processedAction, adminNotes…). */
      request: ReturnType<typeof processRequest>;
      /** The user's new subscription, written in the same commit; null when the request is rejected. */
      subscription: Subscription | null;
    }
  | { ok: false; reason: string };

/**
 * What processing a request writes (spec §4): approve → the plan asked for, active, from now for one cycle;
 * trial → the 14-day trial, only when the account has none and may still have one; reject → the request only.
 */
export function decideRequest(
  action: RequestAction,
  context: { plan: unknown; current: Subscription | null; units?: unknown },
  now: EpochMillis,
  adminNotes = '',
): RequestDecision {
  const request = processRequest(action, now, adminNotes);
  if (action === 'reject') return { ok: true, request, subscription: null };
  if (action === 'trial') {
    if (!canStartTrial(context.current)) return { ok: false, reason: TRIAL_UNAVAILABLE };
    return { ok: true, request, subscription: startTrial(context.current, now) };
  }
  const end = now + SUBSCRIPTION_PERIOD_DAYS * MILLIS_PER_DAY;
  return {
    ok: true,
    request,
    subscription: {
      ...context.current,
      plan: requestedPlan(context.plan),
      status: 'active',
      startDate: now,
      endDate: end,
      trialEndsAt: context.current?.trialEndsAt ?? null,
      isTrialAvailable: false,
      ...subscribedUnits(context.units),
    },
  };
}
