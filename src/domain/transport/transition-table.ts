import type { TransportStatus } from '@/domain/transport/transport-status';

export interface TransitionRow {
  readonly to: readonly TransportStatus[];
  /** Why the row is what it is, for readers of the table and of the security rules that mirror it. */
  readonly why: string;
}

/**
 * Allowed transitions, one row per current state. The spec enforces none (§4); we do, because offline drivers
 * and concurrent clinics must converge. Who may make each move is checked in transitions.ts.
 */
export const TRANSITION_TABLE = {
  // Waiting: moves between waiting states, the first acceptance, or an end (cancel, reject, 24 h expiry).
  pending: {
    to: ['ouvert', 'broadcasting', 'accepted', 'cancelled', 'rejected', 'expired'],
    why: 'Demande en attente : diffusion, acceptation, annulation, refus ou expiration.',
  },
  ouvert: {
    to: ['pending', 'broadcasting', 'accepted', 'cancelled', 'rejected', 'expired'],
    why: 'Demande ouverte : diffusion, acceptation, annulation, refus ou expiration.',
  },
  broadcasting: {
    to: ['pending', 'ouvert', 'accepted', 'cancelled', 'rejected', 'expired'],
    why: 'Demande diffusée : acceptation, annulation, refus ou expiration.',
  },
  // Provider chain: forward only, skipping allowed; cancellable until the patient is on board.
  accepted: {
    to: [
      'confirmed',
      'assigned',
      'en_route_pickup',
      'arrived_pickup',
      'patient_loaded',
      'en_route_destination',
      'arrived_destination',
      'completed',
      'cancelled',
    ],
    why: 'Acceptée : confirmation, affectation puis trajet ; annulable.',
  },
  confirmed: {
    to: [
      'assigned',
      'en_route_pickup',
      'arrived_pickup',
      'patient_loaded',
      'en_route_destination',
      'arrived_destination',
      'completed',
      'cancelled',
    ],
    why: 'Confirmé : affectation puis trajet ; annulable.',
  },
  // Reassignment (to `assigned` again, with a new driver or vehicle) stays possible until the patient is on board.
  assigned: {
    to: [
      'assigned',
      'en_route_pickup',
      'arrived_pickup',
      'patient_loaded',
      'en_route_destination',
      'arrived_destination',
      'completed',
      'cancelled',
    ],
    why: 'Chauffeur assigné : le trajet commence ; réaffectable, annulable.',
  },
  en_route_pickup: {
    to: [
      'assigned',
      'arrived_pickup',
      'patient_loaded',
      'en_route_destination',
      'arrived_destination',
      'completed',
      'cancelled',
    ],
    why: "En route vers le patient : réaffectable et annulable tant que le patient n'est pas à bord.",
  },
  arrived_pickup: {
    to: [
      'assigned',
      'patient_loaded',
      'en_route_destination',
      'arrived_destination',
      'completed',
      'cancelled',
    ],
    why: "Sur place : dernier moment où l'annulation ou la réaffectation est possible.",
  },
  patient_loaded: {
    to: ['en_route_destination', 'arrived_destination', 'completed'],
    why: 'Patient à bord : le transport doit aller à son terme.',
  },
  en_route_destination: {
    to: ['arrived_destination', 'completed'],
    why: "En route vers la destination : plus d'annulation.",
  },
  arrived_destination: { to: ['completed'], why: "Arrivé : il ne reste qu'à terminer." },
  // Terminal: final, whatever arrives later (a driver's offline tap is recorded as refused).
  completed: { to: [], why: 'Terminé : état final.' },
  cancelled: { to: [], why: 'Annulé : état final.' },
  rejected: { to: [], why: 'Refusé : état final.' },
  expired: { to: [], why: 'Expiré : état final.' },
} as const satisfies Record<TransportStatus, TransitionRow>;

export const allowedTargets = (from: TransportStatus): readonly TransportStatus[] =>
  TRANSITION_TABLE[from].to;
