import { useRef, useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import {
  mayRecordSignature,
  rideSignatureProblem,
  SIGNATURE_MESSAGES,
  signatureSummary,
  type RideSignature,
  type Signer,
} from '@/domain/transport/ride-signature';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { Alert } from '@/ui/alert';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { patientName } from './patient-name';
import { signatureImage } from './signature-image';
import { SignaturePad } from './signature-pad';
import { useKeptSignature } from './use-kept-signature';
import './signature-panel.css';

/** Where the signature is asked for: at arrival, and still after « Terminer » when it was forgotten. */
const SIGNING_STATES: readonly TransportStatus[] = ['arrived_destination', 'completed'];

const SIGNER_TITLES: Record<Signer, string> = {
  patient: 'Signature du patient',
  accompagnant: 'Signature d’un accompagnant',
};

function SignatureForm({
  data,
  transport,
  signer,
  onClose,
}: {
  data: UserData;
  transport: Transport;
  signer: Signer;
  onClose(): void;
}) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [inked, setInked] = useState(false);
  const [typed, setTyped] = useState(false);
  const [name, setName] = useState(signer === 'patient' ? patientName(transport) : '');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const needsName = signer === 'accompagnant' || typed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (typed && !confirmed) return setError('Cochez la confirmation de la personne.');
    if (!typed && !inked) return setError(SIGNATURE_MESSAGES.empty);
    const image = typed || !canvasRef.current ? null : await signatureImage(canvasRef.current);
    if (!typed && image === null) return setError(SIGNATURE_MESSAGES.tooBig);
    const signature: RideSignature = {
      transportId: transport.id,
      signer,
      signerName: needsName ? name.trim() || null : null,
      method: typed ? 'typed' : 'drawn',
      mime: image?.mime ?? null,
      bytes: image?.bytes ?? null,
      signedAt: data.clock.now(),
    };
    const problem = rideSignatureProblem(signature);
    if (problem !== null) return setError(problem);
    setSaving(true);
    try {
      await data.keepSignature(signature);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'La signature n’a pas pu être gardée.');
      setSaving(false);
    }
  };

  return (
    <form className="signature-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{SIGNER_TITLES[signer]}</h3>
      {signer === 'accompagnant' && (
        <TextField
          label="Nom de l’accompagnant"
          required
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <CheckboxField
        label="La personne ne peut pas signer : confirmer par son nom"
        checked={typed}
        onChange={(event) => setTyped(event.target.checked)}
      />
      {typed ? (
        <>
          {signer === 'patient' && (
            <TextField
              label="Nom de la personne qui confirme"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
          <CheckboxField
            label={`${name.trim() || 'La personne'} confirme que ce transport a été effectué`}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        </>
      ) : (
        <>
          <p className="signature-form__hint">
            Faites signer dans le cadre, au doigt ou au stylet.
          </p>
          <SignaturePad
            canvasRef={canvasRef}
            onInk={setInked}
            label={`Cadre de signature : ${SIGNER_TITLES[signer].toLowerCase()}`}
          />
        </>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="button button--secondary button--large" onClick={onClose}>
          Retour
        </button>
        <button type="submit" className="button button--primary button--large" disabled={saving}>
          Enregistrer la signature
        </button>
      </div>
    </form>
  );
}

/**
 * Issue 23 item 4: at arrival the patient (or a carer) signs on the driver's phone, offline: the signature is kept
 * on the phone (Dexie v9) and sent by the sync engine when the network is back.
 */
export function SignaturePanel({ data, transport }: { data: UserData; transport: Transport }) {
  const [signer, setSigner] = useState<Signer | null>(null);
  const asked =
    SIGNING_STATES.includes(transport.etat) && mayRecordSignature(transport, data.viewer);
  const kept = useKeptSignature(data, transport.id, asked);
  if (!asked || kept === undefined) return null;
  return (
    <section className="signature-panel" aria-labelledby="signature-panel-title">
      <h2 id="signature-panel-title">Preuve de service</h2>
      {kept ? (
        <p role="status">
          {signatureSummary(kept.signature)}.{' '}
          {kept.sent
            ? 'Envoyée.'
            : 'Gardée sur ce téléphone : elle sera envoyée au retour du réseau.'}
        </p>
      ) : signer ? (
        <SignatureForm
          data={data}
          transport={transport}
          signer={signer}
          onClose={() => setSigner(null)}
        />
      ) : (
        <div className="signature-panel__choices">
          <button
            type="button"
            className="button button--primary button--large button--block"
            onClick={() => setSigner('patient')}
          >
            {SIGNER_TITLES.patient}
          </button>
          <button
            type="button"
            className="button button--secondary button--large button--block"
            onClick={() => setSigner('accompagnant')}
          >
            {SIGNER_TITLES.accompagnant}
          </button>
        </div>
      )}
    </section>
  );
}
