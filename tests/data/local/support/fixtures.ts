import { AppDb } from '@/data/local/db/app-db';
import type { Operation } from '@/domain/sync/operation';
import type { RemoteDocument } from '@/data/ports';
import { MILLIS_PER_HOUR, type Clock } from '@/domain/shared/clock';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { Actor, StatusUpdate } from '@/domain/transport/status-update';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';

/** 22/11/2026 11:00 in Paris: creation time of the fixture transports. */
export const CREATED_AT = Date.UTC(2026, 10, 22, 10, 0);
export const ONE_HOUR_LATER = CREATED_AT + MILLIS_PER_HOUR;

export const ACTORS = {
  admin: { uid: 'u-admin', role: 'admin', orgId: 'admin_0001' },
  clinic: { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' },
  ambulance: { uid: 'u-ambu', role: 'ambulance', orgId: 'ambu_0001' },
  otherAmbulance: { uid: 'u-ambu-2', role: 'ambulance', orgId: 'ambu_0002' },
  vtc: { uid: 'u-vtc', role: 'vtc', orgId: 'vtc_0001' },
  patient: { uid: 'u-patient', role: 'patient', orgId: 'pat_0001' },
} as const satisfies Record<string, Actor>;

const INPUT = transportInputSchema.parse({
  type_transport: 'ambulance',
  // The creation's Paris day: a driver's steps are refused before the ride's day (issue 23).
  date_transport: Date.UTC(2026, 10, 22, 15, 30),
  priorite: 'normale',
  adresse_depart: { rue: '12 rue de la Paix', ville: 'Paris', codePostal: '75002' },
  adresse_arrivee: { rue: '1 place du Parvis Notre-Dame', ville: 'Paris', codePostal: '75004' },
  patient_info: { firstName: 'Jeanne', lastName: 'Martin', phone: '0601020304' },
  informations_medicales: { pathologie: 'Dialyse', mobilite: 'fauteuil_roulant' },
});

/** A request created by ACTORS.clinic, any field overridden; past waiting it belongs to ACTORS.ambulance. */
export function makeTransport(id: string, overrides: Partial<Transport> = {}): Transport {
  const base = buildNewTransport(INPUT, {
    id,
    transportId: `tr_ambu_${id}`,
    creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' },
    now: CREATED_AT,
    opId: `create-${id}`,
  });
  const status = overrides.etat ?? 'pending';
  const waiting = status === 'pending' || status === 'ouvert' || status === 'broadcasting';
  return {
    ...base,
    status,
    provider_org_id: waiting ? null : ACTORS.ambulance.orgId,
    ...overrides,
  };
}

export const inStatus = (id: string, etat: TransportStatus, overrides: Partial<Transport> = {}) =>
  makeTransport(id, { etat, status: etat, ...overrides });

let opCounter = 0;

/** A status change as the UI enqueues it. */
export function statusOp(
  transportId: string,
  status: TransportStatus,
  actor: Actor = ACTORS.ambulance,
  extra: Partial<StatusUpdate> = {},
): Operation {
  opCounter += 1;
  const opId = extra.opId ?? `op-${opCounter}`;
  const update: StatusUpdate = { opId, status, actor, deviceTime: ONE_HOUR_LATER, ...extra };
  return { kind: 'transport.status', opId, transportId, update };
}

export function createOp(transport: Transport): Operation {
  opCounter += 1;
  return {
    kind: 'transport.create',
    opId: `op-create-${opCounter}`,
    transportId: transport.id,
    transport: { ...transport },
  };
}

/** A server document at a given server second. */
export const remoteDoc = (
  data: Transport,
  seconds: number,
  nanoseconds = 0,
): RemoteDocument<Transport> => ({
  id: data.id,
  data,
  syncTs: { seconds, nanoseconds },
});

/** A clock the test moves by hand (fake timers would hang fake-indexeddb). */
export function manualClock(start = ONE_HOUR_LATER): Clock & { set(millis: number): void } {
  let now = start;
  return { now: () => now, set: (millis) => (now = millis) };
}

/** A fresh, uniquely named user database; delete it after the test. */
export function freshDb(): AppDb {
  return new AppDb(`test-${crypto.randomUUID()}`);
}
