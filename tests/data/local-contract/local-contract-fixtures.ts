import type { OutboxEntry, Page, RemoteDocument } from '@/data/ports';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientOfOperation } from '@/domain/patient/patient-creation';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { Patient } from '@/domain/patient/patient.schema';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import {
  isTransportOperation,
  type Operation,
  type TransportOperation,
} from '@/domain/sync/operation';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { Refusal } from '@/domain/transport/refusal';
import type { Actor } from '@/domain/transport/status-update';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting, type TransportStatus } from '@/domain/transport/transport-status';

/** 22/11/2026 11:00 in Paris: creation time of the rides. The harness's device clock reads an hour later. */
export const CREATED_AT = Date.UTC(2026, 10, 22, 10, 0);
export const DEVICE_NOW = CREATED_AT + MILLIS_PER_HOUR;

export const ACTORS = {
  clinic: { uid: 'u-clinique', role: 'clinique', orgId: 'clin_0001' },
  ambulance: { uid: 'u-ambu', role: 'ambulance', orgId: 'ambu_0001' },
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

/** A request filed by ACTORS.clinic, in a given state; past waiting, it is held by ACTORS.ambulance. */
export function ride(id: string, etat: TransportStatus, overrides: Partial<Transport> = {}) {
  const base = buildNewTransport(INPUT, {
    id,
    transportId: `tr_ambu_${id}`,
    creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' },
    now: CREATED_AT,
    opId: `creation-${id}`,
  });
  const provider = isWaiting(etat) ? null : ACTORS.ambulance.orgId;
  return { ...base, etat, status: etat, provider_org_id: provider, ...overrides };
}

let opCounter = 0;
const nextOpId = (label: string) => `lc-${label}-${(opCounter += 1)}`;

/** A status change tapped by the ambulance's driver. */
export function statusOp(transportId: string, status: TransportStatus): TransportOperation {
  const opId = nextOpId('etat');
  const update = { opId, status, actor: ACTORS.ambulance, deviceTime: DEVICE_NOW };
  return { kind: 'transport.status', opId, transportId, update };
}

/** A new request, as the clinic's form queues it. */
export const createOp = (transport: Transport): TransportOperation => ({
  kind: 'transport.create',
  opId: nextOpId('creation'),
  transportId: transport.id,
  transport: { ...transport },
});

export const readOp = (notificationId: string): Operation => ({
  kind: 'notification.read',
  opId: nextOpId('lu'),
  notificationId,
});

/** A patient registered on this device under its device id (« PAT-… »). */
export function patientOp(localId: string): Extract<Operation, { kind: 'patient.create' }> {
  const input = patientInputSchema('2026-11-22').parse({
    first_name: 'Lucie',
    last_name: 'Bernard',
    birth_date: '1950-04-02',
  });
  const patient = buildNewPatient(input, { id: localId, creator: ACTORS.clinic, now: CREATED_AT });
  return { kind: 'patient.create', opId: nextOpId('patient'), patientId: localId, patient };
}

/** The record as the server stores it under its counter number, naming the device id in local_id. */
export const numbered = (op: ReturnType<typeof patientOp>, id: string): RemoteDocument<Patient> => {
  const record = patientOfOperation(op);
  if (!record.ok) throw new Error('fiche patient invalide');
  const data = { ...record.value, id, local_id: op.patientId };
  return { id, data, syncTs: { seconds: 50, nanoseconds: 0 } };
};

/** A server document at a given server second. */
export const serverDoc = <T extends { id: string }>(
  data: T,
  seconds: number,
  nanoseconds = 0,
): RemoteDocument<T> => ({ id: data.id, data, syncTs: { seconds, nanoseconds } });

/** What the server holds once it has applied (or recorded as refused) `op`. */
export function serverAfter(transport: Transport, op: Operation): Transport {
  if (!isTransportOperation(op)) throw new Error('pas une opération de transport');
  const result = applyTransportOperation(transport, op, DEVICE_NOW + 10);
  if (result.transport === null) throw new Error('opération sans résultat');
  return result.transport;
}

/** The refusal the server records when `op` reaches `transport`. */
export function refusalOf(transport: Transport, op: TransportOperation): Refusal {
  const result = applyTransportOperation(transport, op, DEVICE_NOW + 10);
  if (result.outcome !== 'refused') throw new Error('opération acceptée');
  return result.refusal;
}

/** A pulled page ending at its last document (an empty page keeps the checkpoint: null). */
export function pageOf<T>(...documents: RemoteDocument<T>[]): Page<T> {
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { ts: last.syncTs, id: last.id } : null,
    hasMore: false,
  };
}

export const TAKEN: Refusal = {
  code: 'already_accepted',
  reason: 'Déjà accepté par un autre transporteur.',
};

export const seqsOf = (entries: readonly Pick<OutboxEntry, 'seq'>[]) =>
  entries.map((entry) => entry.seq);

/** Puts server documents on the device the way a pull does. */
export const pullRides = (
  h: { store: { applyPulled(collection: 'transports', page: Page<Transport>): Promise<void> } },
  ...documents: RemoteDocument<Transport>[]
) => h.store.applyPulled('transports', pageOf(...documents));
