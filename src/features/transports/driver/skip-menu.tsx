import { useId, useState } from 'react';
import type { StepChoice } from './available-actions';

/** Later steps behind one deliberate tap, so a forgotten step never blocks the ride nor invites a slip. */
export function SkipMenu({
  skips,
  disabled,
  onChoose,
}: {
  skips: StepChoice[];
  disabled: boolean;
  onChoose(step: StepChoice): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="skip-menu">
      <button
        type="button"
        className="button button--secondary button--large button--block"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Passer à une autre étape
      </button>
      {open && (
        <ul id={listId} className="skip-menu__list" aria-label="Étapes suivantes">
          {skips.map((step) => (
            <li key={step.status}>
              <button
                type="button"
                className="button button--secondary button--large button--block"
                disabled={disabled}
                onClick={() => {
                  setOpen(false);
                  onChoose(step);
                }}
              >
                {step.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
