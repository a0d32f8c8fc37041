import { MILLIS_PER_DAY, MILLIS_PER_HOUR } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, CREATED_AT, makeTransport, transportIn } from '@tests/domain/transport/fixtures';

const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour - 1, 0); // Paris = UTC+1 in November
const patient = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  phone: '0601020304',
  birthDate: '1950-04-12',
});

export const AMBU = ACTORS.ambulance.orgId;
export const VTC = ACTORS.vtc.orgId;

/**
 * One seeded day for tab membership: who should see what is written next to each ride, and the tests read
 * it back through the real screens (see the tables in the tests).
 */
export const RIDES = {
  // Open requests
  normal: makeTransport({
    id: 'req-normal',
    patient_info: patient('Jeanne', 'Martin'),
    date_transport: at(23, 9),
  }), // vsl: both ambulance and vtc see it
  urgent: makeTransport({
    id: 'req-urgent',
    type_transport: 'ambulance',
    priorite: 'urgent',
    patient_info: patient('Paul', 'Durand'),
    date_transport: at(22, 15),
  }), // ambulance only
  critique: makeTransport({
    id: 'req-critique',
    etat: 'ouvert',
    status: 'ouvert',
    type_transport: 'vtc',
    priorite: 'critique',
    patient_info: patient('Lucie', 'Bernard'),
    date_transport: at(22, 16),
  }), // vtc only
  expired: makeTransport({
    id: 'req-expired',
    patient_info: patient('Henri', 'Petit'),
    created_at: CREATED_AT - 2 * MILLIS_PER_DAY,
  }), // past its 24 h: nobody's « En attente »
  // My organisation's rides
  underway: transportIn('patient_loaded', {
    id: 'ride-underway',
    type_transport: 'ambulance',
    patient_info: patient('Marie', 'Lefèvre'),
    date_transport: at(22, 9),
  }),
  upcoming: transportIn('accepted', {
    id: 'ride-upcoming',
    patient_info: patient('Louis', 'Moreau'),
    date_transport: at(24, 8),
  }),
  done: transportIn('completed', { id: 'ride-done', patient_info: patient('Rose', 'Girard') }),
  // Another company holds it; mine answered it
  shared: transportIn('accepted', {
    id: 'ride-shared',
    provider_org_id: ACTORS.otherAmbulance.orgId,
    patient_info: patient('Jules', 'Roux'),
    responses: { [AMBU]: { status: 'interested', at: null, orgId: null } },
  }),
  // A VTC company's ride
  vtcUnderway: transportIn('en_route_pickup', {
    id: 'ride-vtc',
    type_transport: 'vtc',
    provider_org_id: VTC,
    patient_info: patient('Chloé', 'Fournier'),
    date_transport: at(22, 10) + MILLIS_PER_HOUR / 2,
  }),
} satisfies Record<string, Transport>;

export const ALL_RIDES: Transport[] = Object.values(RIDES);
