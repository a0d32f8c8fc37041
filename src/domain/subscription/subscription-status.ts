import { z } from 'zod';

/** Subscription status values (spec §4). */
export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'suspended', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** The French status codes used by the active-subscription view; any other status is 'en_attente'. */
export const FRENCH_STATUSES = ['actif', 'expire', 'suspendu', 'en_attente'] as const;
export type FrenchSubscriptionStatus = (typeof FRENCH_STATUSES)[number];

export function toFrenchStatus(status: unknown): FrenchSubscriptionStatus {
  switch (status) {
    case 'active':
      return 'actif';
    case 'expired':
      return 'expire';
    case 'suspended':
      return 'suspendu';
    default:
      return 'en_attente';
  }
}

/** Labels for screens. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  none: 'Aucun abonnement',
  trial: 'Période d’essai',
  active: 'Actif',
  suspended: 'Suspendu',
  expired: 'Expiré',
};
