import {
  DEFAULT_INTERVENTION_RADIUS_KM,
  DEFAULT_OPENING_HOURS,
  DEFAULT_TRANSPORT_TYPES,
  MONTHLY_REVENUE,
  MONTHS_PER_YEAR,
  URGENT_24H_NOTIFICATIONS,
} from '@/domain/constants';
import { roundCents } from '@/domain/pricing/money';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { revenueCategory, type RevenueCategory } from '@/domain/subscription/revenue';
import {
  toFrenchStatus,
  type FrenchSubscriptionStatus,
} from '@/domain/subscription/subscription-status';
import type { TransportType } from '@/domain/transport/transport-type';
import type { User } from '@/domain/user/user';
import { formatAddress } from '@/domain/user/user-address';

/** The company-side view of a subscription (spec §3 views), field names in French as stored. */
export interface ActiveSubscriptionView {
  nomSociete: string;
  typeSociete: RevenueCategory;
  /** The only subscription type the spec shows: billed by usage. */
  typeAbonnement: 'usage';
  statut: FrenchSubscriptionStatus;
  dateDebut: EpochMillis | null;
  dateFin: EpochMillis | null;
  tarification: { mensuel: number; annuel: number };
  contact: { nom: string; email: string; telephone: string | null; adresse: string };
  services: readonly TransportType[];
  preferences: {
    rayonInterventionKm: number;
    horaires: { debut: string; fin: string };
    urgences24h: boolean;
  };
}

// The role whose §9 defaults apply to each company type.
const ROLE_OF: Record<RevenueCategory, keyof typeof DEFAULT_TRANSPORT_TYPES> = {
  ambulance: 'ambulance',
  vtc: 'vtc',
  etablissement: 'clinique',
};

/** Only companies (ambulance, vtc, clinique as etablissement) have one; null for admins and patients. */
export function toActiveSubscriptionView(user: User): ActiveSubscriptionView | null {
  const typeSociete = revenueCategory(user.userType);
  if (!typeSociete) return null;
  const role = ROLE_OF[typeSociete];
  const mensuel = MONTHLY_REVENUE[typeSociete];
  return {
    nomSociete: user.company_name,
    typeSociete,
    typeAbonnement: 'usage',
    statut: toFrenchStatus(user.subscription?.status),
    dateDebut: user.subscription?.startDate ?? null,
    dateFin: user.subscription?.endDate ?? null,
    tarification: { mensuel, annuel: roundCents(mensuel * MONTHS_PER_YEAR) },
    contact: {
      nom: user.displayName,
      email: user.email,
      telephone: user.phoneNumber,
      adresse: formatAddress(user.address),
    },
    services: DEFAULT_TRANSPORT_TYPES[role],
    preferences: {
      rayonInterventionKm: DEFAULT_INTERVENTION_RADIUS_KM[role],
      horaires: { debut: DEFAULT_OPENING_HOURS.start, fin: DEFAULT_OPENING_HOURS.end },
      urgences24h: role === 'ambulance' && URGENT_24H_NOTIFICATIONS.ambulance,
    },
  };
}
