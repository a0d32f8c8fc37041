import { subscriptionInvoices, type Invoice } from '@/domain/billing/invoices';
import { subscriptionPrice } from '@/domain/pricing/subscription-price';
import type { SubscriptionRequest } from '@/domain/subscription/subscription-request';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useMyRequests } from './use-my-requests';

export interface InvoiceBasis {
  invoices: Invoice[];
  /** The approved request the price comes from; null when billed at the base price. */
  approved: SubscriptionRequest | null;
  loading: boolean;
  error: string | null;
}

/**
 * The account’s monthly invoices, derived from its subscription: priced as its latest approved request, else at the
 * base price of its role (no units). Numbered by organisation, so colleagues see the same numbers.
 */
export function useInvoices(): InvoiceBasis {
  const { profile } = useAuth();
  const { clock } = useServices();
  const mine = useMyRequests();
  const approved = mine.requests?.find((request) => request.status === 'approved') ?? null;
  const base = subscriptionPrice(profile?.userType, 0);
  const monthlyHT =
    typeof approved?.monthlyHT === 'number' ? approved.monthlyHT : base.ok ? base.monthly.ht : 0;
  const invoices =
    profile && base.ok
      ? subscriptionInvoices({
          subscription: profile.subscription,
          monthlyHT,
          account: profile.orga_id,
          now: clock.now(),
        })
      : [];
  return { invoices, approved, loading: mine.requests === null, error: mine.error };
}

export const invoicePrintPath = (number: string) =>
  `/dashboard/facturation/${encodeURIComponent(number)}`;
