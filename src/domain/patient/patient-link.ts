import { z } from 'zod';
import type { ParseResult } from '@/domain/errors/document-parse';
import { normaliseEmail } from '@/domain/organisation/members';
import type { Patient } from '@/domain/patient/patient.schema';
import type { UserType } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  lenientId,
  lenientObject,
  lenientText,
  lenientTimestamp,
} from '@/domain/transport/lenient-fields';
import { parseStoredDocument } from '@/domain/transport/stored-document';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * The consented link between a clinic's patient record and a patient's own account (issue 20). The clinic records
 * the patient's e-mail on the record; that proposes a link (`patientLinks/{record id}`, kept apart from the record:
 * the patient never reads the medical record). Only the patient account whose verified e-mail is that address may
 * accept or decline it; once accepted, the record's rides carry the account's uid (`global_patient_id`), and that
 * patient reads exactly them. firestore.rules enforces the same decisions (patientLinks, linkedAccountOf).
 */
export const PATIENT_LINKS_COLLECTION = 'patientLinks';

export const PATIENT_LINK_STATUSES = ['proposed', 'accepted', 'declined'] as const;
export type PatientLinkStatus = (typeof PATIENT_LINK_STATUSES)[number];

export const patientLinkSchema = lenientObject({
  /** The patient record's id (= the document id). */
  id: z.string().min(1),
  /** The clinic holding the record. */
  orga_id: lenientId,
  /** The clinic's name as its document held it when the link was proposed (what the patient reads). */
  org_name: lenientId,
  /** Lower-cased: the address the clinic recorded, compared with the account's verified e-mail. */
  email: lenientText.transform(normaliseEmail),
  status: z.enum(PATIENT_LINK_STATUSES).catch('proposed'),
  /** The account that accepted; null while proposed or once declined. */
  patient_uid: lenientId,
  created_by: lenientId,
  created_at: lenientTimestamp,
  answered_at: lenientTimestamp,
});
export type PatientLink = z.output<typeof patientLinkSchema>;

export const parsePatientLink = (id: string, raw: unknown): ParseResult<PatientLink> =>
  parseStoredDocument(patientLinkSchema, PATIENT_LINKS_COLLECTION, id, raw);

/** The link a record with an e-mail proposes, in its clinic's name; null when the clinic recorded no e-mail. */
export function proposedPatientLink(
  record: Pick<Patient, 'id' | 'email' | 'orga_id' | 'created_by'>,
  clinicName: string | null,
  now: EpochMillis,
): PatientLink | null {
  const email = normaliseEmail(record.email);
  if (email === '') return null;
  return {
    id: record.id,
    orga_id: record.orga_id,
    org_name: clinicName,
    email,
    status: 'proposed',
    patient_uid: null,
    created_by: record.created_by,
    created_at: now,
    answered_at: null,
  };
}

/** The signed-in account answering: the rules read the same from the auth token and the users document. */
export interface PatientAccount {
  uid: string;
  role: UserType;
  email: string;
  /** Verified by the Auth service (a link sent to the address); demo accounts count as verified. */
  emailVerified: boolean;
}

/** Whether the link is addressed to this account: a patient whose verified e-mail is the recorded one. */
export const isAddressedTo = (link: Pick<PatientLink, 'email'>, account: PatientAccount): boolean =>
  account.role === 'patient' &&
  account.emailVerified &&
  link.email !== '' &&
  normaliseEmail(account.email) === link.email;

export const PATIENT_LINK_REFUSALS = {
  notPatient: 'Seul un compte patient peut suivre les transports d’un établissement.',
  unverified: 'Confirmez d’abord votre adresse e-mail (lien reçu par e-mail), puis réessayez.',
  notAddressed: 'Cette invitation ne vous est pas adressée.',
  answered: 'Vous avez déjà répondu à cette invitation.',
  missing: 'Cette invitation n’existe plus.',
} as const;

export type PatientLinkAnswer = { ok: true; link: PatientLink } | { ok: false; reason: string };

/**
 * The answer to a proposed link: only the addressed patient, once. Accepting names the account (the rides then
 * carry it); declining names nobody, so the record's rides stay out of every patient's sight.
 */
export function answerPatientLink(
  link: PatientLink | null,
  account: PatientAccount,
  accept: boolean,
  now: EpochMillis,
): PatientLinkAnswer {
  if (link === null) return { ok: false, reason: PATIENT_LINK_REFUSALS.missing };
  if (account.role !== 'patient') return { ok: false, reason: PATIENT_LINK_REFUSALS.notPatient };
  if (!account.emailVerified) return { ok: false, reason: PATIENT_LINK_REFUSALS.unverified };
  if (!isAddressedTo(link, account))
    return { ok: false, reason: PATIENT_LINK_REFUSALS.notAddressed };
  if (link.status !== 'proposed') return { ok: false, reason: PATIENT_LINK_REFUSALS.answered };
  return {
    ok: true,
    link: {
      ...link,
      status: accept ? 'accepted' : 'declined',
      patient_uid: accept ? account.uid : null,
      answered_at: now,
    },
  };
}

/** Who reads a link: admins, the clinic holding the record, and the account it is addressed to or names. */
export function isPatientLinkVisibleTo(
  link: Pick<PatientLink, 'orga_id' | 'email' | 'patient_uid'>,
  viewer: { role: UserType; orgId: string } & PatientAccount,
): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'clinique') return link.orga_id !== null && link.orga_id === viewer.orgId;
  return link.patient_uid === viewer.uid || isAddressedTo(link, viewer);
}

type RideOfRecord = Pick<Transport, 'patient_id' | 'requester_org_id'>;

/**
 * The patient account a ride carries as global_patient_id: the one that accepted the link of the ride's record,
 * when that record is the requesting clinic's own; null otherwise (no link, not accepted, or a ride of another
 * clinic naming this record's id — which must not learn, nor reveal, whom the record is linked to).
 */
export function linkedAccountOf(link: PatientLink | null, ride: RideOfRecord): string | null {
  if (link === null || link.status !== 'accepted' || link.patient_uid === null) return null;
  if (ride.patient_id !== link.id || ride.requester_org_id !== link.orga_id) return null;
  return link.patient_uid;
}

/**
 * A ride booked before the link was accepted: the accepting patient marks it his (global_patient_id, nothing
 * else) in the same step, so he sees it at once — the clinic's devices need not be online. Rides booked after
 * get it at creation (transport-decision.ts).
 */
export const claimsRide = (
  link: PatientLink,
  ride: RideOfRecord & Pick<Transport, 'global_patient_id'>,
  uid: string,
): boolean => ride.global_patient_id === null && linkedAccountOf(link, ride) === uid;

/** Newest proposal first, so the latest clinic asks first. */
export const byNewestLink = (a: PatientLink, b: PatientLink): number =>
  (b.created_at ?? 0) - (a.created_at ?? 0) || a.id.localeCompare(b.id);
