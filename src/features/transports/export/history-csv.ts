import { toFrenchLocaleString } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';

/** French Excel opens « ; »-separated files as columns, and reads UTF-8 (accents) only with a BOM. */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

export const HISTORY_CSV_HEADER = [
  'État',
  'Code état',
  'Appliqué',
  'Motif',
  'Motif du refus',
  'Auteur',
  'Heure appareil (ISO)',
  'Heure appareil',
  'Heure serveur (ISO)',
  'Heure serveur',
  'Latitude',
  'Longitude',
  'Notes',
] as const;

/** Free text typed by users: a leading =, +, - or @ would run as a formula in a spreadsheet. */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function cell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const iso = (millis: number | null) => (millis === null ? '' : new Date(millis).toISOString());
const french = (millis: number | null) => (millis === null ? '' : toFrenchLocaleString(millis));
// Decimal comma, as French Excel expects for numbers.
const decimal = (value: number | undefined) =>
  value === undefined ? '' : String(value).replace('.', ',');

function row(entry: HistoryEntry): string[] {
  return [
    TRANSPORT_STATUS_LABELS[entry.etat],
    entry.etat,
    entry.applied ? 'oui' : 'non',
    defuse(entry.reason ?? ''),
    defuse(entry.refusal_reason ?? ''),
    defuse(entry.updated_by ?? ''),
    iso(entry.timestamp),
    french(entry.timestamp),
    iso(entry.server_timestamp),
    french(entry.server_timestamp),
    decimal(entry.position?.lat),
    decimal(entry.position?.lng),
    defuse(entry.notes ?? ''),
  ];
}

/** The whole history of one transport, one row per entry (refused ones included), CRLF line ends. */
export function historyCsv(transport: Pick<Transport, 'historique_etats'>): string {
  const lines = [[...HISTORY_CSV_HEADER], ...transport.historique_etats.map(row)];
  return `${UTF8_BOM}${lines.map((line) => line.map(cell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
