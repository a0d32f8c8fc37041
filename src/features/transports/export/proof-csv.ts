import { toFrenchLocaleString, type EpochMillis } from '@/domain/shared/timestamp';
import { DRIVER_STEPS } from '@/domain/transport/driver-steps';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { onboardDistance } from '@/domain/transport/onboard-distance';
import { signatureSummary, type RideSignature } from '@/domain/transport/ride-signature';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { addressText } from '@/features/transports/shared/transport-text';
import { cell, CSV_SEPARATOR, defuse, UTF8_BOM } from './history-csv';

/** One completed ride with its signature as the export found it (`unknown`: offline, the server not asked). */
export interface ProofRow {
  transport: Transport;
  signature: RideSignature | null | 'unknown';
}

/**
 * Issue 23 item 4: the company's completed rides of a period, one line each, for billing software — times (device
 * and server) and position of each driver step, kilometres with the patient on board (measured or « estimé »),
 * prescription references and signature. « ; » and a BOM, as French Excel reads it (history-csv.ts).
 */
export const PROOF_CSV_HEADER = [
  'Numéro',
  'Date du transport',
  'Type',
  'Patient',
  'Départ',
  'Arrivée',
  ...DRIVER_STEPS.map(({ target }) => TRANSPORT_STATUS_LABELS[target]).flatMap((label) => [
    `${label} — heure appareil`,
    `${label} — heure serveur`,
    `${label} — position`,
  ]),
  'Km patient à bord',
  'Km estimés',
  'Prescripteur',
  'Date de prescription',
  'Accord préalable',
  'Signature',
  'Véhicule',
  'Chauffeur',
] as const;

const french = (millis: EpochMillis | null | undefined) =>
  millis === null || millis === undefined ? '' : toFrenchLocaleString(millis);
const decimal = (value: number) => String(value).replace('.', ',');
const positionText = (entry: HistoryEntry | undefined) =>
  entry?.position ? `${decimal(entry.position.lat)} ${decimal(entry.position.lng)}` : '';

/** The applied entry that recorded a step (the last one, should a step have been reached twice). */
const stepEntry = (transport: Transport, status: HistoryEntry['etat']) =>
  transport.historique_etats.filter((entry) => entry.applied && entry.etat === status).at(-1);

export function proofLine({ transport, signature }: ProofRow): string[] {
  const km = onboardDistance(transport);
  const prescription = transport.prescription ?? null;
  const vehicle = transport.assigned_vehicle;
  const patient = `${transport.patient_info.lastName} ${transport.patient_info.firstName}`.trim();
  return [
    defuse(transport.transport_id ?? transport.id),
    french(transport.date_transport),
    TRANSPORT_TYPE_LABELS[transport.type_transport],
    defuse(patient),
    defuse(addressText(transport.adresse_depart)),
    defuse(addressText(transport.adresse_arrivee)),
    ...DRIVER_STEPS.flatMap(({ target }) => {
      const entry = stepEntry(transport, target);
      return [french(entry?.timestamp), french(entry?.server_timestamp), positionText(entry)];
    }),
    km === null ? '' : decimal(km.km),
    km === null ? '' : km.estimated ? 'estimé' : 'non',
    defuse(prescription?.prescripteur ?? ''),
    prescription?.date_prescription ?? '',
    prescription === null
      ? ''
      : prescription.accord_prealable
        ? `oui${prescription.date_accord ? ` (${prescription.date_accord})` : ''}`
        : 'non',
    signature === 'unknown' ? 'Inconnue (hors ligne)' : defuse(signatureSummary(signature)),
    defuse(vehicle ? `${vehicle.label} (${vehicle.registration})` : ''),
    defuse(transport.assigned_driver?.firstName ?? ''),
  ];
}

export function proofCsv(rows: readonly ProofRow[]): string {
  const lines = [[...PROOF_CSV_HEADER], ...rows.map(proofLine)];
  return `${UTF8_BOM}${lines.map((line) => line.map(cell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** The period's completed rides: date_transport within [from, to] (epoch ms, inclusive), by date. */
export const completedInPeriod = (
  rides: readonly Transport[],
  from: EpochMillis,
  to: EpochMillis,
): Transport[] =>
  rides
    .filter((ride) => ride.etat === 'completed')
    .filter((ride) => ride.date_transport >= from && ride.date_transport <= to)
    .sort((a, b) => a.date_transport - b.date_transport);
