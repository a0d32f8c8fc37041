import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { toFrenchLocaleString } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { positionAgeSeconds } from '@/features/transports/shared/position-age';

/** French Excel opens « ; »-separated files as columns, and reads UTF-8 (accents) only with a BOM. */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/**
 * Columns in a fixed order; the proof-of-service columns (who, role, organisation, device, age of the fix) come
 * after the original ones so spreadsheets built on the earlier layout still read it. The sixth column always held
 * the author's uid: it keeps it under a name that says so, « Auteur » now being the person's name.
 */
export const HISTORY_CSV_HEADER = [
  'État',
  'Code état',
  'Appliqué',
  'Motif',
  'Motif du refus',
  'Identifiant auteur',
  'Heure appareil (ISO)',
  'Heure appareil',
  'Heure serveur (ISO)',
  'Heure serveur',
  'Latitude',
  'Longitude',
  'Notes',
  'Auteur',
  'Rôle',
  'Organisation',
  'Appareil',
  'Âge de la position (s)',
] as const;

/**
 * Text from users or their devices (notes, names, ids): a leading =, +, - or @ would run as a formula in a
 * spreadsheet.
 */
export const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function cell(value: string): string {
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
    defuse(entry.updated_by_name ?? ''),
    // Absent, not only null, on transports mirrored by an earlier app version.
    entry.updated_by_role ? ROLE_LABELS[entry.updated_by_role] : '',
    defuse(entry.updated_by_org ?? ''),
    defuse(entry.device_id ?? ''),
    String(positionAgeSeconds(entry) ?? ''),
  ];
}

/** The whole history of one transport, one row per entry (refused ones included), CRLF line ends. */
export function historyCsv(transport: Pick<Transport, 'historique_etats'>): string {
  const lines = [[...HISTORY_CSV_HEADER], ...transport.historique_etats.map(row)];
  return `${UTF8_BOM}${lines.map((line) => line.map(cell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
