import { useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import { formatRideDate } from '@/domain/shared/timestamp';
import { batchSummary, type BatchOutcome } from '@/domain/transport/series-rides';
import type { Transport } from '@/domain/transport/transport.schema';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { CheckboxField } from '@/ui/checkbox-field';
import { Modal } from '@/ui/modal';
import { BatchFailures } from '@/features/transports/shared/batch-failures';
import { moveAll } from '@/features/transports/shared/batch-moves';
import { TextAreaField } from '@/ui/text-area-field';
import { useOfflineNote } from './offline-suffix';

const REASON_REQUIRED = 'Indiquez le motif de l’annulation.';

interface CancelDialogProps {
  data: UserData;
  transport: Transport;
  onClose(): void;
  /** Issue 22: the other leg of its aller-retour, still cancellable — the dialog asks whether it goes too. */
  partner?: Transport | null;
  /** Issue 22: « Annuler les séances restantes » — these rides instead of `transport` alone. */
  rides?: readonly Transport[];
}

const legName = (ride: Transport) => (ride.trip_leg === 'aller' ? 'l’aller' : 'le retour');

/** Asks for the reason (kept in the history for the provider and for audits), then records the cancellation(s). */
export function CancelDialog({
  data,
  transport,
  onClose,
  partner = null,
  rides,
}: CancelDialogProps) {
  const { show } = useToasts();
  const withOfflineNote = useOfflineNote();
  const [reason, setReason] = useState('');
  const [withPartner, setWithPartner] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const several = rides !== undefined;
  const title = several
    ? 'Annuler les séances restantes'
    : transport.series_id !== null
      ? 'Annuler cette séance'
      : 'Annuler la demande';

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const motive = reason.trim();
    if (motive === '') return setError(REASON_REQUIRED);
    setBusy(true);
    const targets = rides ?? (withPartner && partner ? [transport, partner] : [transport]);
    try {
      const result = await moveAll(data, targets, 'cancelled', motive);
      setOutcome(result);
      if (result.recorded > 0) {
        const said = targets.length === 1 ? 'Demande annulée' : batchSummary(result, 'annulés');
        show(withOfflineNote(said, targets.length > 1), 'success');
      }
      if (result.failures.length === 0) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={confirm} noValidate aria-label={title}>
        {several && (
          <p>
            {rides.length} transport{rides.length > 1 ? 's' : ''} de la série{' '}
            {rides.length > 1 ? 'seront annulés' : 'sera annulé'}.
          </p>
        )}
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
        {!several && partner && (
          <CheckboxField
            label={`Annuler aussi ${legName(partner)} (${formatRideDate(partner.date_transport)})`}
            checked={withPartner}
            onChange={(event) => setWithPartner(event.target.checked)}
          />
        )}
        {outcome && outcome.failures.length === 1 && !several && !withPartner ? (
          <Alert tone="danger">{outcome.failures[0]!.reason}</Alert>
        ) : (
          <BatchFailures outcome={outcome} />
        )}
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
