import type { EditedTransportField } from '@/domain/sync/operation';
import { formatDateTime } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { PendingBadge } from '@/features/transports/shared/pending-badge';

const FIELD_LABELS: Record<EditedTransportField, string> = {
  date_transport: 'date et heure',
  adresse_depart: 'départ',
  adresse_arrivee: 'arrivée',
  priorite: 'priorité',
  type_transport: 'type',
  patient_info: 'patient',
  informations_medicales: 'informations médicales',
  equipements_requis: 'équipements requis',
  commentaires: 'commentaires',
  // Issue 22, session 9: a correction of the prescription.
  prescribed_mode: 'mode prescrit',
  prescription: 'références de la prescription',
};

const labelOf = (field: string) => FIELD_LABELS[field as EditedTransportField] ?? field;

/** Edits of the request (who, when, which fields): part of the record next to the state history. */
export function ModificationsList({
  transport,
  pendingOpIds,
}: {
  transport: Transport;
  pendingOpIds: readonly string[];
}) {
  if (transport.modifications.length === 0) return null;
  return (
    <section className="facts-section" aria-labelledby="modifications-title">
      <h2 id="modifications-title">Modifications de la demande</h2>
      <ol className="history">
        {transport.modifications.map((modification) => (
          <li key={modification.op_id} className="history-entry">
            <p className="history-entry__head">
              <strong>{modification.fields.map(labelOf).join(', ') || 'Modification'}</strong>
              {pendingOpIds.includes(modification.op_id) && <PendingBadge />}
            </p>
            <p className="history-entry__time">
              {formatDateTime(modification.device_time)} — par{' '}
              {modification.by_name ?? modification.by ?? 'inconnu'}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
