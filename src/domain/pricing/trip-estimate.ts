import type { SanitaryGrid } from './cpam-tariffs';
import { PATIENT_SHARE, TRANSPORT_FRANCHISE } from './patient-share';
import { TAXI_SHARED_FACTORS, TAXI_TARIFF } from './taxi-tariffs';

/**
 * Indicative cost of one one-way trip (research §2). All arithmetic in whole cents, rounding half up once per
 * step, as a bill would: 84,82 € at night (+75 %) is 148,44 €. A return trip is two trips.
 */
export type TripPeriod = 'jour' | 'nuit' | 'dimanche';
export type TripCover = 'standard' | 'complete';

export const TRIP_PERIOD_LABELS: Record<TripPeriod, string> = {
  jour: 'En semaine, de jour',
  nuit: 'La nuit (20 h – 8 h)',
  dimanche: 'Dimanche, jour férié (ou samedi après-midi)',
};

export const MAX_TRIP_KM = 500;

export interface TripBasics {
  /** Loaded distance, whole kilometres. */
  distanceKm: number;
  period: TripPeriod;
  /** `complete`: 100 % cover (ALD with incapacity, AT/MP, maternity…). */
  cover: TripCover;
  /** Under 18, maternity cover, CSS/AME, emergencies: no franchise. */
  franchiseExempt: boolean;
}

export interface SanitaryTrip extends TripBasics {
  grid: SanitaryGrid;
}

export interface TaxiTrip extends TripBasics {
  perKm: number;
  bigCity: boolean;
  /** Patients sharing the ride (1 = alone); 4 stands for 4 or more. */
  patients: 1 | 2 | 3 | 4;
  emptyReturn: boolean;
  reducedMobility: boolean;
  overseas: boolean;
}

export interface EstimateLine {
  label: string;
  amount: number;
}

export type TripEstimate =
  | {
      ok: true;
      lines: EstimateLine[];
      /** What the Assurance Maladie is billed. */
      fare: number;
      reimbursed: number;
      patientShare: number;
      franchise: number;
      /** Patient share + franchise: the most the patient pays for this trip. */
      patientPays: number;
      notes: string[];
    }
  | { ok: false; error: string };

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => amount / 100;
const percent = (fraction: number) => Math.round(fraction * 100);
/** `amount` cents × `pct` %, rounded half up to the cent, exact in integers. */
const times = (amount: number, pct: number) => Math.round((amount * pct) / 100);
const decimal = (amount: number) => amount.toFixed(2).replace('.', ',');

export function distanceError(distanceKm: number): string | null {
  if (!Number.isInteger(distanceKm) || distanceKm < 1 || distanceKm > MAX_TRIP_KM) {
    return `La distance doit être un nombre entier de kilomètres, entre 1 et ${MAX_TRIP_KM}.`;
  }
  return null;
}

function upliftOf(period: TripPeriod, night: number, holiday: number): number {
  if (period === 'nuit') return night;
  return period === 'dimanche' ? holiday : 0;
}

function withPatientShare(
  basics: TripBasics,
  lines: EstimateLine[],
  fare: number,
  notes: string[],
): TripEstimate {
  const share = basics.cover === 'complete' ? 0 : times(fare, percent(PATIENT_SHARE.rate));
  const franchise = basics.franchiseExempt ? 0 : cents(TRANSPORT_FRANCHISE.perTrip);
  return {
    ok: true,
    lines,
    fare: euros(fare),
    reimbursed: euros(fare - share),
    patientShare: euros(share),
    franchise: euros(franchise),
    patientPays: euros(share + franchise),
    notes: [...notes, 'Péages éventuels en plus, au réel.'],
  };
}

