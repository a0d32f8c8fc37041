import type { TransportStatus } from '@/domain/transport/transport-status';

/** What each state means for the person being driven, in everyday French (no jargon, no codes). */
export const PATIENT_STATUS_TEXT: Record<TransportStatus, string> = {
  pending: 'Demande envoyée : nous cherchons un transporteur.',
  ouvert: 'Demande envoyée : nous cherchons un transporteur.',
  broadcasting: 'Demande envoyée : nous cherchons un transporteur.',
  accepted: 'Un transporteur a accepté votre transport.',
  confirmed: 'Votre transport est confirmé.',
  assigned: 'Un chauffeur s’occupe de votre transport.',
  en_route_pickup: 'Le véhicule est en route pour venir vous chercher.',
  arrived_pickup: 'Le véhicule est arrivé au point de prise en charge.',
  patient_loaded: 'Vous êtes à bord.',
  en_route_destination: 'En route vers votre destination.',
  arrived_destination: 'Vous êtes arrivé à destination.',
  completed: 'Transport terminé.',
  cancelled: 'Transport annulé.',
  rejected: 'Demande refusée.',
  expired: 'Aucun transporteur n’a pu être trouvé : la demande a expiré.',
};
