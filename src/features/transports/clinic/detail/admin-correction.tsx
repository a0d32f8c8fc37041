import { useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import {
  correctionRefusal,
  correctionTargets,
  CORRECTION_REASON_MAX,
} from '@/domain/transport/admin-correction';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS, type TransportStatus } from '@/domain/transport/transport-status';
import { useToasts } from '@/services/toasts';
import { SelectField } from '@/ui/select-field';
import { TextAreaField } from '@/ui/text-area-field';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { deskTapContext, statusOperation } from '@/features/transports/driver/status-operation';

interface AdminCorrectionProps {
  data: UserData;
  transport: Transport;
}

/**
 * Issue 21 item 3: on the admin's view of a ride recorded in the wrong state, « Corriger l’état » puts it back
 * to one of the states the domain's correction table allows, with a required reason — recorded in the history
 * as a correction in the admin's name. Nothing shows for other roles or when no correction is possible.
 */
export function AdminCorrection({ data, transport }: AdminCorrectionProps) {
  const targets = correctionTargets(transport.etat);
  const [target, setTarget] = useState<TransportStatus | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useToasts();
  if (data.viewer.role !== 'admin' || targets.length === 0) return null;
  const chosen = target === '' ? targets[0]! : target;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refusal = correctionRefusal(transport.etat, chosen, data.viewer, reason);
    if (refusal !== null) return setError(refusal.reason);
    setBusy(true);
    try {
      const tap = { status: chosen, reason: reason.trim(), correction: true };
      const result = await data.act(statusOperation(transport.id, tap, deskTapContext(data)));
      if (!result.ok) return setError(result.refusal.reason);
      show('Correction enregistrée dans l’historique', 'success');
      setReason('');
    } catch (caught) {
      setError(actionErrorMessage(caught, 'La correction n’a pas pu être enregistrée.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="facts-section" aria-labelledby="correction-title">
      <h2 id="correction-title">Corriger l’état (administrateur)</h2>
      <p>
        État enregistré : « {TRANSPORT_STATUS_LABELS[transport.etat]} ». La correction figurera dans
        l’historique, à votre nom, avec son motif.
      </p>
      <form onSubmit={submit} noValidate aria-label="Corriger l’état du transport">
        <SelectField
          label="Nouvel état"
          required
          value={chosen}
          options={targets.map((to) => ({ value: to, label: TRANSPORT_STATUS_LABELS[to] }))}
          onChange={(event) => setTarget(event.target.value as TransportStatus)}
        />
        <TextAreaField
          label="Motif de la correction"
          required
          maxLength={CORRECTION_REASON_MAX}
          hint={`Entre 5 et ${CORRECTION_REASON_MAX} caractères.`}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--danger" disabled={busy}>
          Corriger l’état
        </button>
      </form>
    </section>
  );
}
