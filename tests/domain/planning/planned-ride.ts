import type { PlannedRide } from '@/domain/planning/board';
import { parisLocalToEpoch } from '@/domain/shared/paris-local-time';

/** A ride of the board at a Paris time (« 2026-11-24T08:30 »), unlocated unless told: 40 + 20 = 60 minutes. */
export function plannedRide(
  id: string,
  paris: string,
  overrides: Partial<PlannedRide> = {},
): PlannedRide {
  const at = parisLocalToEpoch(paris);
  if (at === null) throw new Error(paris);
  const address = { rue: '', ville: '', codePostal: '', coordonnees: null };
  return {
    id,
    transport_id: `TR-${id}`,
    etat: 'assigned',
    type_transport: 'vsl',
    date_transport: at,
    adresse_depart: address,
    adresse_arrivee: address,
    assigned_driver: null,
    assigned_vehicle: null,
    ...overrides,
  };
}

export const KARIM = { uid: 'u-karim', firstName: 'Karim' };
export const LEA = { uid: 'u-lea', firstName: 'Léa' };
export const VAN = { id: 'v-1', label: 'Ambulance 1', registration: 'AB-123-CD' };
