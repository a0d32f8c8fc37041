import { useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { Modal } from '@/ui/modal';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { TextAreaField } from '@/ui/text-area-field';
import { withOfflineNote } from './offline-suffix';

const REASON_REQUIRED = 'Indiquez le motif de l’annulation.';
const CANCEL_FAILED = 'L’annulation n’a pas pu être enregistrée';

interface CancelDialogProps {
  data: UserData;
  transport: Transport;
  onClose(): void;
}

/** Asks for the reason (kept in the history for the provider and for audits), then records the cancellation. */
export function CancelDialog({ data, transport, onClose }: CancelDialogProps) {
  const { show } = useToasts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const motive = reason.trim();
    if (motive === '') return setError(REASON_REQUIRED);
    setBusy(true);
    const opId = data.newOpId();
    try {
      const result = await data.act({
        kind: 'transport.status',
        opId,
        transportId: transport.id,
        update: {
          opId,
          status: 'cancelled',
          // The viewer carries the user's name: the history says who cancelled, from which device.
          actor: data.viewer,
          deviceId: data.deviceId,
          deviceTime: data.clock.now(),
          reason: motive,
        },
      });
      if (!result.ok) return setFailure(result.refusal.reason);
      show(withOfflineNote('Demande annulée'), 'success');
      onClose();
    } catch (caught) {
      setFailure(actionErrorMessage(caught, CANCEL_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Annuler la demande" onClose={onClose}>
      <form onSubmit={confirm} noValidate aria-label="Annulation de la demande">
        <p>Le transporteur et le patient verront ce motif dans l’historique du transport.</p>
        <TextAreaField
          label="Motif de l’annulation"
          required
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div className="form-actions">
          <button type="submit" className="button button--danger" disabled={busy}>
            Confirmer l’annulation
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Revenir
          </button>
        </div>
      </form>
    </Modal>
  );
}
