import { z } from 'zod';
import { readEscalationDelays } from '@/domain/award/escalation-schedule';
import type { ParseResult } from '@/domain/errors/document-parse';
import { timestampSchema } from '@/domain/shared/timestamp';
import { addressSchema } from '@/domain/transport/address.schema';
import { lenientDriverSchema, lenientVehicleSchema } from '@/domain/transport/assignment';
import { expirationFor } from '@/domain/transport/expiry';
import { historyEntrySchema } from '@/domain/transport/history-entry.schema';
import {
  asRecord,
  lenientBoolean,
  lenientId,
  lenientObject,
  lenientText,
  lenientTextList,
  lenientTimestamp,
} from '@/domain/transport/lenient-fields';
import { lenientMobilitySchema } from '@/domain/transport/mobility';
import { lenientPrioritySchema } from '@/domain/transport/priority';
import { modificationsSchema } from '@/domain/transport/modification.schema';
import { responsesSchema } from '@/domain/transport/responses.schema';
import { TRIP_LEGS } from '@/domain/transport/ride-links';
import { TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { parseStoredDocument } from '@/domain/transport/stored-document';
import {
  lenientPrescribedMode,
  lenientPrescriptionDetails,
} from '@/domain/transport/prescription-record';

export const TRANSPORT_COLLECTION = 'transport';

/**
 * A name or phone copied from an organisation document onto the ride by the server (the security rules check the
 * copy): absent on rides written before, never an empty string.
 */
const copiedText = z
  .string()
  .refine((text) => text.trim() !== '')
  .optional()
  .catch(undefined);

export const TRANSPORT_SOURCES = ['manual_entry', 'admin_test'] as const;
export type TransportSource = (typeof TRANSPORT_SOURCES)[number];

export const patientInfoSchema = lenientObject({
  firstName: lenientText,
  lastName: lenientText,
  phone: lenientText,
  birthDate: lenientText,
});
export type PatientInfo = z.output<typeof patientInfoSchema>;

export const medicalInfoSchema = lenientObject({
  pathologie: lenientText,
  mobilite: lenientMobilitySchema,
  needsOxygen: lenientBoolean,
  needsStretcher: lenientBoolean,
  equipements_speciaux: lenientTextList,
});
export type MedicalInfo = z.output<typeof medicalInfoSchema>;

const sessionNumber = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null,
  );

const statusSchema = z.enum(TRANSPORT_STATUSES, { error: 'État du transport inconnu ou manquant' });
const typeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(TRANSPORT_TYPES, { error: 'Type de transport inconnu ou manquant' }),
);
const sourceSchema = z
  .unknown()
  .optional()
  .transform((value): TransportSource => (value === 'admin_test' ? 'admin_test' : 'manual_entry'));

/**
 * Stored field pairs are reconciled before validation: etat and status are always equal (etat wins when they
 * differ, it is the spec's name for the state), as are created_by and createdBy; updated_at defaults to created_at.
 */
function reconcile(record: Record<string, unknown>): Record<string, unknown> {
  const state = record.etat ?? record.status;
  const creator = record.created_by ?? record.createdBy;
  const createdAt = record.created_at ?? record.createdAt;
  return {
    ...record,
    etat: state,
    status: state,
    created_by: creator,
    createdBy: creator,
    created_at: createdAt,
    updated_at: record.updated_at ?? createdAt,
    historique_etats: Array.isArray(record.historique_etats) ? record.historique_etats : [],
  };
}

/** Full transport document (spec §3), timestamps as epoch milliseconds. */
export const transportSchema = z
  .preprocess(
    (value) => reconcile(asRecord(value)),
    z.object({
      id: z.string().min(1),
      transport_id: lenientId,
      patient_id: lenientId,
      global_patient_id: lenientId,
      requester_org_id: lenientId,
      provider_org_id: lenientId,
      /** The requesting clinic's and the accepting company's name and phone, as their documents held them then. */
      requester_org_name: copiedText,
      requester_org_phone: copiedText,
      provider_org_name: copiedText,
      provider_org_phone: copiedText,
      type_transport: typeSchema,
      priorite: lenientPrioritySchema,
      date_transport: timestampSchema,
      adresse_depart: addressSchema,
      adresse_arrivee: addressSchema,
      patient_info: patientInfoSchema,
      informations_medicales: medicalInfoSchema,
      equipements_requis: lenientTextList,
      commentaires: lenientText,
      etat: statusSchema,
      status: statusSchema,
      historique_etats: z.array(historyEntrySchema),
      date_expiration: lenientTimestamp,
      source: sourceSchema,
      responses: responsesSchema,
      modifications: modificationsSchema,
      /** Ours (issue 13): the driver (uid, first name) and vehicle of the latest assignment; null before. */
      assigned_driver: lenientDriverSchema,
      assigned_vehicle: lenientVehicleSchema,
      /**
       * Issue 22: the mode of the prescription médicale de transport (shared: companies see it before accepting) and
       * its references (private part). Absent on rides filed without one, and on rides written before.
       */
      prescribed_mode: lenientPrescribedMode.optional(),
      prescription: lenientPrescriptionDetails.optional(),
      created_at: timestampSchema,
      updated_at: timestampSchema,
      updated_by: lenientId,
      created_by: lenientId,
      createdBy: lenientId,
      /**
       * Ours: true on a device copy whose patient identity and street addresses were withheld (a provider that has
       * not accepted the ride, see transport-privacy.ts). Never stored on the server.
       */
      identity_withheld: z.literal(true).optional().catch(undefined),
      /** Issue 22 (ride-links.ts): its series and its other leg; none on rides written before. */
      series_id: lenientId,
      series_index: sessionNumber,
      series_count: sessionNumber,
      trip_leg: z.enum(TRIP_LEGS).nullable().catch(null).default(null),
      partner_id: lenientId,
      retour_sur_appel: lenientBoolean,
      /**
       * Issue 23 (award/escalation-schedule.ts): the clinic's escalation delays per priority, copied at filing and
       * never changed; absent on rides filed before (the defaults apply).
       */
      escalation_delays: z.unknown().transform(readEscalationDelays).optional(),
    }),
  )
  .transform((transport) => ({
    ...transport,
    date_expiration: transport.date_expiration ?? expirationFor(transport.created_at),
  }));
export type Transport = z.output<typeof transportSchema>;

/** Reads a stored transport; a malformed one yields the issues instead of throwing. */
export const parseTransport = (id: string, raw: unknown): ParseResult<Transport> =>
  parseStoredDocument(transportSchema, TRANSPORT_COLLECTION, id, raw);
