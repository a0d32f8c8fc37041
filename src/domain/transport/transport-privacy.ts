import { z } from 'zod';
import { coordinatesSchema, type Coordinates } from '@/domain/transport/geo';
import { lenientObject, lenientText } from '@/domain/transport/lenient-fields';
import { patientInfoSchema, type Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { lenientPrescriptionDetails } from '@/domain/transport/prescription-record';

/**
 * Data minimisation (RGPD): a provider deciding whether to take a request sees the date, type, priority, mobility
 * and equipment, and the towns — never who the patient is or the street. Firestore cannot hide fields of a readable
 * document, so a ride is stored in two documents: the shared part (`transport/{id}`) and the identity part
 * (`transportPrivate/{id}`), readable by the parties only. This module says, once, which fields are identity.
 */
export const TRANSPORT_PRIVATE_COLLECTION = 'transportPrivate';

/** A stored map of names by op id; anything else reads as none. */
function readNameMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

const privateAddressSchema = lenientObject({ rue: lenientText, coordonnees: coordinatesSchema });

export const transportIdentitySchema = lenientObject({
  patient_info: patientInfoSchema,
  adresse_depart: privateAddressSchema,
  adresse_arrivee: privateAddressSchema,
  pathologie: lenientText,
  commentaires: lenientText,
  /** Issue 22: the prescription's references (its mode stays in the shared part). */
  prescription: lenientPrescriptionDetails,
  /** Issue 21 item 1: the clinic staff's own names, by op id (the shared part carries the clinic's name). */
  staff_names: z.unknown().optional().transform(readNameMap),
});
export type TransportIdentity = z.output<typeof transportIdentitySchema>;

/** Identity fields at the top level of a transport: a change to one of them rewrites the private part. */
export const IDENTITY_FIELDS = [
  'patient_info',
  'adresse_depart',
  'adresse_arrivee',
  'informations_medicales',
  'commentaires',
] as const satisfies readonly (keyof Transport)[];

/** ~1 km: enough to sort requests by distance, too coarse to find a door. */
export const COARSE_DECIMALS = 2;
const coarse = (value: number) => Number(value.toFixed(COARSE_DECIMALS));

export function coarseCoordinates(point: Coordinates | null): Coordinates | null {
  return point === null ? null : { lat: coarse(point.lat), lng: coarse(point.lng) };
}

/**
 * Issue 21 item 1: an open request is read by every candidate company, so the shared part names no clinic staff.
 * What the clinic's staff writes in it — its history entries (creation, broadcast, cancellation, refused taps)
 * and every edit's log line (by the clinic or an admin on its behalf) — carries the clinic's name as copied on the
 * ride; the writer's own name goes to the private part, keyed by the op, where the parties read it.
 */
const STAFF_ROLE = 'clinique';

/** The name the shared part shows for the clinic's staff: the clinic's, as the ride copied it. */
export const publicStaffName = (transport: Pick<Transport, 'requester_org_name'>): string | null =>
  transport.requester_org_name ?? null;

/** The names the shared part hides, by op id (entries without op id or name have none to hide). */
export function staffNamesOf(transport: Transport): Record<string, string> {
  const shown = publicStaffName(transport);
  const names: Record<string, string> = {};
  for (const entry of transport.historique_etats) {
    const name = entry.updated_by_name;
    if (
      entry.updated_by_role === STAFF_ROLE &&
      entry.op_id !== null &&
      name !== null &&
      name !== shown
    )
      names[entry.op_id] = name;
  }
  for (const edit of transport.modifications) {
    if (edit.by_name !== null && edit.by_name !== shown) names[edit.op_id] = edit.by_name;
  }
  return names;
}

/** The ride with its staff names replaced by the clinic's (the shared part; what a candidate reads). */
export function withoutStaffNames(transport: Transport): Transport {
  const shown = publicStaffName(transport);
  return {
    ...transport,
    historique_etats: transport.historique_etats.map((entry) =>
      entry.updated_by_role === STAFF_ROLE ? { ...entry, updated_by_name: shown } : entry,
    ),
    modifications: transport.modifications.map((edit) => ({ ...edit, by_name: shown })),
  };
}

/** The shared part with the staff's names put back from the private part. */
function withStaffNames(transport: Transport, names: Record<string, string>): Transport {
  const named = (opId: string | null) => (opId === null ? undefined : names[opId]);
  return {
    ...transport,
    historique_etats: transport.historique_etats.map((entry) => {
      const name = named(entry.op_id);
      return name === undefined ? entry : { ...entry, updated_by_name: name };
    }),
    modifications: transport.modifications.map((edit) => {
      const name = named(edit.op_id);
      return name === undefined ? edit : { ...edit, by_name: name };
    }),
  };
}

export function identityOf(transport: Transport): TransportIdentity {
  const { adresse_depart: from, adresse_arrivee: to } = transport;
  return {
    staff_names: staffNamesOf(transport),
    patient_info: transport.patient_info,
    adresse_depart: { rue: from.rue, coordonnees: from.coordonnees },
    adresse_arrivee: { rue: to.rue, coordonnees: to.coordonnees },
    pathologie: transport.informations_medicales.pathologie,
    commentaires: transport.commentaires,
    prescription: transport.prescription ?? null,
  };
}

const NO_PATIENT = { firstName: '', lastName: '', phone: '', birthDate: '' };

/** The ride as a non-party sees it: identity blanked, coordinates coarse, and marked so screens can say why. */
export function withoutIdentity(transport: Transport): Transport {
  const { adresse_depart: from, adresse_arrivee: to } = transport;
  return {
    ...withoutStaffNames(transport),
    patient_info: NO_PATIENT,
    adresse_depart: { ...from, rue: '', coordonnees: coarseCoordinates(from.coordonnees) },
    adresse_arrivee: { ...to, rue: '', coordonnees: coarseCoordinates(to.coordonnees) },
    informations_medicales: { ...transport.informations_medicales, pathologie: '' },
    commentaires: '',
    prescription: null,
    identity_withheld: true,
  };
}

/** The shared part joined with its identity part: the whole ride, as its parties see it. */
export function withIdentity(transport: Transport, identity: TransportIdentity): Transport {
  const { identity_withheld: _withheld, ...rest } = transport;
  const shared = withStaffNames(rest, identity.staff_names);
  return {
    ...shared,
    patient_info: identity.patient_info,
    adresse_depart: { ...shared.adresse_depart, ...identity.adresse_depart },
    adresse_arrivee: { ...shared.adresse_arrivee, ...identity.adresse_arrivee },
    informations_medicales: { ...shared.informations_medicales, pathologie: identity.pathologie },
    commentaires: identity.commentaires,
    prescription: identity.prescription,
  };
}

/**
 * Who reads the patient's identity: admins, the requesting clinic, the company that accepted the ride, and the
 * patient. A provider that may still accept the request is not among them.
 */
export function mayReadIdentity(
  transport: Pick<
    Transport,
    'requester_org_id' | 'provider_org_id' | 'patient_id' | 'global_patient_id'
  >,
  viewer: Viewer,
): boolean {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'clinique':
      return transport.requester_org_id !== null && transport.requester_org_id === viewer.orgId;
    case 'ambulance':
    case 'vtc':
      return transport.provider_org_id !== null && transport.provider_org_id === viewer.orgId;
    case 'patient':
      return transport.patient_id === viewer.uid || transport.global_patient_id === viewer.uid;
  }
}

/** The ride as this viewer may hold it on their device. */
export const asSeenBy = (transport: Transport, viewer: Viewer): Transport =>
  mayReadIdentity(transport, viewer) ? transport : withoutIdentity(transport);

/** Whether an update changes the identity part (then the private document is rewritten with the shared one). */
export const touchesIdentity = (before: Transport | null, after: Transport): boolean =>
  before === null || JSON.stringify(identityOf(before)) !== JSON.stringify(identityOf(after));

/** What a provider reads in place of the patient's name until it accepts the ride. */
export const WITHHELD_IDENTITY_LABEL = 'Patient : identité communiquée après acceptation';
