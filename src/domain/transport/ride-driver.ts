import type { Transport } from '@/domain/transport/transport.schema';
import { chainIndex } from '@/domain/transport/driver-steps';

const FIRST_DRIVING_STEP = chainIndex('en_route_pickup');

/**
 * The first name of the person driving the ride, as far as its history tells: the author of the latest applied
 * driving step (en route, on site, on board…, by the provider's side). Rides carry no driver field, so before
 * the first driving tap there is no name to give. First name = first word of the name (spec §5).
 */
export function driverFirstName(transport: Pick<Transport, 'historique_etats'>): string | null {
  for (const entry of [...transport.historique_etats].reverse()) {
    if (!entry.applied || chainIndex(entry.etat) < FIRST_DRIVING_STEP) continue;
    if (entry.updated_by_role !== 'ambulance' && entry.updated_by_role !== 'vtc') continue;
    const first = entry.updated_by_name?.trim().split(/\s+/)[0];
    if (first) return first;
  }
  return null;
}
