import type { Subscription } from '@/domain/subscription/subscription';
import { effectiveSubscription } from '@/domain/subscription/access';

type WithUnits = Pick<Subscription, 'status' | 'plan' | 'units'>;

/**
 * The units an organisation subscribed (spec §9: per ambulance, employee or vehicle; issue 13): those of the
 * subscription its document carries (the organisation's, written by an admin's approval), else of the user's own.
 * Only a subscription that grants access counts; null when none records units (a trial, an older approval).
 */
export function subscribedUnits(
  own: WithUnits | null | undefined,
  organisation: { subscription?: WithUnits | null } | null,
): number | null {
  const fromOrganisation = effectiveSubscription(null, organisation)?.units;
  if (fromOrganisation !== undefined) return fromOrganisation;
  return effectiveSubscription(own, null)?.units ?? null;
}
