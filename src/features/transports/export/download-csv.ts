import type { Transport } from '@/domain/transport/transport.schema';
import { downloadText } from '@/ui/download-text';
import { historyCsv } from './history-csv';

/** « transport-tr_vsl_00042-historique.csv »; characters a file system may refuse become « _ ». */
export function historyFileName(transport: Pick<Transport, 'id' | 'transport_id'>): string {
  const name = (transport.transport_id ?? transport.id).replace(/[^\w.-]/g, '_');
  return `transport-${name}-historique.csv`;
}

export { downloadText };

export function downloadHistoryCsv(transport: Transport): void {
  downloadText(historyCsv(transport), historyFileName(transport), 'text/csv;charset=utf-8');
}
