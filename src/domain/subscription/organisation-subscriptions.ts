import { organisationSubscriptionTarget } from '@/domain/admin/request-approval';
import type { OrganisationCollection } from '@/domain/organisation/own-organisation';
import { ACCESS_GRANTING_STATUSES } from '@/domain/subscription/access';
import type { Subscription } from '@/domain/subscription/subscription';

interface Founder {
  uid: string;
  userType: string;
  orga_id?: string | null;
  subscription?: Subscription | null;
}

interface StoredOrganisation {
  collection: OrganisationCollection;
  id: string;
  data: { owner_uid?: unknown; subscription?: unknown };
}

const grants = (subscription: unknown): boolean =>
  ACCESS_GRANTING_STATUSES.some(
    (status) => (subscription as { status?: unknown } | null | undefined)?.status === status,
  );

/**
 * Issue 13, for organisations subscribed before their subscription was written onto their document: each
 * organisation whose founder holds an active or trial subscription that the organisation's document lacks gets
 * it, so its members work under it. An organisation with a granting subscription of its own is left alone;
 * re-run, it carries nothing twice.
 */
export function subscriptionsToCarry(
  founders: readonly Founder[],
  organisations: readonly StoredOrganisation[],
): { collection: OrganisationCollection; id: string; subscription: Subscription }[] {
  const byUid = new Map(founders.map((founder) => [founder.uid, founder]));
  return organisations.flatMap((organisation) => {
    if (grants(organisation.data.subscription)) return [];
    const founder = byUid.get(String(organisation.data.owner_uid ?? ''));
    if (!founder?.subscription || !grants(founder.subscription)) return [];
    const target = organisationSubscriptionTarget(founder);
    if (target?.collection !== organisation.collection || target.id !== organisation.id) return [];
    return [{ ...target, subscription: founder.subscription }];
  });
}
