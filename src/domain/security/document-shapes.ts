import { z } from 'zod';
import { MESSAGE_SIDES } from '@/domain/messages/message';
import {
  FIELD_LIMITS as L,
  RIDE_HISTORY_MAX,
  RIDE_MODIFICATIONS_MAX,
  RIDE_OP_TIMES_MAX,
  RIDE_RESPONSES_MAX,
} from '@/domain/shared/field-limits';
import { USER_TYPES } from '@/domain/shared/role';
import { PLANS } from '@/domain/constants';
import { COMPANY_ID_PREFIXES, type CompanyKind } from '@/domain/ids/formatted-id';
import { MOBILITIES } from '@/domain/transport/mobility';
import { PRIORITIES } from '@/domain/transport/priority';
import { REFUSAL_CODES } from '@/domain/transport/refusal';
import { RESPONSE_STATUSES } from '@/domain/transport/responses.schema';
import { TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { TRANSPORT_SOURCES } from '@/domain/transport/transport.schema';
import { TRIP_LEGS } from '@/domain/transport/ride-links';
import { PRESCRIBED_MODES } from '@/domain/transport/prescription.schema';
import {
  PRESCRIPTION_SCAN_MAX_BYTES,
  PRESCRIPTION_SCAN_MIMES,
} from '@/domain/transport/prescription-scan';

/**
 * What a client may store, per collection (issue 21): the keys, their types and their sizes. Strict zod objects
 * read by shape-rules.ts, which renders each as a security rules function (`<name>Shape(d)`: keys().hasOnly, then
 * one check per field), so the server refuses exactly what these refuse. Nested lists of records (a ride's history)
 * are bounded in length here; the rules check each entry as it is appended (historyEntryShape).
 */

/** A Firestore Timestamp (or serverTimestamp(), which the rules see as one). */
export const storedTime = z.custom<unknown>(() => true).meta({ rules: 'timestamp' });
/** A map keyed by ids (organisations, ops): its number of keys is bounded, its values checked where written. */
const idMap = (maxKeys: number) =>
  z
    .record(z.string().max(L.id), z.unknown())
    .refine((map) => Object.keys(map).length <= maxKeys, {
      error: `${maxKeys} entrées au plus.`,
    })
    .meta({ rules: 'map', maxKeys });

const id = z.string().max(L.id);
const optionalText = (max: number) => z.string().max(max).nullable().optional();
const labels = z.array(z.string().max(L.label)).max(L.labels);
const point = z.strictObject({ lat: z.number(), lng: z.number() });

/** One entry of historique_etats (history-entry.schema.ts), as a new entry is written. */
export const historyEntryShape = z.strictObject({
  etat: z.enum(TRANSPORT_STATUSES),
  timestamp: z.number(),
  updated_by: id.nullable(),
  updated_by_name: optionalText(L.name),
  updated_by_role: z.enum(USER_TYPES).nullable().optional(),
  updated_by_org: id.nullable().optional(),
  device_id: id.nullable().optional(),
  notes: optionalText(L.note),
  reason: optionalText(L.note),
  position: z
    .strictObject({
      lat: z.number(),
      lng: z.number(),
      accuracy: z.number().optional(),
      capturedAt: z.number().optional(),
    })
    .nullable()
    .optional(),
  op_id: id,
  server_timestamp: z.number().nullable().optional(),
  applied: z.boolean(),
  refusal_code: z.enum(REFUSAL_CODES).nullable().optional(),
  refusal_reason: optionalText(L.refusalReason),
});

/** One entry of modifications (modification.schema.ts). */
export const modificationShape = z.strictObject({
  op_id: id,
  at: z.number(),
  device_time: z.number(),
  by: id.nullable(),
  by_name: optionalText(L.name),
  fields: z.array(z.string().max(L.code)).max(L.editedFields),
});

/** A provider's answer under its organisation's key (responses.schema.ts). */
export const responseShape = z.strictObject({
  status: z.enum(RESPONSE_STATUSES),
  at: z.number().nullable(),
  orgId: id.nullable(),
});

const publicAddress = z.strictObject({
  ville: z.string().max(L.city),
  codePostal: z.string().max(L.postcode),
  coordonnees: point.nullable().optional(),
});

/** transport/{id}: the shared part of a ride (transport.schema.ts without identity, street or comments). */
export const transportShape = z.strictObject({
  id,
  transport_id: id,
  patient_id: id.nullable().optional(),
  global_patient_id: id.nullable().optional(),
  requester_org_id: id.nullable(),
  provider_org_id: id.nullable(),
  requester_org_name: optionalText(L.name),
  requester_org_phone: optionalText(L.phone),
  provider_org_name: optionalText(L.name),
  provider_org_phone: optionalText(L.phone),
  type_transport: z.enum(TRANSPORT_TYPES),
  priorite: z.enum(PRIORITIES),
  date_transport: storedTime,
  adresse_depart: publicAddress,
  adresse_arrivee: publicAddress,
  informations_medicales: z.strictObject({
    mobilite: z.enum(MOBILITIES).nullable().optional(),
    needsOxygen: z.boolean().optional(),
    needsStretcher: z.boolean().optional(),
    equipements_speciaux: labels.optional(),
  }),
  equipements_requis: labels,
  etat: z.enum(TRANSPORT_STATUSES),
  status: z.enum(TRANSPORT_STATUSES),
  historique_etats: z.array(historyEntryShape).max(RIDE_HISTORY_MAX),
  date_expiration: storedTime,
  source: z.enum(TRANSPORT_SOURCES),
  responses: idMap(RIDE_RESPONSES_MAX).optional(),
  modifications: z.array(modificationShape).max(RIDE_MODIFICATIONS_MAX).optional(),
  assigned_driver: z
    .strictObject({ uid: id, firstName: z.string().max(L.name) })
    .nullable()
    .optional(),
  assigned_vehicle: z
    .strictObject({ id, label: z.string().max(L.name), registration: z.string().max(L.code) })
    .nullable()
    .optional(),
  created_at: storedTime,
  updated_at: storedTime,
  updated_by: id.nullable().optional(),
  created_by: id.nullable(),
  createdBy: id.nullable(),
  op_server_times: idMap(RIDE_OP_TIMES_MAX),
  // Issue 22 (ride-links.ts): set at creation only — no update rule lists them among the keys it may change.
  series_id: id.nullable().optional(),
  series_index: z.number().int().nullable().optional(),
  series_count: z.number().int().nullable().optional(),
  trip_leg: z.enum(TRIP_LEGS).nullable().optional(),
  partner_id: id.nullable().optional(),
  retour_sur_appel: z.boolean().optional(),
  /** Issue 22: set at creation only (not an editable field). */
  prescribed_mode: z.enum(PRESCRIBED_MODES).nullable().optional(),
});

const privateAddress = z.strictObject({
  rue: z.string().max(L.street),
  coordonnees: point.nullable().optional(),
});

/** transportPrivate/{id}: patient identity, streets, pathology, comments (transport-privacy.ts). */
export const transportPrivateShape = z.strictObject({
  patient_info: z.strictObject({
    firstName: z.string().max(L.name),
    lastName: z.string().max(L.name),
    phone: z.string().max(L.phone),
    birthDate: z.string().max(L.code),
  }),
  adresse_depart: privateAddress,
  adresse_arrivee: privateAddress,
  pathologie: z.string().max(L.note),
  commentaires: z.string().max(L.comment),
  updated_at: storedTime,
  /** Issue 22: the prescription's references (prescription-record.ts). */
  prescription: z
    .strictObject({
      prescripteur: z.string().max(L.name),
      date_prescription: z.string().max(L.code),
      accord_prealable: z.boolean(),
      date_accord: z.string().max(L.code).nullable(),
      serie: z.boolean(),
    })
    .nullable()
    .optional(),
});

/** transportPrescriptions/{transportId} (prescription-scan.ts): the scan of the prescription, as bytes. */
export const transportPrescriptionShape = z.strictObject({
  image: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({ rules: 'bytes', maxBytes: PRESCRIPTION_SCAN_MAX_BYTES }),
  mime: z.enum(PRESCRIPTION_SCAN_MIMES),
  size: z.number().int(),
  uploadedAt: storedTime,
  orga_id: id,
});

/** transportOffers/{id}. */
export const transportOfferShape = z.strictObject({
  type_transport: z.enum(TRANSPORT_TYPES),
  open: z.boolean(),
  updated_at: storedTime,
});

/** messages/{id} (messages/message.ts). */
export const messageShape = z.strictObject({
  op_id: id,
  transport_id: id,
  requester_org_id: id,
  provider_org_id: id,
  party_org_ids: z.array(id).max(2),
  author_uid: id,
  author_name: z.string().max(L.name),
  author_org_id: id,
  author_side: z.enum(MESSAGE_SIDES),
  text: z.string().max(L.message),
  device_time: z.number(),
  created_at: storedTime,
  updated_at: storedTime,
});

/** patients/{id} (patient.schema.ts). */
export const patientShape = z.strictObject({
  id,
  first_name: z.string().max(L.name).optional(),
  last_name: z.string().max(L.name).optional(),
  phone: z.string().max(L.phone).optional(),
  birth_date: z.string().max(L.code).optional(),
  secu_number: z.string().max(L.code).optional(),
  medical_conditions: labels.optional(),
  mobility: z.enum(MOBILITIES).nullable().optional(),
  created_by: id.nullable(),
  orga_id: id.nullable(),
  created_at: storedTime,
  updated_at: storedTime,
  is_test_data: z.boolean().optional(),
  local_id: id.nullable().optional(),
  email: z.string().max(L.email).optional(),
});

/** counters/{name} (counter/counter.ts). */
export const counterShape = z.strictObject({
  value: z.number().int(),
  lastUpdated: storedTime,
  type: z.string().max(L.code),
  last_id: id,
});

/** subscriptionRequests/{id} (subscription/subscription-request.ts). */
export const subscriptionRequestShape = z.strictObject({
  uid: id,
  email: z.string().max(L.email),
  displayName: z.string().max(L.name),
  userType: z.enum(USER_TYPES),
  orga_id: id,
  plan: z.enum(PLANS),
  units: z.number().int(),
  monthlyHT: z.number(),
  vatRate: z.number(),
  monthlyTTC: z.number(),
  transferReference: id,
  status: z.string().max(L.code),
  createdAt: storedTime,
  updatedAt: storedTime,
  processedAt: storedTime.nullable(),
  processedAction: z.string().max(L.code).nullable(),
  adminNotes: z.string().max(L.comment),
});

/**
 * {ambulanceCompanies|clinics|vtcCompanies}/{id} as its founder creates it (own-organisation.ts), with the identity
 * of issue 25 (organisation-identity.ts). Checked at creation only: later writes name the keys they change.
 */
export const organisationShape = z.strictObject({
  id,
  type: z.enum(Object.keys(COMPANY_ID_PREFIXES) as [CompanyKind, ...CompanyKind[]]),
  name: z.string().max(L.name),
  adresse: z.strictObject({
    rue: z.string().max(L.street),
    codePostal: z.string().max(L.postcode),
    ville: z.string().max(L.city),
  }),
  siret: z.string().max(14),
  finess: z.string().max(9).optional(),
  owner_uid: id,
  // The founder alone: the others are listed later by a responsable (membersUpdate).
  associatedUsers: z
    .array(
      z.strictObject({
        id,
        email: z.string().max(L.email),
        name: z.string().max(L.name),
        role: z.string().max(L.code),
        createdAt: z.string().max(L.code),
      }),
    )
    .max(1),
  created_at: storedTime,
  updated_at: storedTime,
});

/** Each shape with the name of its rules function. */
export const DOCUMENT_SHAPES = {
  transport: transportShape,
  historyEntry: historyEntryShape,
  modification: modificationShape,
  response: responseShape,
  transportPrivate: transportPrivateShape,
  transportPrescription: transportPrescriptionShape,
  transportOffer: transportOfferShape,
  message: messageShape,
  patient: patientShape,
  counter: counterShape,
  subscriptionRequest: subscriptionRequestShape,
  organisation: organisationShape,
} as const;
