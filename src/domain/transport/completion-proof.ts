import type { RideSignature } from '@/domain/transport/ride-signature';
import type { TransportStatus } from '@/domain/transport/transport-status';

/**
 * Issue 23 item 4: « Terminer » needs the proof of service first — the patient's (or a carer's) signature taken on
 * this phone, or the statement that the person cannot sign, confirmed by their name (a `typed` signature). Both
 * are on the device before any network, so the rule holds offline. The security rules do not check it: the
 * signature document is uploaded after the outbox has drained (and the transport rule is at its expression budget).
 */
export const COMPLETION_PROOF_MISSING =
  'Pour terminer, faites d’abord signer le patient ou un accompagnant dans la preuve de service ci-dessus. ' +
  'S’il ne peut pas signer, cochez « La personne ne peut pas signer » et confirmez par son nom.';

export type CompletionProof =
  /** `signed`: a drawing; `cannot_sign`: the typed and confirmed statement; `not_needed`: not a completion. */
  | { ready: true; proof: 'signed' | 'cannot_sign' | 'not_needed' }
  | { ready: false; missing: string };

/**
 * A kept signature was fully checked when kept (rideSignatureProblem); this only makes sure a damaged row never
 * counts as proof — a drawing with ink, or a statement with the confirming person's name.
 */
const holdsProof = (kept: RideSignature) =>
  kept.method === 'typed' ? Boolean(kept.signerName?.trim()) : (kept.bytes?.byteLength ?? 0) > 0;

/** Whether the step `target` may be recorded given the signature kept on this phone (null: none). */
export function completionProof(
  target: TransportStatus,
  kept: RideSignature | null,
): CompletionProof {
  if (target !== 'completed') return { ready: true, proof: 'not_needed' };
  if (kept === null || !holdsProof(kept))
    return { ready: false, missing: COMPLETION_PROOF_MISSING };
  return { ready: true, proof: kept.method === 'drawn' ? 'signed' : 'cannot_sign' };
}
