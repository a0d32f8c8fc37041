import type { Actor } from '@/domain/transport/status-update';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { completionProof } from '@/domain/transport/completion-proof';
import { DRIVER_STEPS, nextDriverStep, skipForwardTargets } from '@/domain/transport/driver-steps';
import type { RideSignature } from '@/domain/transport/ride-signature';
import { checkTransition } from '@/domain/transport/transitions';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting, type TransportStatus } from '@/domain/transport/transport-status';

export interface StepChoice {
  status: TransportStatus;
  label: string;
}

export interface AvailableActions {
  /** The one big button: accept a waiting request, or the driver's next step. */
  primary: StepChoice | null;
  /** Later steps, for a forgotten tap. */
  skips: StepChoice[];
  canCancel: boolean;
  /** Why there is no big button (final state, another provider's ride…), in French. */
  blocked: string | null;
  /**
   * Issue 23: the next step exists but its day has not come — the button is shown disabled with this reason, so
   * the tap is never even queued.
   */
  notYet: string | null;
  /**
   * Issue 23: « Terminer » waits for the proof of service (a signature or the « ne peut pas signer » statement
   * kept on this phone); this says what is missing, in place of the button.
   */
  proofMissing: string | null;
}

const stepLabel = (status: TransportStatus) =>
  DRIVER_STEPS.find((step) => step.target === status)?.label ?? status;

function nextChoice(status: TransportStatus): StepChoice | null {
  if (isWaiting(status)) return { status: 'accepted', label: 'Accepter' };
  const step = nextDriverStep(status);
  return step && { status: step.target, label: step.label };
}

/**
 * What this actor may do now, decided by the domain's transition rules only, so the screen never offers a
 * tap the device would refuse (the device may still refuse one if the ride changed meanwhile).
 */
export function availableActions(
  transport: Transport,
  actor: Actor,
  now: EpochMillis,
  /** The signature kept on this phone for the ride (null: none). */
  kept: RideSignature | null,
): AvailableActions {
  const check = (status: TransportStatus) => checkTransition(transport, { status, actor }, now);
  const proven = (status: TransportStatus) => completionProof(status, kept).ready;
  const canCancel = check('cancelled').ok;
  const next = nextChoice(transport.etat);
  // A final state has no next step: its own check says why (« Ce transport est terminé… »).
  const nextCheck = check(next?.status ?? 'completed');
  if (next !== null && !nextCheck.ok && nextCheck.refusal.code === 'too_early') {
    return {
      primary: next,
      skips: [],
      canCancel,
      blocked: null,
      notYet: nextCheck.refusal.reason,
      proofMissing: null,
    };
  }
  if (next === null || !nextCheck.ok) {
    return {
      primary: null,
      skips: [],
      canCancel,
      blocked: nextCheck.ok ? null : nextCheck.refusal.reason,
      notYet: null,
      proofMissing: null,
    };
  }
  const proof = completionProof(next.status, kept);
  if (!proof.ready)
    return {
      primary: null,
      skips: [],
      canCancel,
      blocked: null,
      notYet: null,
      proofMissing: proof.missing,
    };
  const skips = skipForwardTargets(transport.etat)
    .filter((status) => check(status).ok && proven(status))
    .map((status) => ({ status, label: stepLabel(status) }));
  return { primary: next, skips, canCancel, blocked: null, notYet: null, proofMissing: null };
}
