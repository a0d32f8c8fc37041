import type { Transport } from '@/domain/transport/transport.schema';
import { historyCsv } from './history-csv';

/** « transport-tr_vsl_00042-historique.csv »; characters a file system may refuse become « _ ». */
export function historyFileName(transport: Pick<Transport, 'id' | 'transport_id'>): string {
  const name = (transport.transport_id ?? transport.id).replace(/[^\w.-]/g, '_');
  return `transport-${name}-historique.csv`;
}

/** Saves a text file through a temporary link: works offline, the data never leaves the device. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadHistoryCsv(transport: Transport): void {
  downloadText(historyCsv(transport), historyFileName(transport), 'text/csv;charset=utf-8');
}
