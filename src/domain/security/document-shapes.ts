import { AWARD_REFUSAL_REASONS } from '@/domain/award/award-log';
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
import { QUALIFICATIONS } from '@/domain/organisation/crew';
import { EQUIPMENT, VEHICLE_KINDS } from '@/domain/organisation/vehicle';
import { PATIENT_LINK_STATUSES } from '@/domain/patient/patient-link';
import { SUBSCRIPTION_STATUSES } from '@/domain/subscription/subscription-status';
import { PROFILE_OP_IDS_KEPT } from '@/domain/user/profile-operation';
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
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_METHODS,
  SIGNATURE_MIMES,
  SIGNERS,
} from '@/domain/transport/ride-signature';

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
/** Issue 23 item 3 (crews): an ambulance ride's second member, as an assignment writes it. */
const equipierShape = z.strictObject({
  uid: id,
  firstName: z.string().max(L.name),
  qualification: z.enum(QUALIFICATIONS).nullable(),
});

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
  /** Issue 21 item 3: an admin's correction (admin-correction.ts), written only by firestore.rules adminCorrection. */
  correction: z.boolean().optional(),
});

/**
 * An applied history entry as the transport rule checks it (issue 21, session 10): its keys, and the type and size
 * of each field no other check of the move bounds — the state, author and tap time are compared by the move's own
 * tests (statusChange, entryByCaller), so they are listed only. Without it a party padded its ride's entries
 * (notes, device id, position) until the document was too large for the others to write.
 */
const movedChecked = [
  'etat',
  'timestamp',
  'updated_by',
  'updated_by_name',
  'updated_by_role',
  'updated_by_org',
  'applied',
  'correction',
] as const;
export const appliedEntryShape = historyEntryShape.extend(
  Object.fromEntries(
    movedChecked.map((key) => [key, historyEntryShape.shape[key].meta({ rules: 'elsewhere' })]),
  ) as { [K in (typeof movedChecked)[number]]: (typeof historyEntryShape.shape)[K] },
);

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
    .strictObject({
      uid: id,
      firstName: z.string().max(L.name),
      // Issue 23 item 3 (crews): an ambulance ride's second member.
      equipier: equipierShape.nullable().optional(),
    })
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
  /**
   * Issue 22, session 9 (prescribed-mode.ts vtcEligibility): whether VTC companies may receive the ride, written
   * with the mode; absent on rides written before (a VTC candidate then reads nothing). Its value is checked by
   * the hand-written statesVtcEligibility where the mode is written (the budget of 1000 expressions is spent).
   */
  vtc_eligible: z.boolean().optional().meta({ rules: 'elsewhere' }),
  /** Issue 23 (award/escalation-schedule.ts): set at creation only; bounds read by the rules (reachedAt). */
  escalation_delays: z
    .strictObject({
      critique: z.number().int(),
      urgent: z.number().int(),
      normale: z.number().int(),
    })
    .nullable()
    .optional(),
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
  /**
   * Issue 21 item 1 (transport-privacy.ts staffNamesOf): the clinic staff's names by op id, out of candidates'
   * sight; each name is checked as the writer's own when it is added (firestore.rules addsOwnStaffName).
   */
  staff_names: idMap(RIDE_OP_TIMES_MAX).optional(),
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

/**
 * Issue 23 item 4 — transportSignatures/{transportId} (ride-signature.ts): the signature taken at arrival, as
 * bytes (none for a typed confirmation), who signed, the device time and the server's.
 */
export const transportSignatureShape = z.strictObject({
  image: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({ rules: 'bytes', maxBytes: SIGNATURE_MAX_BYTES })
    .nullable(),
  mime: z.enum(SIGNATURE_MIMES).nullable(),
  size: z.number().int(),
  signer: z.enum(SIGNERS),
  signer_name: z.string().max(L.name).nullable(),
  method: z.enum(SIGNATURE_METHODS),
  signed_at: z.number().int(),
  uploadedAt: storedTime,
  uploaded_by: id,
  orga_id: id,
});

