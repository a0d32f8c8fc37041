import { z } from 'zod';
import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import { formatDateTime, type EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';

/**
 * Issue 23 (proof of service): at arrival the patient, or a carer, signs on the driver's phone — offline. The
 * compressed drawing (or, for whoever cannot sign, a typed name confirmed by a checkbox, recorded as such) stays on
 * the device first, then goes to its own document `transportSignatures/{transportId}`: written once by the accepted
 * company, read by the clinic and that company only.
 */
export const SIGNATURE_MAX_BYTES = 50 * 1024;
export const SIGNATURE_MIMES = ['image/png', 'image/webp'] as const;
export type SignatureMime = (typeof SIGNATURE_MIMES)[number];
export const SIGNERS = ['patient', 'accompagnant'] as const;
export type Signer = (typeof SIGNERS)[number];
/** `drawn`: a drawing on the screen; `typed`: the signer's name typed and confirmed, no drawing. */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const SIGNATURE_MESSAGES = {
  empty: 'Faites signer dans le cadre avant de valider.',
  tooBig: `La signature dépasse ${SIGNATURE_MAX_BYTES / 1024} Ko : effacez-la et signez plus simplement.`,
  signerName: 'Indiquez le nom de la personne qui signe.',
  typedName: 'Indiquez le nom de la personne qui confirme.',
  notProvider: 'Seul le transporteur qui a accepté ce transport enregistre la signature.',
  notReader:
    'La signature n’est communiquée qu’à l’établissement et au transporteur qui a accepté.',
  noRide: 'Ce transport est introuvable : la signature sera envoyée après lui.',
  already: 'Ce transport est déjà signé.',
} as const;

const name = z.string().trim().max(FIELD_LIMITS.name);

export const rideSignatureSchema = z
  .object({
    transportId: z.string().min(1),
    signer: z.enum(SIGNERS),
    /** The carer's name (required for a carer and for a typed confirmation), else null. */
    signerName: name.nullable(),
    method: z.enum(SIGNATURE_METHODS),
    mime: z.enum(SIGNATURE_MIMES).nullable(),
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array).nullable(),
    /** The device time of the signature (data, not authority: the server stamps its own time beside it). */
    signedAt: z.number().int().positive(),
  })
  .superRefine((signature, ctx) => {
    const needsName = signature.signer === 'accompagnant' || signature.method === 'typed';
    if (needsName && !signature.signerName) {
      const message =
        signature.method === 'typed' ? SIGNATURE_MESSAGES.typedName : SIGNATURE_MESSAGES.signerName;
      ctx.addIssue({ code: 'custom', message, path: ['signerName'] });
    }
    const drawn = signature.method === 'drawn';
    if (drawn && (signature.bytes === null || signature.bytes.byteLength === 0 || !signature.mime))
      ctx.addIssue({ code: 'custom', message: SIGNATURE_MESSAGES.empty, path: ['bytes'] });
    if (!drawn && (signature.bytes !== null || signature.mime !== null))
      ctx.addIssue({ code: 'custom', message: SIGNATURE_MESSAGES.empty, path: ['bytes'] });
    if ((signature.bytes?.byteLength ?? 0) > SIGNATURE_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: SIGNATURE_MESSAGES.tooBig, path: ['bytes'] });
  });
export type RideSignature = z.output<typeof rideSignatureSchema>;

/** A stored signature as its readers get it: with the server's time of arrival. */
export interface StoredRideSignature extends RideSignature {
  uploadedAt: EpochMillis;
}

/** The first problem of a signature, in French, or null when it may be kept. */
export function rideSignatureProblem(signature: RideSignature): string | null {
  const parsed = rideSignatureSchema.safeParse(signature);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SIGNATURE_MESSAGES.empty);
}

type Parties = Pick<Transport, 'requester_org_id' | 'provider_org_id'> &
  Parameters<typeof relationsOf>[0];

/**
 * Written by a member of the accepted company (a chauffeur: on a ride assigned to them); the security rules say the
 * same.
 */
export const mayRecordSignature = (transport: Parties, viewer: Viewer): boolean =>
  relationsOf(transport, viewer).includes('provider');

/** Read by the requesting clinic and the accepted company only (not the patient, not an admin's tools). */
export const mayReadSignature = (transport: Parties, viewer: Viewer): boolean =>
  relationsOf(transport, viewer).some(
    (relation) => relation === 'requester' || relation === 'provider',
  );

/** « Signée par le patient le 28/11/2026 14:02 », « … par l’accompagnant Paul Martin … », or « Absente ». */
export function signatureSummary(signature: RideSignature | null): string {
  if (signature === null) return 'Absente';
  const who =
    signature.signer === 'patient'
      ? 'le patient'
      : `l’accompagnant ${signature.signerName ?? ''}`.trim();
  const how = signature.method === 'typed' ? ' (nom saisi et confirmé, sans tracé)' : '';
  const named =
    signature.signer === 'patient' && signature.signerName ? ` ${signature.signerName}` : '';
  return `Signée par ${who}${named} le ${formatDateTime(signature.signedAt)}${how}`;
}

/** The stored document's fields (transportSignatures/{id}), the bytes and times already read by the adapter. */
export interface SignatureDocument {
  image: Uint8Array | null;
  mime: unknown;
  signer: unknown;
  signer_name: unknown;
  method: unknown;
  signed_at: unknown;
  uploadedAt: EpochMillis;
}

/** A stored signature as its readers get it; null when the document is unreadable (never a guess). */
export function readStoredSignature(
  transportId: string,
  data: SignatureDocument,
): StoredRideSignature | null {
  const parsed = rideSignatureSchema.safeParse({
    transportId,
    signer: data.signer,
    signerName: data.signer_name ?? null,
    method: data.method,
    mime: data.mime ?? null,
    bytes: data.image,
    signedAt: data.signed_at,
  });
  return parsed.success ? { ...parsed.data, uploadedAt: data.uploadedAt } : null;
}

/** The same signature sent again (a lost answer): the upload is done, nothing more is written. */
export const sameSignature = (
  stored: Pick<RideSignature, 'signedAt' | 'signer'>,
  sent: Pick<RideSignature, 'signedAt' | 'signer'>,
): boolean => stored.signedAt === sent.signedAt && stored.signer === sent.signer;