/** Ambulance or VSL: forfait + km beyond the included ones + short-trip bonus, then one uplift. */
export function estimateSanitaryTrip(trip: SanitaryTrip): TripEstimate {
  const error = distanceError(trip.distanceKm);
  if (error) return { ok: false, error };
  const { grid, distanceKm } = trip;
  const extraKm = Math.max(0, distanceKm - grid.includedKm);
  const kmPart = extraKm * cents(grid.perKm);
  const lines: EstimateLine[] = [
    { label: `Forfait (${grid.includedKm} km inclus)`, amount: grid.forfait },
    { label: `${extraKm} km × ${decimal(grid.perKm)} €`, amount: euros(kmPart) },
  ];
  let base = cents(grid.forfait) + kmPart;
  const notes: string[] = [];
  if (grid.shortTrip.kind === 'steps') {
    const step = grid.shortTrip.steps.find((candidate) => distanceKm <= candidate.upToKm);
    if (step) {
      base += cents(step.amount);
      lines.push({ label: 'Majoration trajet court', amount: step.amount });
    }
  } else if (distanceKm <= grid.shortTrip.upToKm) {
    const { min, max } = grid.shortTrip;
    const range = `${decimal(min)} à ${decimal(max)} €`;
    notes.push(`Majoration trajet court non incluse : de ${range} selon la distance.`);
  }
  const uplift = upliftOf(trip.period, grid.nightUplift, grid.holidayUplift);
  const fare = times(base, 100 + percent(uplift));
  if (uplift > 0)
    lines.push({ label: `Majoration +${percent(uplift)} %`, amount: euros(fare - base) });
  if (!grid.verified) notes.push('Grille tarifaire à confirmer sur ameli.fr.');
  return withPatientShare(trip, lines, fare, notes);
}

/** Taxi conventionné (2025): pick-up + supplements + km beyond 4, then uplift, sharing and fixed supplements. */
export function estimateTaxiTrip(trip: TaxiTrip): TripEstimate {
  const error = distanceError(trip.distanceKm);
  if (error) return { ok: false, error };
  const tariff = TAXI_TARIFF;
  const extraKm = Math.max(0, trip.distanceKm - tariff.includedKm);
  const kmPart = extraKm * cents(trip.perKm);
  const lines: EstimateLine[] = [
    { label: `Prise en charge (${tariff.includedKm} km inclus)`, amount: tariff.pickUp },
  ];
  if (trip.bigCity) lines.push({ label: 'Grande ville', amount: tariff.bigCitySupplement });
  lines.push({
    label: `${extraKm} km × ${decimal(trip.perKm)} €`,
    amount: euros(kmPart),
  });
  let socle = cents(tariff.pickUp) + (trip.bigCity ? cents(tariff.bigCitySupplement) : 0) + kmPart;
  const notes: string[] = [];
  if (trip.emptyReturn) {
    const { short, long, thresholdKm } = tariff.emptyReturn;
    const added = times(kmPart, percent(trip.distanceKm < thresholdKm ? short : long));
    socle += added;
    lines.push({ label: 'Retour à vide après hospitalisation', amount: euros(added) });
    notes.push('Règle du retour à vide lue dans une mise en œuvre départementale, à confirmer.');
  }
  let fare = socle;
  if (trip.period !== 'jour') {
    fare = times(socle, 100 + percent(tariff.uplift));
    lines.push({ label: `Majoration +${percent(tariff.uplift)} %`, amount: euros(fare - socle) });
  }
  if (trip.patients > 1) {
    const shared = times(fare, percent(TAXI_SHARED_FACTORS[trip.patients as 2 | 3 | 4]));
    lines.push({
      label: `Transport partagé (${trip.patients} patients)`,
      amount: euros(shared - fare),
    });
    notes.push('Coefficients du transport partagé lus dans une mise en œuvre départementale.');
    fare = shared;
  }
  if (trip.reducedMobility) {
    fare += cents(tariff.reducedMobilitySupplement);
    lines.push({ label: 'Personne à mobilité réduite', amount: tariff.reducedMobilitySupplement });
  }
  if (trip.overseas) {
    fare += cents(tariff.overseasSupplement);
    lines.push({ label: 'Département d’outre-mer', amount: tariff.overseasSupplement });
  }
  return withPatientShare(trip, lines, fare, notes);
}
