import { Alert } from '@/ui/alert';
import type { StepChoice } from './available-actions';
import type { StatusTapper } from './use-status-tap';

/**
 * The thumb zone: the one next action, full width, stuck to the bottom of a phone's screen. A refused tap
 * says why right above it, in the driver's line of sight.
 */
export function DriverBar({
  primary,
  blocked,
  tapper,
  onTap,
}: {
  primary: StepChoice | null;
  blocked: string | null;
  tapper: StatusTapper;
  onTap(choice: StepChoice): void;
}) {
  return (
    <div className="driver-bar">
      {tapper.problem && <Alert tone="danger">{tapper.problem}</Alert>}
      {primary ? (
        <button
          type="button"
          className="button button--primary driver-bar__primary"
          disabled={tapper.busy}
          aria-busy={tapper.busy}
          onClick={() => onTap(primary)}
        >
          {primary.label}
        </button>
      ) : (
        blocked && <p className="driver-bar__blocked">{blocked}</p>
      )}
      {tapper.busy && (
        <p className="driver-bar__busy" role="status">
          Enregistrement…
        </p>
      )}
    </div>
  );
}
