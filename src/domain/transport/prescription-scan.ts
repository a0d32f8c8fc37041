import { z } from 'zod';
import { mayReadIdentity } from './transport-privacy';
import type { Transport } from './transport.schema';
import type { Viewer } from './visibility';

/**
 * The scan of a prescription (issue 22), taken on the clinic's device. Firebase Storage's emulator cannot run here,
 * so the compressed image (or a small PDF) is a Bytes field of its own Firestore document,
 * `transportPrescriptions/{transportId}`, read as the ride's private part is (the clinic and the accepted company).
 * A Firestore document holds 1 MiB; the cap keeps a scan far below it and cheap to sync on a phone.
 */
export const PRESCRIPTION_SCAN_MAX_BYTES = 300 * 1024;
export const PRESCRIPTION_SCAN_MIMES = ['image/webp', 'image/jpeg', 'application/pdf'] as const;
export type PrescriptionScanMime = (typeof PRESCRIPTION_SCAN_MIMES)[number];

/** The longest side of a compressed photo: the cerfa stays legible, the file small. */
export const PRESCRIPTION_SCAN_MAX_SIDE = 1600;

export const prescriptionScanSchema = z
  .object({
    transportId: z.string().min(1),
    mime: z.enum(PRESCRIPTION_SCAN_MIMES, {
      error: 'Format non pris en charge : une photo (WebP, JPEG) ou un PDF.',
    }),
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
      error: 'Fichier illisible.',
    }),
  })
  .refine((scan) => scan.bytes.byteLength > 0, { error: 'Le fichier est vide.', path: ['bytes'] })
  .refine((scan) => scan.bytes.byteLength <= PRESCRIPTION_SCAN_MAX_BYTES, {
    error: `Le fichier dépasse ${PRESCRIPTION_SCAN_MAX_BYTES / 1024} Ko : prenez une photo plutôt qu’un PDF, ou un PDF plus léger.`,
    path: ['bytes'],
  });
export type PrescriptionScan = z.output<typeof prescriptionScanSchema>;

/** The first problem of a scan, in French, or null when it may be kept. */
export function prescriptionScanProblem(scan: PrescriptionScan): string | null {
  const parsed = prescriptionScanSchema.safeParse(scan);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Fichier illisible.');
}

/** A stored scan as its readers get it. */
export interface StoredPrescriptionScan extends PrescriptionScan {
  uploadedAt: number;
}

/** « 212 Ko » for the preview. */
export const scanSizeLabel = (bytes: number): string =>
  `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;

/** Only the requesting clinic files the scan of its ride's prescription (the security rules say the same). */
export const mayUploadPrescriptionScan = (
  transport: Pick<Transport, 'requester_org_id'>,
  viewer: Pick<Viewer, 'role' | 'orgId'>,
): boolean => viewer.role === 'clinique' && transport.requester_org_id === viewer.orgId;

/** The scan is read as the ride's private part is: its parties, never a company that has not accepted it. */
export const mayReadPrescriptionScan = mayReadIdentity;

/** What a reader is told when the scan is not theirs to read or file. */
export const PRESCRIPTION_SCAN_MESSAGES = {
  notReader:
    'La prescription n’est communiquée qu’à l’établissement et au transporteur qui a accepté.',
  notRequester: 'Seul l’établissement demandeur dépose la prescription de son transport.',
  noRide: 'Ce transport est introuvable : la prescription sera envoyée après lui.',
} as const;
