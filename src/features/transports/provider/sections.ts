import { PATHS } from '@/config/paths';
import type { AcceptWording } from './accept-button';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import {
  COURSES_NOUN,
  TRANSPORTS_NOUN,
  type ListNoun,
} from '@/features/transports/shared/list-page';

/** Ambulance and VTC pages share their components; only paths and words differ (« transports » / « courses »). */
export interface ProviderSection extends AcceptWording {
  detailPath(id: string): string;
  nextRideTitle: string;
  noNextRide: string;
  openRide: string;
  empty: Record<ProviderTab, string>;
  /** « 50 transports affichés sur … » / « 50 courses affichées sur … ». */
  noun: ListNoun;
}

export const AMBULANCE_SECTION: ProviderSection = {
  detailPath: (id) => `${PATHS.ambulanceTransports}/${encodeURIComponent(id)}`,
  acceptedToast: 'Transport accepté.',
  acceptedOfflineToast: 'Transport accepté — confirmation à la prochaine synchronisation.',
  nextRideTitle: 'Prochain transport',
  noNextRide: 'Aucun transport prévu pour votre organisation.',
  openRide: 'Ouvrir le transport',
  noun: TRANSPORTS_NOUN,
  empty: {
    'en-attente': 'Aucune demande en attente pour vos véhicules.',
    'en-cours': 'Aucun transport en cours.',
    'a-venir': 'Aucun transport à venir.',
    termines: 'Aucun transport terminé pour le moment.',
    partages: 'Aucun transport partagé avec votre organisation.',
    urgents: 'Aucune demande urgente en ce moment.',
  },
};

export const VTC_SECTION: ProviderSection = {
  detailPath: (id) => `${PATHS.vtcTransports}/${encodeURIComponent(id)}`,
  acceptedToast: 'Course acceptée.',
  acceptedOfflineToast: 'Course acceptée — confirmation à la prochaine synchronisation.',
  nextRideTitle: 'Prochaine course',
  noNextRide: 'Aucune course prévue pour votre société.',
  openRide: 'Ouvrir la course',
  noun: COURSES_NOUN,
  empty: {
    'en-attente': 'Aucune course disponible pour le moment.',
    'en-cours': 'Aucune course en cours.',
    'a-venir': 'Aucune course à venir.',
    termines: 'Aucune course terminée pour le moment.',
    partages: 'Aucune course partagée avec votre société.',
    urgents: 'Aucune course urgente en ce moment.',
  },
};
