import type { Priority } from '@/domain/transport/priority';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';

/** aller: home → clinic; retour: clinic → home; consultation: home → a hospital of the city. */
export type Trip = 'aller' | 'retour' | 'consultation';

/**
 * How a cancelled ride got there: while still waiting, after a provider accepted, or with a driver's offline tap
 * arriving after the cancellation (kept as refused in the history: the conflict the app must show, §5.4).
 */
export type Variant = 'standard' | 'after_acceptance' | 'conflict';

export interface TransportPlan {
  status: TransportStatus;
  /** 1-based patient number (patient_0001 …). */
  patient: number;
  type: TransportType;
  priority: Priority;
  trip: Trip;
  variant?: Variant;
  /** A provider that answered without accepting (the « partagés » tab). */
  response?: { orgId: string; status: 'interested' | 'declined' };
  comment?: string;
}

const plan = (
  status: TransportStatus,
  patient: number,
  type: TransportType,
  priority: Priority,
  trip: Trip,
  extra: Partial<TransportPlan> = {},
): TransportPlan => ({ status, patient, type, priority, trip, ...extra });

/**
 * The 41 demo rides: every status, every type and priority, in the three cities. The vehicle type always suits
 * the patient's mobility (a stretcher needs an ambulance), and each provider works in its own city.
 */
// prettier-ignore
export const TRANSPORT_PLANS: readonly TransportPlan[] = [
  plan('pending', 1, 'vsl', 'normale', 'consultation', { comment: 'Consultation de cardiologie, prévoir 1 h 30 sur place.' }),
  plan('pending', 6, 'ambulance', 'urgent', 'consultation', { comment: 'Oxygène 2 L/min pendant le trajet.' }),
  plan('pending', 15, 'vtc', 'normale', 'aller'),
  plan('pending', 9, 'ambulance', 'critique', 'consultation', { comment: 'Patiente très algique, rouler doucement.' }),
  plan('ouvert', 3, 'vtc', 'normale', 'consultation'),
  plan('ouvert', 16, 'vsl', 'normale', 'aller', { response: { orgId: 'vtc_0001', status: 'interested' } }),
  plan('ouvert', 12, 'vsl', 'urgent', 'consultation'),
  plan('broadcasting', 4, 'ambulance', 'normale', 'retour', { comment: 'Digicode 4521B, 3e étage avec ascenseur.' }),
  plan('broadcasting', 17, 'vtc', 'urgent', 'retour', { response: { orgId: 'vtc_0002', status: 'declined' } }),
  plan('broadcasting', 13, 'vsl', 'normale', 'aller'),
  plan('accepted', 5, 'vsl', 'normale', 'aller'),
  plan('accepted', 18, 'vsl', 'normale', 'aller', { comment: 'Patient malentendant : prévenir par SMS à l’arrivée.' }),
  plan('accepted', 10, 'ambulance', 'normale', 'consultation'),
  plan('confirmed', 7, 'ambulance', 'urgent', 'consultation', { comment: 'Prévoir la bouteille d’oxygène du véhicule.' }),
  plan('confirmed', 20, 'vtc', 'normale', 'consultation'),
  plan('assigned', 8, 'vtc', 'normale', 'consultation'),
  plan('assigned', 11, 'vsl', 'normale', 'consultation'),
  plan('en_route_pickup', 2, 'ambulance', 'urgent', 'retour', { comment: 'Sortie d’hospitalisation, dossier de soins à remettre à l’infirmière.' }),
  plan('en_route_pickup', 15, 'vtc', 'normale', 'retour'),
  plan('arrived_pickup', 1, 'vsl', 'normale', 'aller'),
  plan('arrived_pickup', 14, 'ambulance', 'critique', 'consultation'),
  plan('patient_loaded', 4, 'vsl', 'normale', 'consultation'),
  plan('patient_loaded', 16, 'vsl', 'normale', 'aller'),
  plan('en_route_destination', 5, 'vtc', 'normale', 'retour'),
  plan('en_route_destination', 12, 'vsl', 'urgent', 'consultation'),
  plan('arrived_destination', 3, 'vsl', 'normale', 'consultation'),
  plan('arrived_destination', 17, 'vtc', 'normale', 'aller'),
  plan('completed', 1, 'vsl', 'normale', 'consultation'),
  plan('completed', 6, 'ambulance', 'urgent', 'retour'),
  plan('completed', 9, 'ambulance', 'normale', 'aller'),
  plan('completed', 15, 'vtc', 'normale', 'aller'),
  plan('completed', 20, 'vtc', 'normale', 'consultation'),
  plan('completed', 8, 'vtc', 'normale', 'consultation'),
  plan('completed', 13, 'vsl', 'normale', 'retour'),
  plan('cancelled', 19, 'ambulance', 'normale', 'aller'),
  plan('cancelled', 7, 'ambulance', 'normale', 'consultation', { variant: 'after_acceptance' }),
  plan('cancelled', 2, 'ambulance', 'normale', 'consultation', { variant: 'conflict' }),
  plan('rejected', 10, 'vsl', 'normale', 'aller'),
  plan('rejected', 18, 'vsl', 'normale', 'aller'),
  plan('expired', 11, 'vtc', 'normale', 'consultation'),
  plan('expired', 14, 'ambulance', 'urgent', 'retour'),
];

/** Which company serves a type in a city: ambulance companies run the ambulances and VSL, except in Paris. */
export const PROVIDER_BY_CITY_AND_TYPE: Record<string, Partial<Record<TransportType, string>>> = {
  lyon: { ambulance: 'ambu_0001', vsl: 'ambu_0001', vtc: 'vtc_0002' },
  marseille: { ambulance: 'ambu_0002', vsl: 'ambu_0002' },
  paris: { vsl: 'vtc_0001', vtc: 'vtc_0001' },
};
