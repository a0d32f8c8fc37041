import { useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import { requestTypeMismatch } from '@/domain/transport/prescribed-mode';
import { splitPrescription } from '@/domain/transport/prescription-record';
import {
  PRESCRIBED_MODE_LABELS,
  PRESCRIBED_MODES,
  prescriptionSchema,
  type PrescribedMode,
} from '@/domain/transport/prescription.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal } from '@/domain/transport/transport-status';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { useOfflineNote } from './offline-suffix';

const MODE_OPTIONS = [
  { value: '', label: 'Pas de prescription' },
  ...PRESCRIBED_MODES.map((mode) => ({ value: mode, label: PRESCRIBED_MODE_LABELS[mode] })),
];

interface Values {
  mode: '' | PrescribedMode;
  prescripteur: string;
  date: string;
  accord: boolean;
  dateAccord: string;
  serie: boolean;
}

const valuesOf = (transport: Transport): Values => {
  const details = transport.prescription ?? null;
  return {
    mode: transport.prescribed_mode ?? '',
    prescripteur: details?.prescripteur ?? '',
    date: details?.date_prescription ?? '',
    accord: details?.accord_prealable ?? false,
    dateAccord: details?.date_accord ?? '',
    serie: details?.serie ?? false,
  };
};

/** The correction as the edit op carries it (split like a filing: mode shared, references private), or errors. */
function correctionOf(values: Values) {
  if (values.mode === '') return { ok: true as const, changes: splitPrescription(null) };
  const parsed = prescriptionSchema.safeParse({
    mode: values.mode,
    prescripteur: values.prescripteur,
    date_prescription: values.date,
    accord_prealable: values.accord,
    date_accord: values.accord && values.dateAccord !== '' ? values.dateAccord : null,
    serie: values.serie,
  });
  if (parsed.success) return { ok: true as const, changes: splitPrescription(parsed.data) };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors };
}

function CorrectionForm({
  data,
  transport,
  onClose,
}: {
  data: UserData;
  transport: Transport;
  onClose: () => void;
}) {
  const { show } = useToasts();
  const withOfflineNote = useOfflineNote();
  const [values, setValues] = useState(() => valuesOf(transport));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const mismatch =
    values.mode === '' ? null : requestTypeMismatch(values.mode, transport.type_transport);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const correction = correctionOf(values);
    if (!correction.ok) return setErrors(correction.errors);
    setErrors({});
    setBusy(true);
    try {
      const result = await data.act({
        kind: 'transport.edit',
        opId: data.newOpId(),
        transportId: transport.id,
        changes: correction.changes,
        actor: data.viewer,
        deviceTime: data.clock.now(),
      });
      if (!result.ok) return setRefusal(result.refusal.reason);
    } catch (error) {
      return setRefusal(actionErrorMessage(error, 'La prescription n’a pas pu être corrigée'));
    } finally {
      setBusy(false);
    }
    show(withOfflineNote('Prescription corrigée', true), 'success');
    onClose();
  };
  return (
    <form
      className="form-section"
      aria-label="Corriger la prescription"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <SelectField
        label="Mode de transport prescrit"
        options={MODE_OPTIONS}
        value={values.mode}
        onChange={(event) => set({ mode: event.target.value as Values['mode'] })}
      />
      {mismatch && <Alert tone="warning">{mismatch}</Alert>}
      {values.mode !== '' && (
        <>
          <TextField
            label="Prescripteur"
            required
            autoComplete="off"
            value={values.prescripteur}
            error={errors.prescripteur}
            onChange={(event) => set({ prescripteur: event.target.value })}
          />
          <TextField
            label="Date de la prescription"
            type="date"
            required
            value={values.date}
            error={errors.date_prescription}
            onChange={(event) => set({ date: event.target.value })}
          />
          <CheckboxField
            label="Accord préalable"
            checked={values.accord}
            onChange={(event) => set({ accord: event.target.checked })}
          />
          {values.accord && (
            <TextField
              label="Date de l’accord préalable"
              type="date"
              required
              value={values.dateAccord}
              error={errors.date_accord}
              onChange={(event) => set({ dateAccord: event.target.value })}
            />
          )}
          <CheckboxField
            label="Transport en série"
            checked={values.serie}
            onChange={(event) => set({ serie: event.target.checked })}
          />
        </>
      )}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Enregistrement…' : 'Enregistrer la prescription'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Annuler
        </button>
      </div>
    </form>
  );
}

/**
 * Issue 22, session 9: the clinic corrects the prescription after filing, until the ride is over (the mode, the
 * prescriber, the dates, « accord préalable », « série »); recorded as a modification of the request.
 */
export function PrescriptionCorrection({
  data,
  transport,
}: {
  data: UserData;
  transport: Transport;
}) {
  const [open, setOpen] = useState(false);
  if (data.viewer.role !== 'clinique' || isTerminal(transport.etat)) return null;
  if (!open) {
    return (
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          Corriger la prescription
        </button>
      </div>
    );
  }
  return <CorrectionForm data={data} transport={transport} onClose={() => setOpen(false)} />;
}
