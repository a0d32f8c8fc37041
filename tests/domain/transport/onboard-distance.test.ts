import { describe, expect, it } from 'vitest';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { distanceKm } from '@/domain/transport/nearby';
import {
  measuredOnboardKm,
  onboardDistance,
  ROAD_FACTOR,
} from '@/domain/transport/onboard-distance';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ONE_HOUR_LATER, transportIn } from './fixtures';

/** [KM] Issue 23: kilometres with the patient on board, from the step positions or the estimate. */

const LYON = { lat: 45.764, lng: 4.8357 };
const VILLEURBANNE = { lat: 45.7719, lng: 4.8902 };
const BRON = { lat: 45.7386, lng: 4.9132 };

const entry = (
  etat: TransportStatus,
  position: { lat: number; lng: number } | null,
  applied = true,
): HistoryEntry => ({
  etat,
  timestamp: ONE_HOUR_LATER,
  updated_by: 'u-ambu',
  updated_by_name: null,
  updated_by_role: 'ambulance',
  updated_by_org: 'ambu_0001',
  device_id: null,
  notes: null,
  reason: null,
  position,
  op_id: `op-${etat}-${MILLIS_PER_MINUTE}`,
  server_timestamp: ONE_HOUR_LATER,
  applied,
  refusal_code: null,
  refusal_reason: null,
});

const direct = distanceKm(LYON, BRON);
const viaVilleurbanne = distanceKm(LYON, VILLEURBANNE) + distanceKm(VILLEURBANNE, BRON);
const tenth = (km: number) => Math.round(km * 10) / 10;

describe('[KM1] kilomètres mesurés sur les positions des étapes', () => {
  it.each<[string, HistoryEntry[], number | null]>([
    [
      'à bord puis arrivée : la ligne droite entre les deux',
      [
        entry('arrived_pickup', VILLEURBANNE),
        entry('patient_loaded', LYON),
        entry('arrived_destination', BRON),
      ],
      tenth(direct),
    ],
    [
      'une étape intermédiaire positionnée allonge le trajet',
      [
        entry('patient_loaded', LYON),
        entry('en_route_destination', VILLEURBANNE),
        entry('arrived_destination', BRON),
      ],
      tenth(viaVilleurbanne),
    ],
    [
      'une étape intermédiaire sans position est sautée',
      [
        entry('patient_loaded', LYON),
        entry('en_route_destination', null),
        entry('arrived_destination', BRON),
      ],
      tenth(direct),
    ],
    [
      'sans « arrivé », la fin de course sert d’arrivée',
      [entry('patient_loaded', LYON), entry('completed', BRON)],
      tenth(direct),
    ],
    [
      'une étape refusée ne compte pas',
      [
        entry('patient_loaded', LYON),
        entry('en_route_destination', VILLEURBANNE, false),
        entry('arrived_destination', BRON),
      ],
      tenth(direct),
    ],
    [
      '« à bord » sans position : pas de mesure',
      [entry('patient_loaded', null), entry('arrived_destination', BRON)],
      null,
    ],
    [
      'arrivée sans position : pas de mesure',
      [entry('patient_loaded', LYON), entry('arrived_destination', null)],
      null,
    ],
    [
      'jamais « à bord » : pas de mesure',
      [entry('en_route_pickup', LYON), entry('arrived_destination', BRON)],
      null,
    ],
    [
      'pas encore arrivé : pas de mesure',
      [entry('patient_loaded', LYON), entry('en_route_destination', BRON)],
      null,
    ],
  ])('[KM1] %s', (_name, history, km) => {
    expect(measuredOnboardKm(history)).toBe(km);
  });
});

describe('[KM2] sinon l’estimation, marquée comme telle', () => {
  const located = {
    adresse_depart: { ...transportIn('completed').adresse_depart, coordonnees: LYON },
    adresse_arrivee: { ...transportIn('completed').adresse_arrivee, coordonnees: BRON },
  };
  it('[KM2] mesuré quand les positions le permettent', () => {
    const ride = transportIn('completed', {
      ...located,
      historique_etats: [entry('patient_loaded', LYON), entry('arrived_destination', VILLEURBANNE)],
    });
    expect(onboardDistance(ride)).toEqual({
      km: tenth(distanceKm(LYON, VILLEURBANNE)),
      estimated: false,
    });
  });
  it('[KM2] estimé (ligne droite × facteur routier) quand une position manque', () => {
    const ride = transportIn('completed', {
      ...located,
      historique_etats: [entry('patient_loaded', null), entry('arrived_destination', BRON)],
    });
    expect(onboardDistance(ride)).toEqual({ km: tenth(direct * ROAD_FACTOR), estimated: true });
  });
  it('[KM2] ni positions ni adresses localisées : inconnu', () => {
    const ride = transportIn('completed', { historique_etats: [] });
    expect(onboardDistance(ride)).toBeNull();
  });
});
