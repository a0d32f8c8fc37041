import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import type { Assignment } from '@/domain/transport/assignment';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { Actor, StatusUpdate } from '@/domain/transport/status-update';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';

/** 22/11/2026 11:00 in Paris: the creation time of every fixture transport. */
export const CREATED_AT = Date.UTC(2026, 10, 22, 10, 0);
export const ONE_HOUR_LATER = CREATED_AT + MILLIS_PER_HOUR;
export const DAY_LATER = CREATED_AT + 24 * MILLIS_PER_HOUR;

export const ACTORS = {
  admin: { uid: 'u-admin', role: 'admin', orgId: 'admin_0001' },
  clinic: { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' },
  otherClinic: { uid: 'u-clinique-2', role: 'clinique', orgId: 'clin_0002' },
  ambulance: { uid: 'u-ambu', role: 'ambulance', orgId: 'ambu_0001' },
  otherAmbulance: { uid: 'u-ambu-2', role: 'ambulance', orgId: 'ambu_0002' },
  vtc: { uid: 'u-vtc', role: 'vtc', orgId: 'vtc_0001' },
  patient: { uid: 'u-patient', role: 'patient', orgId: 'pat_0001' },
} as const satisfies Record<string, Actor>;

export const VALID_INPUT = {
  type_transport: 'vsl',
  // The same Paris day as CREATED_AT: a driver's steps are refused before the ride's day (issue 23).
  date_transport: Date.UTC(2026, 10, 22, 15, 30),
  priorite: 'normale',
  adresse_depart: { rue: '12 rue de la Paix', ville: 'Paris', codePostal: '75002' },
  adresse_arrivee: { rue: '1 place du Parvis Notre-Dame', ville: 'Paris', codePostal: '75004' },
  patient_info: {
    firstName: 'Jeanne',
    lastName: 'Martin',
    phone: '0601020304',
    birthDate: '1950-04-12',
  },
  informations_medicales: { pathologie: 'Dialyse', mobilite: 'fauteuil_roulant' },
};

/** A fresh pending request created by the clinic, with any field overridden. */
export function makeTransport(overrides: Partial<Transport> = {}): Transport {
  const input = transportInputSchema.parse(VALID_INPUT);
  const transport = buildNewTransport(input, {
    id: 'doc-1',
    transportId: 'tr_vsl_00001',
    creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' },
    now: CREATED_AT,
    opId: 'op-create',
  });
  return { ...transport, ...overrides };
}

/** A transport in a given state; once past waiting it belongs to ACTORS.ambulance's organisation. */
export function transportIn(
  status: TransportStatus,
  overrides: Partial<Transport> = {},
): Transport {
  const waiting = status === 'pending' || status === 'ouvert' || status === 'broadcasting';
  return makeTransport({
    etat: status,
    status,
    provider_org_id: waiting ? null : ACTORS.ambulance.orgId,
    ...overrides,
  });
}

/** A driver and vehicle of ACTORS.ambulance's organisation, as a dispatcher's status update names them. */
export const ASSIGNMENT: Assignment = {
  driver: { uid: 'u-karim', firstName: 'Karim' },
  vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
};

/** The extra a move into `status` needs: an assignment for `assigned`, nothing otherwise. */
export const needsOf = (status: TransportStatus): Pick<StatusUpdate, 'assignment'> =>
  status === 'assigned' ? { assignment: ASSIGNMENT } : {};

let counter = 0;
export function makeUpdate(
  status: TransportStatus,
  actor: Actor,
  extra: Partial<StatusUpdate> = {},
): StatusUpdate {
  counter += 1;
  return { opId: `op-${counter}`, status, actor, deviceTime: ONE_HOUR_LATER, ...extra };
}

/** An actor entitled to make the move, and a time at which it is possible. */
export function entitled(to: TransportStatus): { actor: Actor; now: number } {
  if (to === 'expired') return { actor: ACTORS.clinic, now: DAY_LATER };
  if (to === 'accepted') return { actor: ACTORS.ambulance, now: ONE_HOUR_LATER };
  if (to === 'rejected') return { actor: ACTORS.admin, now: ONE_HOUR_LATER };
  if (to === 'cancelled' || to === 'pending' || to === 'ouvert' || to === 'broadcasting')
    return { actor: ACTORS.clinic, now: ONE_HOUR_LATER };
  return { actor: ACTORS.ambulance, now: ONE_HOUR_LATER };
}
