import { compareCodeUnits } from '@/domain/shared/compare';
import { PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/** What a clinic narrows its lists by: free text (patient, number, city) and a day of the ride (YYYY-MM-DD). */
export interface RideFilter {
  text: string;
  /** '' for any day. */
  day: string;
}

export const NO_RIDE_FILTER: RideFilter = { text: '', day: '' };

export const isFiltering = (filter: RideFilter) => filter.text.trim() !== '' || filter.day !== '';

/** Lower case, accents dropped: « Léon-Bérard » is found by « leon berard ». */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-_'’]/g, ' ');
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The ride's calendar day in Paris, as an <input type="date"> value (« 2026-11-24 »). */
export const parisDayOf = (millis: EpochMillis): string => parisDay.format(new Date(millis));

type Searchable = Pick<
  Transport,
  'id' | 'transport_id' | 'patient_info' | 'adresse_depart' | 'adresse_arrivee' | 'date_transport'
>;

function haystack(ride: Searchable): string {
  const { patient_info: patient, adresse_depart: from, adresse_arrivee: to } = ride;
  return foldForSearch(
    [
      patient.firstName,
      patient.lastName,
      ride.transport_id ?? '',
      from.ville,
      from.codePostal,
      to.ville,
      to.codePostal,
    ].join(' '),
  );
}

/** Every word typed is found in the patient's name, the request's number or a town (or postcode) of the ride. */
export function matchesRide(ride: Searchable, filter: RideFilter): boolean {
  if (filter.day !== '' && parisDayOf(ride.date_transport) !== filter.day) return false;
  const words = foldForSearch(filter.text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(ride);
  return words.every((word) => text.includes(word));
}

/** By the ride's date, soonest first (ties by id, so the order never depends on the input's). */
export const byRideDate = (a: Searchable, b: Searchable) =>
  a.date_transport - b.date_transport || compareCodeUnits(a.id, b.id);
