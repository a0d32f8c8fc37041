import { formatAddress, type Address } from '@/domain/transport/address.schema';
import type { PatientInfo } from '@/domain/transport/transport.schema';

/** « Jeanne Martin », or a visible placeholder: an unnamed patient is a soft warning, never a blank. */
export function patientName(info: PatientInfo): string {
  const name = [info.firstName.trim(), info.lastName.trim()].filter(Boolean).join(' ');
  return name === '' ? 'Patient non renseigné' : name;
}

export function addressText(address: Address): string {
  const line = formatAddress(address);
  return line === '' ? 'Adresse non renseignée' : line;
}

/** ISO form for <time dateTime>. */
export const isoOf = (millis: number) => new Date(millis).toISOString();

/**
 * A birth date typed as 1950-04-12 (date input), or stored with a time part (1950-04-12T00:00), reads 12/04/1950;
 * anything else is shown as stored.
 */
export function birthDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
