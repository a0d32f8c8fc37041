import { MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { TEST_NOW } from '@tests/support/render-app';

export const CLINIC_ORG = ACTORS.clinic.orgId;

/** A request of the test clinic in a given state, created `ageMinutes` before the test clock's now. */
export function clinicTransport(
  id: string,
  status: TransportStatus,
  ageMinutes: number,
  overrides: Partial<Transport> = {},
): Transport {
  const createdAt = TEST_NOW - ageMinutes * MILLIS_PER_MINUTE;
  const base = transportIn(status, { id, transport_id: `tr_vsl_${id}`, created_at: createdAt });
  return {
    ...base,
    updated_at: createdAt,
    date_transport: TEST_NOW + 2 * MILLIS_PER_HOUR,
    date_expiration: createdAt + 24 * MILLIS_PER_HOUR,
    historique_etats: base.historique_etats.map((entry) => ({
      ...entry,
      timestamp: createdAt,
      server_timestamp: createdAt,
    })),
    ...overrides,
  };
}

export const withPatient = (firstName: string, lastName: string) => ({
  patient_info: { firstName, lastName, phone: '0601020304', birthDate: '1950-04-12' },
});
