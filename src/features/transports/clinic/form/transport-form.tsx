import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { Alert } from '@/ui/alert';
import { AddressFieldset } from './address-fieldset';
import { FormAlerts } from './form-alerts';
import type { FormBinding } from './form-binding';
import type { FormScan, TransportFormValues } from './form-values';
import { PrescriptionFieldset } from './prescription-fieldset';
import { EquipmentFieldset, MedicalFieldset } from './medical-fieldset';
import { PatientFieldset, type PatientRecords } from './patient-fieldset';
import { ScheduleFieldset } from './schedule-fieldset';
import { useTransportForm } from './use-transport-form';

interface TransportFormProps {
  initial: TransportFormValues;
  /** The request being edited (keeps its coordinates); absent for a new request. */
  before?: Transport;
  /** The organisation's patients to pick from or add to; absent where the form offers no patient records. */
  patientRecords?: PatientRecords | undefined;
  submitLabel: string;
  /**
   * Records the request (after the new patient, when one is to be saved); resolves to a French error message,
   * or null once saved.
   */
  onSubmit(
    input: TransportInput,
    newPatient: PatientInput | null,
    scan: FormScan | null,
  ): Promise<string | null>;
  onCancel?: () => void;
  label: string;
  /** Issue 22: more controls after the schedule (the new request's aller-retour and series). */
  extra?: (form: FormBinding, attempted: boolean) => ReactNode;
  /** What the submit button says while recording (« Enregistrement de 24 transports… »). */
  busyLabel?: string;
}

/** The request form, for creation and edits: hard errors block, soft warnings (spec §5) only inform. */
export function TransportForm(props: TransportFormProps) {
  const { initial, before, patientRecords, submitLabel, onSubmit, onCancel, label, extra } = props;
  const { form, submission, warnings, general, errorCount, attempted, attempt } = useTransportForm(
    initial,
    {
      before,
      patientToday: patientRecords?.today,
    },
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After a refused submit, take keyboard and screen-reader users to the first field to fix.
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    attempt();
    if (!submission) return setFocusRequest((count) => count + 1);
    setBusy(true);
    try {
      const scan = submission.input.pmt ? form.values.pmtScan : null;
      setFailure(await onSubmit(submission.input, submission.newPatient, scan));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="transport-form" onSubmit={submit} noValidate aria-label={label}>
      <p className="field__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <FormAlerts errorCount={errorCount} general={general} />
      <PatientFieldset form={form} records={patientRecords} />
      <AddressFieldset form={form} place="depart" />
      <AddressFieldset form={form} place="arrivee" />
      <ScheduleFieldset form={form} />
      {extra?.(form, attempted)}
      {/* Filed with the request, never edited afterwards (issue 22). */}
      {!before && <PrescriptionFieldset form={form} />}
      <MedicalFieldset form={form} />
      <EquipmentFieldset form={form} />
      {warnings.length > 0 && (
        <Alert tone="warning">
          <p>Points à vérifier (la demande peut être enregistrée) :</p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      {busy && props.busyLabel && (
        <p role="status" className="field__hint">
          {props.busyLabel}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {busy ? (props.busyLabel ?? 'Enregistrement…') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Abandonner les modifications
          </button>
        )}
      </div>
    </form>
  );
}
