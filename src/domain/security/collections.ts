import { MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { ESTABLISHMENT_COLLECTIONS } from '@/domain/establishment/establishment';
import type { CompanyKind } from '@/domain/ids/formatted-id';
import type { EditableTransportField } from '@/domain/sync/operation';
import type { UserType } from '@/domain/shared/role';
import type { TransportType } from '@/domain/transport/transport-type';
import {
  canRoleSeeTransportType,
  isProviderRole,
  isVisibleTo,
  relationsOf,
  type TransportRelation,
} from '@/domain/transport/visibility';

/**
 * The Firebase-mode data model of the security design (issue 10): collections and field splits the security rules
 * and the Firestore adapter share. Stated once here; firestore.rules gets them through rules-tables.ts.
 */

/** Company documents by kind; vtcCompanies is ours (the spec names only the two others). */
export const ORGANISATION_COLLECTIONS = {
  ...ESTABLISHMENT_COLLECTIONS,
  vtc: 'vtcCompanies',
} as const satisfies Record<CompanyKind, string>;

/** Patient identity and street addresses of a transport, readable by its parties only. */
export const TRANSPORT_PRIVATE_COLLECTION = 'transportPrivate';
/** `{ type_transport, open, updated_at }`: tells providers a request they saw is no longer open. */
export const TRANSPORT_OFFERS_COLLECTION = 'transportOffers';
/** Server-side role lists, one document per lower-cased e-mail: `{ role }`. */
export const ROLE_EMAILS_COLLECTION = 'roleEmails';
export const SYSTEM_COLLECTION = 'system';

/** Top-level keys of a transportPrivate document. */
export const TRANSPORT_PRIVATE_FIELDS = [
  'patient_info',
  'adresse_depart',
  'adresse_arrivee',
  'pathologie',
  'commentaires',
  'updated_at',
  'prescription',
  /** Issue 21 item 1: the clinic staff's names, by op id. */
  'staff_names',
] as const;

/** Issue 22: the scan of a ride's prescription, one document per transport, read as its private part is. */
export const TRANSPORT_PRESCRIPTIONS_COLLECTION = 'transportPrescriptions';
/** Issue 23 item 4: the signature taken at a ride's arrival, one document per transport. */
export const TRANSPORT_SIGNATURES_COLLECTION = 'transportSignatures';

/** What the public document keeps of an address: enough to sort by distance, not to find the door. */
export const PUBLIC_ADDRESS_FIELDS = ['ville', 'codePostal', 'coordonnees'] as const;
/** Medical information that stays in the private document. */
export const PRIVATE_MEDICAL_FIELDS = ['pathologie'] as const;

/** Editable fields that live wholly in the private document: the public one never carries them. */
export const PRIVATE_ONLY_FIELDS = [
  'patient_info',
  'commentaires',
] as const satisfies readonly EditableTransportField[];

/** Relations that read the private document: every party, never a mere candidate (data minimisation). */
export const PRIVATE_READERS = [
  'admin',
  'requester',
  'provider',
  'patient',
] as const satisfies readonly TransportRelation[];

type RelationArgs = Parameters<typeof relationsOf>;

export function canReadTransportPrivate(...[transport, who]: RelationArgs): boolean {
  const readers: readonly TransportRelation[] = PRIVATE_READERS;
  return relationsOf(transport, who).some((relation) => readers.includes(relation));
}

/** The public transport document is read by anyone with a relation to it (visibility.ts). */
export const canReadTransport = (...[transport, who]: RelationArgs): boolean =>
  isVisibleTo(transport, who);

/**
 * A client cannot write "now + 24 h", only serverTimestamp() (= request.time). So a "now + duration" field is the
 * client's estimate, accepted within (request.time + D − early, request.time + D + late]: nobody gains more than
 * `late` by forging it, and a device clock up to `early` behind is still accepted.
 */
export const CLIENT_ESTIMATE_TOLERANCE = {
  early: MILLIS_PER_HOUR,
  late: 5 * MILLIS_PER_MINUTE,
} as const;

/** An offer (open or not, and its type) is read by the providers offered that type, and by admins. */
export const canReadOffer = (role: UserType, type: TransportType): boolean =>
  role === 'admin' || (isProviderRole(role) && canRoleSeeTransportType(role, type));
