import type { Viewer } from '@/data/ports';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { Actor } from '@/domain/transport/status-update';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';

/** 22/11/2026 08:00 in Paris: every world starts here. */
export const T0 = Date.UTC(2026, 10, 22, 7, 0);

export const ACTORS = {
  clinic: { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' },
  driverA: { uid: 'u-ambu-a', role: 'ambulance', orgId: 'ambu_0001' },
  driverB: { uid: 'u-ambu-b', role: 'ambulance', orgId: 'ambu_0001' },
  admin: { uid: 'u-admin', role: 'admin', orgId: 'admin_0001' },
} as const satisfies Record<string, Actor>;

export const viewerOf = (actor: Actor): Viewer => ({ ...actor });

const INPUT = transportInputSchema.parse({
  type_transport: 'vsl',
  // The day of T0: a driver's steps are refused before the ride's Paris day (issue 23).
  date_transport: Date.UTC(2026, 10, 22, 15, 30),
  adresse_depart: { rue: '12 rue de la Paix', ville: 'Paris', codePostal: '75002' },
  adresse_arrivee: { rue: '1 place du Parvis Notre-Dame', ville: 'Paris', codePostal: '75004' },
  patient_info: { firstName: 'Jeanne', lastName: 'Martin', phone: '0601020304' },
  informations_medicales: { pathologie: 'Dialyse', mobilite: 'fauteuil_roulant' },
});

/** A request from ACTORS.clinic, waiting for a provider. */
export function newTransport(
  id: string,
  now: number,
  overrides: Partial<Transport> = {},
  opId?: string,
): Transport {
  const creator = { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' as const };
  const built = buildNewTransport(INPUT, { id, transportId: `tr_${id}`, creator, now, opId });
  return { ...built, ...overrides };
}

/** A ride already taken by ACTORS.driverA's company. */
export function rideIn(id: string, now: number, status: TransportStatus = 'accepted'): Transport {
  return newTransport(id, now, { etat: status, status, provider_org_id: ACTORS.driverA.orgId });
}
