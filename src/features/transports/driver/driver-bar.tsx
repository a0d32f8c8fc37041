import { ACCEPT_UNDO_MS } from '@/domain/constants';
import { Alert } from '@/ui/alert';
import type { UndoWindow } from '@/features/transports/shared/use-undo-window';
import type { StepChoice } from './available-actions';
import type { StatusTapper } from './use-status-tap';

/**
 * The thumb zone: the one next action, full width, stuck to the bottom of a phone's screen. A refused tap
 * says why right above it, in the driver's line of sight.
 */
export function DriverBar({
  primary,
  blocked,
  notYet = null,
  proofMissing = null,
  tapper,
  undo,
  onTap,
}: {
  primary: StepChoice | null;
  blocked: string | null;
  /** Issue 23: the step's day has not come: the button stays, disabled, with this reason. */
  notYet?: string | null;
  /** Issue 23: « Terminer » waits for the proof of service; what is missing, announced politely. */
  proofMissing?: string | null;
  tapper: StatusTapper;
  /** The window after « Accepter », while it can still be taken back. */
  undo?: Pick<UndoWindow, 'open' | 'cancel'>;
  onTap(choice: StepChoice): void;
}) {
  return (
    <div className="driver-bar">
      {tapper.problem && <Alert tone="danger">{tapper.problem}</Alert>}
      {undo?.open ? (
        <>
          <p className="driver-bar__busy" role="status">
            Acceptation dans {Math.round(ACCEPT_UNDO_MS / 1000)} secondes…
          </p>
          <button
            type="button"
            className="button button--secondary driver-bar__primary"
            onClick={undo.cancel}
          >
            Annuler
          </button>
        </>
      ) : primary ? (
        <button
          type="button"
          className="button button--primary driver-bar__primary"
          disabled={tapper.busy || notYet !== null}
          aria-busy={tapper.busy}
          aria-describedby={notYet === null ? undefined : 'driver-bar-not-yet'}
          onClick={() => onTap(primary)}
        >
          {primary.label}
        </button>
      ) : proofMissing ? (
        <p className="driver-bar__blocked" role="status">
          {proofMissing}
        </p>
      ) : (
        blocked && <p className="driver-bar__blocked">{blocked}</p>
      )}
      {primary && notYet !== null && !undo?.open && (
        <p id="driver-bar-not-yet" className="driver-bar__blocked">
          {notYet}
        </p>
      )}
      {tapper.busy && (
        <p className="driver-bar__busy" role="status">
          Enregistrement…
        </p>
      )}
    </div>
  );
}
