import type { UserData } from '@/data/local/user-data';
import { OPERATION_REFUSALS } from '@/domain/sync/apply-operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { Alert } from '@/ui/alert';
import { TransportForm } from '@/features/transports/clinic/form/transport-form';
import { formValuesOf } from '@/features/transports/clinic/form/form-values';
import { useEditTransport } from './use-edit-transport';

interface EditRequestProps {
  data: UserData;
  /** The request when the form opened. */
  before: Transport;
  /** The request now (it may have been accepted meanwhile). */
  current: Transport;
  onClose(): void;
}

/** The request form prefilled; closed with an explanation if a provider takes the request meanwhile. */
export function EditRequest({ data, before, current, onClose }: EditRequestProps) {
  const save = useEditTransport(data, before, onClose);
  if (!isWaiting(current.etat)) {
    return (
      <Alert tone="warning">
        <p>{OPERATION_REFUSALS.editTooLate.reason}</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fermer le formulaire
        </button>
      </Alert>
    );
  }
  return (
    <section aria-labelledby="edit-request-title">
      <h2 id="edit-request-title">Modifier la demande</h2>
      <TransportForm
        label="Modifier la demande"
        initial={formValuesOf(before)}
        before={before}
        submitLabel="Enregistrer les modifications"
        onSubmit={save}
        onCancel={onClose}
      />
    </section>
  );
}
