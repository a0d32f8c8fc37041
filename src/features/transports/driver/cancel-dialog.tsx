import { useState, type FormEvent } from 'react';
import { Modal } from '@/ui/modal';
import { TextField } from '@/ui/text-field';

/** A cancellation always says why: the clinic and the history need the reason. */
export function CancelDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError('Indiquez le motif de l’annulation.');
    onConfirm(reason.trim());
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Motif de l’annulation"
          required
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--secondary button--large"
            onClick={onClose}
          >
            Retour
          </button>
          <button type="submit" className="button button--danger button--large">
            Confirmer l’annulation
          </button>
        </div>
      </form>
    </Modal>
  );
}
