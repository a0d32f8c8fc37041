import { Link } from 'react-router-dom';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  clinicTransportPrintPath,
  clinicTransportVoucherPath,
} from '@/features/transports/shared/transport-paths';
import { downloadHistoryCsv } from './download-csv';

/** Exports of the proof-of-service record: a spreadsheet and a printable page. */
export function ExportActions({ transport }: { transport: Transport }) {
  return (
    <div className="button-row" role="group" aria-label="Exporter l’historique">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => downloadHistoryCsv(transport)}
      >
        Exporter l’historique (CSV)
      </button>
      <Link to={clinicTransportPrintPath(transport.id)} className="button button--secondary">
        Version imprimable
      </Link>
      <Link to={clinicTransportVoucherPath(transport.id)} className="button button--secondary">
        Bon de transport
      </Link>
    </div>
  );
}
