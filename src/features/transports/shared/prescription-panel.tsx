import { useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import { RemoteError } from '@/data/ports';
import { modeMismatchWarning } from '@/domain/transport/prescribed-mode';
import type { PrescriptionScan } from '@/domain/transport/prescription-scan';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportType } from '@/domain/transport/transport-type';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { actionErrorMessage } from './action-error';
import { FactList } from './fact-list';
import { prescribedModeText, prescriptionFacts } from './prescription-text';
import './prescription-panel.css';

/** The kinds of the company's active vehicles (null while loading or where no fleet is known). */
function useFleetKinds(data: UserData, asked: boolean): TransportType[] | null {
  const { organisation } = useServices();
  const [kinds, setKinds] = useState<TransportType[] | null>(null);
  useEffect(() => {
    if (!asked || !organisation) return undefined;
    let live = true;
    organisation.listVehicles(data.viewer).then(
      (vehicles) => live && setKinds(vehicles.filter((v) => v.active).map((v) => v.kind)),
      () => live && setKinds([]),
    );
    return () => {
      live = false;
    };
  }, [asked, organisation, data.viewer]);
  return kinds;
}

/** Opens the scan: the server's copy, or the one still waiting on this device (the clinic, offline). */
function ScanViewer({ data, transport }: { data: UserData; transport: Transport }) {
  const { prescriptionScan } = useServices();
  const [url, setUrl] = useState<{ href: string; pdf: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url.href)), [url]);
  const open = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const local: PrescriptionScan | null = await data.store.pendingScan(transport.id);
      const scan =
        local ?? (prescriptionScan ? await prescriptionScan(transport.id, data.viewer) : null);
      if (!scan) return setMessage('Aucune photo de la prescription n’a été déposée.');
      const blob = new Blob([scan.bytes as BlobPart], { type: scan.mime });
      setUrl({ href: URL.createObjectURL(blob), pdf: scan.mime === 'application/pdf' });
      if (local)
        setMessage('Photo gardée sur cet appareil : elle sera envoyée au retour du réseau.');
    } catch (error) {
      setMessage(
        error instanceof RemoteError
          ? error.message
          : actionErrorMessage(error, 'La prescription n’a pas pu être ouverte'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="prescription-panel__scan">
      {!url && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void open()}
          disabled={busy}
        >
          {busy ? 'Ouverture…' : 'Ouvrir la prescription'}
        </button>
      )}
      {message && <p role="status">{message}</p>}
      {url &&
        (url.pdf ? (
          <a href={url.href} target="_blank" rel="noreferrer" className="button button--secondary">
            Ouvrir le PDF de la prescription
          </a>
        ) : (
          <img src={url.href} alt="Prescription médicale de transport" />
        ))}
    </div>
  );
}

/**
 * Issue 22: what a ride's prescription says to whoever looks. A company deciding sees the prescribed mode and, when
 * its fleet does not carry it, a warning; the clinic and the company that accepted see the references and the scan.
 */
export function PrescriptionPanel({ data, transport }: { data: UserData; transport: Transport }) {
  const role = data.viewer.role;
  const company = role === 'ambulance' || role === 'vtc';
  const deciding = company && transport.provider_org_id !== data.viewer.orgId;
  const fleet = useFleetKinds(data, deciding && transport.prescribed_mode != null);
  const mode = prescribedModeText(transport);
  if (mode === null) return null;
  const warning =
    deciding && fleet !== null && (role === 'ambulance' || role === 'vtc')
      ? modeMismatchWarning(transport.prescribed_mode ?? null, role, fleet)
      : null;
  const details = transport.prescription ?? null;
  return (
    <section className="prescription-panel" aria-labelledby={`pmt-${transport.id}`}>
      <h2 id={`pmt-${transport.id}`}>Prescription médicale de transport</h2>
      <p className="prescription-panel__mode">{mode}</p>
      {warning && <Alert tone="warning">{warning}</Alert>}
      {details ? (
        <>
          <FactList facts={prescriptionFacts(details)} />
          <ScanViewer data={data} transport={transport} />
        </>
      ) : (
        <p className="field__hint">
          Les références et la photo de la prescription sont communiquées après acceptation.
        </p>
      )}
    </section>
  );
}
