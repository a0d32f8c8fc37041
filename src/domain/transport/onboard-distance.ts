import type { Coordinates } from '@/domain/transport/geo';
import { chainIndex } from '@/domain/transport/driver-steps';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { distanceKm } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 23: the kilometres with the patient on board, for billing. Measured from the recorded step positions
 * (haversine between consecutive ones) from « Patient à bord » to the arrival; when either end has no position,
 * the trip estimate: the straight line from pickup to destination times ROAD_FACTOR, marked as estimated.
 */
export const ROAD_FACTOR = 1.3;

export interface OnboardDistance {
  /** Kilometres, to one decimal. */
  km: number;
  estimated: boolean;
}

const LOADED = chainIndex('patient_loaded');
const ARRIVED = chainIndex('arrived_destination');
const tenth = (km: number) => Math.round(km * 10) / 10;

/** The applied entries from the loading to the arrival (or completion when arrival was not tapped), in order. */
function onboardEntries(history: readonly HistoryEntry[]): HistoryEntry[] {
  const applied = history.filter((entry) => entry.applied);
  const start = applied.findIndex((entry) => entry.etat === 'patient_loaded');
  if (start < 0) return [];
  const rest = applied.slice(start);
  const arrival = rest.findIndex((entry, index) => index > 0 && chainIndex(entry.etat) >= ARRIVED);
  return arrival < 0 ? [] : rest.slice(0, arrival + 1);
}

/** The measured distance, or null when the loading or the arrival step has no position. */
export function measuredOnboardKm(history: readonly HistoryEntry[]): number | null {
  const entries = onboardEntries(history);
  const first = entries[0]?.position;
  const last = entries.at(-1)?.position;
  if (entries.length < 2 || !first || !last) return null;
  const points: Coordinates[] = entries.flatMap((entry) =>
    entry.position && chainIndex(entry.etat) >= LOADED ? [entry.position] : [],
  );
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    total += distanceKm(points[index - 1]!, points[index]!);
  }
  return tenth(total);
}

/** The estimate from the ride's addresses, or null when one of them is not located. */
export function estimatedOnboardKm(
  transport: Pick<Transport, 'adresse_depart' | 'adresse_arrivee'>,
): number | null {
  const from = transport.adresse_depart.coordonnees;
  const to = transport.adresse_arrivee.coordonnees;
  return from && to ? tenth(distanceKm(from, to) * ROAD_FACTOR) : null;
}

/** Measured when the positions allow it, else estimated; null when neither is possible. */
export function onboardDistance(
  transport: Pick<Transport, 'adresse_depart' | 'adresse_arrivee' | 'historique_etats'>,
): OnboardDistance | null {
  const measured = measuredOnboardKm(transport.historique_etats);
  if (measured !== null) return { km: measured, estimated: false };
  const estimate = estimatedOnboardKm(transport);
  return estimate === null ? null : { km: estimate, estimated: true };
}