/** transportOffers/{id}. */
export const transportOfferShape = z.strictObject({
  // These three are held by validOffer's equalities (the ride's type, whether it waits, request.time), which
  // imply their types: not checked twice, to leave room for the two below in the creation's 1000 expressions.
  type_transport: z.enum(TRANSPORT_TYPES).meta({ rules: 'elsewhere' }),
  open: z.boolean().meta({ rules: 'elsewhere' }),
  updated_at: storedTime.meta({ rules: 'elsewhere' }),
  /**
   * Issue 23 (zone-gated reads): the ride's creation time, set with the offer's creation and kept, and its minutes
   * between two widenings — a company's device asks for the ride again when a step opens (transport-offer.ts).
   * Absent on offers written before. Hints only (the ride's read stays gated by the rules' reachedBy): the rules
   * check their types tersely in validOffer (the creation's commit is at the cap of 1000 expressions), not their
   * values, and devices read them leniently.
   */
  created_at: storedTime.optional().meta({ rules: 'elsewhere' }),
  step_minutes: z.number().int().optional().meta({ rules: 'elsewhere' }),
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
  adresse: z
    .strictObject({
      rue: z.string().max(L.street),
      ville: z.string().max(L.city),
      codePostal: z.string().max(L.postcode),
      coordonnees: point.nullable().optional(),
    })
    .optional(),
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

/**
 * Issue 23 (award follow-up): clinics/{id} escalation_delays, minutes per priority, written by a responsable
 * (organisation-settings.ts organisationEscalationWrite); the bounds are the rules' escalationBounds().
 */
export const organisationEscalationShape = z.strictObject({
  critique: z.number().int(),
  urgent: z.number().int(),
  normale: z.number().int(),
});

/**
 * A profile's times: a Timestamp (server times, subscription dates), epoch ms (admin tools, the demo backend) or
 * the fr-FR text of a sign-up (new-profile.ts).
 */
export const profileTimeShape = z.union([storedTime, z.number(), z.string().max(L.code)]);
const flag = z.boolean().optional();

/** users/{uid} address: one line (the settings page) or its parts (user/user-address.ts). */
export const userAddressShape = z.union([
  z.string().max(L.street),
  z.strictObject({
    street: optionalText(L.street),
    city: optionalText(L.city),
    postalCode: optionalText(L.postcode),
  }),
]);

/** users/{uid} preferences (user/user-preferences.ts). */
export const userPreferencesShape = z.strictObject({
  language: optionalText(L.code),
  notifications: z.strictObject({ email: flag, push: flag, sms: flag }).nullable().optional(),
  dashboard: z
    .strictObject({ defaultView: optionalText(L.code), showStats: flag })
    .nullable()
    .optional(),
});

/**
 * A part checked by its own rules function `<name>Shape` (an entry of DOCUMENT_SHAPES): the rules evaluate 1000
 * expressions at most per request, and a field read through a parameter costs less than one read down a path.
 */
const ownFunction = <S extends z.ZodType>(schema: S, name: string) =>
  schema.meta({ rules: 'shape', name });
const profileTime = ownFunction(profileTimeShape, 'profileTime').nullable().optional();

/** users/{uid} subscription (subscription/subscription.ts). */
export const userSubscriptionShape = z.strictObject({
  plan: z.enum(PLANS).nullable().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  startDate: profileTime,
  endDate: profileTime,
  trialEndsAt: profileTime,
  isTrialAvailable: flag,
  units: z.number().int().optional(),
});

/** users/{uid} organisationSettings, as saved (organisation/organisation-settings.ts). */
export const organisationSettingsShape = z.strictObject({
  interventionRadiusKm: z.number().int().optional(),
  openingHours: z
    .strictObject({ start: z.string().max(L.hour), end: z.string().max(L.hour) })
    .optional(),
  urgent24hNotifications: flag,
  transportTypes: z.array(z.enum(TRANSPORT_TYPES)).max(TRANSPORT_TYPES.length).optional(),
  /** Issue 23: a clinic's escalation delays (minutes per priority). */
  escalationDelays: z
    .strictObject({
      critique: z.number().int(),
      urgent: z.number().int(),
      normale: z.number().int(),
    })
    .optional(),
});

/**
 * users/{uid} (user/user.ts as written: new-profile.ts, managed-profile.ts, test-data.ts, the settings page's
 * profile.update, the sign-in count, the trial start, joining or founding an organisation). Not companyName, the
 * legacy spelling of company_name the app still reads but never writes: every field costs rules expressions.
 */
export const userShape = z.strictObject({
  uid: id,
  email: z.string().max(L.email),
  firstName: optionalText(L.name),
  lastName: optionalText(L.name),
  displayName: optionalText(L.name),
  phoneNumber: optionalText(L.phone),
  profilePicture: optionalText(L.url),
  userType: z.enum(USER_TYPES),
  isActive: flag,
  orga_id: id.nullable().optional(),
  company_name: optionalText(L.name),
  address: ownFunction(userAddressShape, 'userAddress').nullable().optional(),
  permissions: z.array(z.string().max(L.code)).max(L.labels).optional(),
  preferences: ownFunction(userPreferencesShape, 'userPreferences').nullable().optional(),
  loginCount: z.number().int().nullable().optional(),
  createdAt: profileTime,
  updatedAt: profileTime,
  lastLogin: profileTime,
  createdBy: id.nullable().optional(),
  subscription: ownFunction(userSubscriptionShape, 'userSubscription').nullable().optional(),
  sessions_revoked_at: z.number().nullable().optional(),
  profile_op_ids: z.array(id).max(PROFILE_OP_IDS_KEPT).optional(),
  organisationSettings: ownFunction(organisationSettingsShape, 'organisationSettings')
    .nullable()
    .optional(),
});

/** vehicles/{id} (organisation/vehicle.ts; the id is the document's). */
export const vehicleShape = z.strictObject({
  org_id: id,
  kind: z.enum(VEHICLE_KINDS),
  registration: z.string().max(L.code),
  label: z.string().max(L.name),
  equipment: z.array(z.enum(EQUIPMENT)).max(EQUIPMENT.length),
  active: z.boolean(),
});

/** patientLinks/{record id} (patient/patient-link.ts; the id is the record's). */
export const patientLinkShape = z.strictObject({
  orga_id: id,
  org_name: optionalText(L.name),
  email: z.string().max(L.email),
  status: z.enum(PATIENT_LINK_STATUSES),
  patient_uid: id.nullable(),
  created_by: id.nullable(),
  created_at: storedTime,
  updated_at: storedTime,
  answered_at: storedTime.nullable().optional(),
});

/** Issue 23: awardResponses/{rideId}_{orgId}, one company's answers to one request (award/award-log.ts). */
export const awardResponseShape = z.strictObject({
  ride_id: id,
  org_id: id,
  org_name: optionalText(L.name),
  requester_org_id: id,
  offered_at: storedTime,
  opened_at: storedTime.nullable(),
  refused_at: storedTime.nullable(),
  reason: z.enum(AWARD_REFUSAL_REASONS).nullable(),
  accepted_at: storedTime.nullable(),
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
  // Issue 23 item 4.
  transportSignature: transportSignatureShape,
  transportOffer: transportOfferShape,
  message: messageShape,
  patient: patientShape,
  counter: counterShape,
  subscriptionRequest: subscriptionRequestShape,
  organisation: organisationShape,
  profileTime: profileTimeShape,
  userAddress: userAddressShape,
  userPreferences: userPreferencesShape,
  userSubscription: userSubscriptionShape,
  organisationSettings: organisationSettingsShape,
  user: userShape,
  vehicle: vehicleShape,
  patientLink: patientLinkShape,
  // Issue 23
  awardResponse: awardResponseShape,
  // Issue 23 (award follow-up)
  organisationEscalation: organisationEscalationShape,
} as const;

/**
 * Shapes also checked on update by their changed keys only (`<name>ChangeShape(d, keys)`): a full profile checked
 * whole, with the trial start's or an admin's own conditions, passes the rules' 1000 expressions.
 */
export const CHANGE_SHAPES = { user: userShape } as const;
