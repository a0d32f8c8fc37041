import { Modal } from '@/ui/modal';
import type { StepChoice } from './available-actions';

/** Skipping is final (the ride never moves back): one confirmation, worded plainly. */
export function SkipConfirm({
  step,
  onConfirm,
  onClose,
}: {
  step: StepChoice;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Modal
      title={`Passer à « ${step.label} » ?`}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary button--large"
            onClick={onClose}
          >
            Retour
          </button>
          <button
            type="button"
            className="button button--primary button--large"
            onClick={onConfirm}
          >
            Confirmer
          </button>
        </>
      }
    >
      <p>Les étapes intermédiaires ne seront pas enregistrées. Ce choix est définitif.</p>
    </Modal>
  );
}
