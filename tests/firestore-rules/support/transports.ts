import { rideStepMinutes } from '@/domain/award/award-permission';
import {
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import {
  TRANSPORT_OFFERS_COLLECTION,
  TRANSPORT_PRIVATE_COLLECTION,
} from '@/domain/security/collections';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { entryAuthorFields, type HistoryEntry } from '@/domain/transport/history-entry.schema';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { PrescriptionInput } from '@/domain/transport/prescription.schema';
import { vtcEligibility } from '@/domain/transport/prescribed-mode';
import { TRANSPORT_COLLECTION, type Transport } from '@/domain/transport/transport.schema';
import { isWaiting, type TransportStatus } from '@/domain/transport/transport-status';
import { staffNamesOf, withoutStaffNames } from '@/domain/transport/transport-privacy';
import type { TransportType } from '@/domain/transport/transport-type';
import { PERSONAS, type Persona } from './personas';

/** Creation times relative to now: a request still open, and one past its 24 h expiry. */
export const UNEXPIRED_AGE = MILLIS_PER_HOUR;
export const EXPIRED_AGE = 25 * MILLIS_PER_HOUR;

const INPUT = {
  date_transport: Date.UTC(2026, 10, 25, 8, 30),
  priorite: 'normale',
  adresse_depart: {
    rue: '12 rue de la Paix',
    ville: 'Paris',
    codePostal: '75002',
    coordonnees: { lat: 48.86912, lng: 2.33167 },
  },
  adresse_arrivee: { rue: '1 place du Parvis Notre-Dame', ville: 'Paris', codePostal: '75004' },
  patient_info: {
    firstName: 'Jeanne',
    lastName: 'Martin',
    phone: '0601020304',
    birthDate: '1950-04-12',
  },
  informations_medicales: { pathologie: 'Dialyse', mobilite: 'fauteuil_roulant' },
  commentaires: 'Sonner deux fois',
};

export interface TransportSpec {
  id: string;
  etat: TransportStatus;
  type?: TransportType;
  /** How long before now the request was created. */
  age?: number;
  /** The organisation that accepted; by default ambu_0001 once past the waiting states. */
  providerOrgId?: string | null;
  /** Who filed the request (default PERSONAS.clinic). */
  creator?: Persona;
  /** Issue 22: the prescription (PMT) behind the request. */
  pmt?: PrescriptionInput;
}

const NO_PROVIDER: readonly TransportStatus[] = [
  'pending',
  'ouvert',
  'broadcasting',
  'rejected',
  'expired',
];

/** A domain transport requested (by default by PERSONAS.clinic) for PERSONAS.patient, in the given state. */
export function domainTransport(spec: TransportSpec, now = Date.now()): Transport {
  const input = transportInputSchema.parse({
    ...INPUT,
    type_transport: spec.type ?? 'ambulance',
    patient_id: PERSONAS.patient.uid,
    pmt: spec.pmt ?? null,
  });
  const creator = spec.creator ?? PERSONAS.clinic;
  const created = buildNewTransport(input, {
    id: spec.id,
    transportId: `tr_ambu_${spec.id}`,
    creator: { uid: creator.uid, orgId: creator.orgId, role: creator.role, name: creator.label },
    now: now - (spec.age ?? UNEXPIRED_AGE),
    opId: `${spec.id}-creation`,
  });
  const provider = NO_PROVIDER.includes(spec.etat) ? null : PERSONAS.ambulance.orgId;
  return {
    // As its shared part shows it (issue 21 item 1): the clinic's name, none here, in place of its staff's.
    ...withoutStaffNames(created),
    etat: spec.etat,
    status: spec.etat,
    provider_org_id: spec.providerOrgId === undefined ? provider : spec.providerOrgId,
  };
}

const ts = (millis: number) => Timestamp.fromMillis(millis);
const publicAddress = ({ ville, codePostal, coordonnees }: Transport['adresse_depart']) => ({
  ville,
  codePostal,
  coordonnees: coordonnees && {
    lat: Math.round(coordonnees.lat * 100) / 100,
    lng: Math.round(coordonnees.lng * 100) / 100,
  },
});

/** transport/{id} as the design stores it: no patient identity, no street, no pathology, no comments. */
export function storedTransport(whole: Transport): DocumentData {
  // Issue 21 item 1: the shared part names no clinic staff (their names are in the private part).
  const t = withoutStaffNames(whole);
  const { patient_info: _identity, commentaires: _comments, prescription: _pmt, ...shared } = t;
  const { pathologie: _pathology, ...medical } = t.informations_medicales;
  const stamped = t.historique_etats.filter((entry) => entry.op_id !== null);
  return {
    ...shared,
    ...vtcEligibility(t.prescribed_mode ?? null),
    adresse_depart: publicAddress(t.adresse_depart),
    adresse_arrivee: publicAddress(t.adresse_arrivee),
    informations_medicales: medical,
    date_transport: ts(t.date_transport),
    date_expiration: ts(t.date_expiration),
    created_at: ts(t.created_at),
    updated_at: ts(t.updated_at),
    op_server_times: Object.fromEntries(
      stamped.map((entry) => [entry.op_id, ts(entry.server_timestamp ?? t.created_at)]),
    ),
  };
}

/** transportPrivate/{id}: who and where exactly. */
export const storedPrivate = (t: Transport): DocumentData => ({
  patient_info: t.patient_info,
  adresse_depart: { rue: t.adresse_depart.rue, coordonnees: t.adresse_depart.coordonnees },
  adresse_arrivee: { rue: t.adresse_arrivee.rue, coordonnees: t.adresse_arrivee.coordonnees },
  pathologie: t.informations_medicales.pathologie,
  commentaires: t.commentaires,
  prescription: t.prescription ?? null,
  staff_names: staffNamesOf(t),
  updated_at: ts(t.updated_at),
});

export const storedOffer = (t: Transport): DocumentData => ({
  type_transport: t.type_transport,
  open: isWaiting(t.etat),
  updated_at: ts(t.updated_at),
});

/**
 * The offer a ride's write sets with it (issue 23: with its minutes per widening, which the rules recompute from
 * the ride's priority and delays).
 */
export const offerData = (
  t: Transport,
  patch: { type_transport?: string; open?: boolean } = {},
): DocumentData => ({
  type_transport: patch.type_transport ?? t.type_transport,
  open: patch.open ?? isWaiting(t.etat),
  step_minutes: rideStepMinutes(t),
  updated_at: serverTimestamp(),
});

export const transportRef = (db: Firestore, id: string) => doc(db, TRANSPORT_COLLECTION, id);
export const privateRef = (db: Firestore, id: string) => doc(db, TRANSPORT_PRIVATE_COLLECTION, id);
export const offerRef = (db: Firestore, id: string) => doc(db, TRANSPORT_OFFERS_COLLECTION, id);

/** Seeds transports (public, private and offer documents), rules bypassed, 150 per batch. */
export async function seedTransports(owner: Firestore, transports: readonly Transport[]) {
  for (let start = 0; start < transports.length; start += 150) {
    const batch = writeBatch(owner);
    for (const t of transports.slice(start, start + 150)) {
      batch.set(transportRef(owner, t.id), storedTransport(t));
      batch.set(privateRef(owner, t.id), storedPrivate(t));
      batch.set(offerRef(owner, t.id), storedOffer(t));
    }
    await batch.commit();
  }
}

let opCounter = 0;
export const nextOpId = (label = 'op') => `${label}-${(opCounter += 1)}`;

/** One history entry as the domain writes it (device time for both times: the server's goes in the map). */
export function historyEntry(
  actor: Persona,
  to: TransportStatus,
  opId: string,
  applied: boolean,
): HistoryEntry {
  const deviceTime = Date.now();
  return {
    etat: to,
    timestamp: deviceTime,
    ...entryAuthorFields(actor, undefined),
    notes: null,
    reason: null,
    position: null,
    op_id: opId,
    server_timestamp: deviceTime,
    applied,
    refusal_code: applied ? null : 'already_accepted',
    refusal_reason: applied ? null : 'Ce transport a déjà été accepté par un autre transporteur.',
  };
}

export interface StatusWriteOptions {
  applied?: boolean;
  /** Changes the update after it is built (to break one property). */
  tamper?: (update: DocumentData, entry: HistoryEntry) => DocumentData;
  /** Whether to write the offer when open changes (default: yes, as the design says). */
  offer?: boolean;
  opId?: string;
}

export interface StatusWrites {
  opId: string;
  /** The transport update. */
  update: DocumentData;
  /** The offer to set with it, when the request opens or closes. */
  offer: DocumentData | null;
}

/**
 * The status-change write of the design: one history entry appended, its op's server time, updated_at/by, and
 * provider_org_id on acceptance; the offer in the same commit when the request opens or closes.
 */
export function statusWrites(
  t: Transport,
  actor: Persona,
  to: TransportStatus,
  options: StatusWriteOptions = {},
): StatusWrites {
  const applied = options.applied ?? true;
  const opId = options.opId ?? nextOpId(t.id);
  const signed = historyEntry(actor, to, opId, applied);
  // The clinic's staff sign the shared part with the clinic's name (issue 21 item 1).
  const entry =
    actor.role === 'clinique'
      ? { ...signed, updated_by_name: t.requester_org_name ?? null }
      : signed;
  const update: DocumentData = {
    historique_etats: [...t.historique_etats, entry],
    updated_at: serverTimestamp(),
    updated_by: actor.uid,
    [`op_server_times.${opId}`]: serverTimestamp(),
    ...(applied ? { etat: to, status: to } : {}),
    ...(applied && to === 'accepted' ? { provider_org_id: actor.orgId } : {}),
  };
  const opens = isWaiting(t.etat) !== isWaiting(to);
  const offer =
    applied && opens && options.offer !== false ? offerData(t, { open: isWaiting(to) }) : null;
  return { opId, update: options.tamper ? options.tamper(update, entry) : update, offer };
}

/** The same writes in one batch. */
export function statusBatch(
  db: Firestore,
  t: Transport,
  actor: Persona,
  to: TransportStatus,
  options: StatusWriteOptions = {},
): WriteBatch {
  const { update, offer } = statusWrites(t, actor, to, options);
  const batch = writeBatch(db);
  batch.update(transportRef(db, t.id), update);
  if (offer !== null) batch.set(offerRef(db, t.id), offer);
  return batch;
}

/**
 * The edit write of the design: changed public fields, one modification entry in the caller's name, its op's
 * server time; `extra` adds writes of the same commit (the offer on a type change).
 */
export function editBatch(
  db: Firestore,
  t: Transport,
  who: Persona,
  changes: DocumentData,
  extra: (batch: WriteBatch) => void = () => {},
): { batch: WriteBatch; opId: string } {
  const opId = nextOpId('edit');
  const entry = {
    op_id: opId,
    at: Date.now(),
    device_time: Date.now(),
    by: who.uid,
    by_name: t.requester_org_name ?? null,
    fields: Object.keys(changes),
  };
  const batch = writeBatch(db);
  batch.update(transportRef(db, t.id), {
    ...changes,
    modifications: [...t.modifications, entry],
    updated_at: serverTimestamp(),
    updated_by: who.uid,
    [`op_server_times.${opId}`]: serverTimestamp(),
  });
  extra(batch);
  return { batch, opId };
}
