import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { DEFAULT_TYPE_FOR_MODE, requestTypeMismatch } from '@/domain/transport/prescribed-mode';
import {
  PRESCRIBED_MODE_LABELS,
  PRESCRIBED_MODES,
  type PrescribedMode,
} from '@/domain/transport/prescription.schema';
import { scanSizeLabel } from '@/domain/transport/prescription-scan';
import { Alert } from '@/ui/alert';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { compressScan } from './compress-scan';
import { checkboxProps, textProps, type FormBinding } from './form-binding';
import type { FormScan } from './form-values';
import './prescription-fieldset.css';

const MODE_OPTIONS = [
  { value: '', label: 'Pas de prescription' },
  ...PRESCRIBED_MODES.map((mode) => ({ value: mode, label: PRESCRIBED_MODE_LABELS[mode] })),
];

/** An object URL for the preview, revoked when the scan changes or the form goes. */
function usePreviewUrl(scan: FormScan | null): string | null {
  const url = useMemo(
    () =>
      scan && scan.mime !== 'application/pdf'
        ? URL.createObjectURL(new Blob([scan.bytes as BlobPart], { type: scan.mime }))
        : null,
    [scan],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

function ScanField({ form }: { form: FormBinding }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scan = form.values.pmtScan;
  const preview = usePreviewUrl(scan);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    const result = await compressScan(file);
    setBusy(false);
    if (typeof result === 'string') return setProblem(result);
    setProblem(null);
    form.set('pmtScan', result);
  };
  return (
    <div className="field prescription-scan">
      <label htmlFor={id}>Photo ou PDF de la prescription</label>
      <p className="field__hint" id={`${id}-hint`}>
        Gardée sur cet appareil puis envoyée dès le retour du réseau ; 300 Ko au plus (la photo est
        compressée).
      </p>
      <input
        id={id}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      {busy && <p role="status">Compression de la photo…</p>}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {scan && (
        <div className="prescription-scan__preview">
          {preview ? (
            <img src={preview} alt="Aperçu de la prescription" />
          ) : (
            <p>Prescription en PDF</p>
          )}
          <p className="field__hint">{scanSizeLabel(scan.bytes.byteLength)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => form.set('pmtScan', null)}
          >
            Retirer
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Issue 22: « Prescription médicale de transport ». Choosing a mode presets the vehicle type (DEFAULT_TYPE_FOR_MODE);
 * a type that does not carry the prescribed mode is pointed out, not blocked (an ambulance may do a VSL's ride).
 */
export function PrescriptionFieldset({ form }: { form: FormBinding }) {
  const { values } = form;
  const mode = values.pmtMode === '' ? null : values.pmtMode;
  const mismatch =
    mode !== null && values.type !== '' ? requestTypeMismatch(mode, values.type) : null;
  const chooseMode = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as '' | PrescribedMode;
    form.patch(
      next === '' ? { pmtMode: '' } : { pmtMode: next, type: DEFAULT_TYPE_FOR_MODE[next] },
    );
  };
  return (
    <fieldset className="form-section">
      <legend>Prescription médicale de transport</legend>
      <div className="form-grid">
        <SelectField
          label="Mode de transport prescrit"
          options={MODE_OPTIONS}
          hint="Choisir un mode propose le type de véhicule correspondant."
          {...textProps(form, 'pmtMode')}
          onChange={chooseMode}
        />
        {mode !== null && (
          <>
            <TextField
              label="Prescripteur"
              autoComplete="off"
              required
              {...textProps(form, 'pmtPrescripteur')}
            />
            <TextField
              label="Date de la prescription"
              type="date"
              required
              {...textProps(form, 'pmtDate')}
            />
          </>
        )}
      </div>
      {mismatch && <Alert tone="warning">{mismatch}</Alert>}
      {mode !== null && (
        <>
          <CheckboxField label="Accord préalable" {...checkboxProps(form, 'pmtAccord')} />
          {values.pmtAccord && (
            <TextField
              label="Date de l’accord préalable"
              type="date"
              required
              {...textProps(form, 'pmtDateAccord')}
            />
          )}
          <CheckboxField label="Transport en série" {...checkboxProps(form, 'pmtSerie')} />
          <ScanField form={form} />
        </>
      )}
    </fieldset>
  );
}
