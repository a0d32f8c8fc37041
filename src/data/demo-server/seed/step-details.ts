import type { RandomSource } from '@/domain/shared/clock';
import type { Address } from '@/domain/transport/address.schema';
import type { Coordinates } from '@/domain/transport/geo';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { pick } from '@/data/demo-server/seed/random';

/** What the notes of a ride's history can mention. */
export interface RideContext {
  provider: string;
  driver: string;
  /** « Hôpital Édouard-Herriot », « la Clinique du Parc » or « le domicile du patient ». */
  destination: string;
  stretcher: boolean;
  depot: Coordinates;
  pickup: Address;
  dropoff: Address;
}

const NOTES: Partial<Record<TransportStatus, (c: RideContext) => string>> = {
  ouvert: () => 'Demande ouverte aux transporteurs du secteur',
  broadcasting: () => 'Diffusion élargie à tous les transporteurs partenaires',
  accepted: (c) => `Prise en charge acceptée par ${c.provider}`,
  confirmed: () => 'Horaire confirmé avec l’établissement demandeur',
  assigned: (c) => `Chauffeur assigné : ${c.driver}`,
  en_route_pickup: () => 'Départ vers le lieu de prise en charge',
  arrived_pickup: () => 'Arrivé sur place, patient prévenu',
  patient_loaded: (c) =>
    c.stretcher ? 'Patient installé sur le brancard' : 'Patient installé, ceinture attachée',
  en_route_destination: (c) => `En route vers ${c.destination}`,
  arrived_destination: (c) => `Arrivé : ${c.destination}`,
  completed: () => 'Patient confié au service d’accueil, bon de transport signé',
  cancelled: () => 'Annulation demandée par l’établissement',
  rejected: () => 'Demande refusée par l’administration de la plateforme',
  expired: () => 'Aucun transporteur disponible dans les 24 heures',
};

const REASONS: Partial<Record<TransportStatus, readonly string[]>> = {
  cancelled: [
    'Séance de dialyse déplacée au lendemain',
    'Consultation annulée par le service de pneumologie',
    'Patient hospitalisé en urgence la veille',
  ],
  rejected: [
    'Doublon d’une demande déjà enregistrée',
    'Prescription médicale de transport manquante',
  ],
};

export const noteFor = (status: TransportStatus, context: RideContext) => NOTES[status]?.(context);

export function reasonFor(status: TransportStatus, index: number): string | undefined {
  const reasons = REASONS[status];
  return reasons ? reasons[index % reasons.length] : undefined;
}

const COMMENTS = [
  '',
  '',
  'Patient accompagné de son épouse.',
  'Sonner à l’interphone « Famille » puis attendre.',
  'Prévoir une couverture, le patient est frileux.',
  'Bon de transport à faire signer au retour.',
] as const;

export const commentFor = (random: RandomSource) => pick(random, COMMENTS);
