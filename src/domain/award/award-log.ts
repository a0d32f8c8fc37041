import { z } from 'zod';
import { epochToParisLocal } from '@/domain/shared/paris-local-time';
import { toEpochMillis, type EpochMillis } from '@/domain/shared/timestamp';

/**
 * Issue 23 item 1: a company's answers to one request — one entry per ride and company, written by that company
 * only (stored as `awardResponses/{rideId}_{orgId}`), read by it and by the ride's clinic, never by a competitor.
 * Times are the server's (request.time in Firebase mode, the demo server's clock otherwise).
 */
export const AWARD_REFUSAL_REASONS = [
  'no_vehicle',
  'no_crew',
  'too_far',
  'schedule',
  'patient_needs',
  'other',
] as const;
export type AwardRefusalReason = (typeof AWARD_REFUSAL_REASONS)[number];
export const awardRefusalReasonSchema = z.enum(AWARD_REFUSAL_REASONS);

/** The short list a dispatcher picks from, French as shown to them and to the clinic. */
export const AWARD_REFUSAL_LABELS: Record<AwardRefusalReason, string> = {
  no_vehicle: 'Aucun véhicule disponible',
  no_crew: 'Aucun équipage disponible',
  too_far: 'Trop loin de notre base',
  schedule: 'Horaire impossible',
  patient_needs: 'Besoins du patient non couverts',
  other: 'Autre raison',
};

export interface AwardEntry {
  rideId: string;
  orgId: string;
  /** The company's name as its document says it (copied when it first answered), for the clinic. */
  orgName: string | null;
  /** When the zone reached this company (escalation-schedule.ts reachedAt). */
  offeredAt: EpochMillis;
  openedAt: EpochMillis | null;
  refusedAt: EpochMillis | null;
  reason: AwardRefusalReason | null;
  acceptedAt: EpochMillis | null;
}

/** What a company writes: one change at a time, each recorded once (`offered` creates the entry). */
export type AwardChange =
  | { kind: 'offered' }
  | { kind: 'opened' }
  | { kind: 'refused'; reason: AwardRefusalReason }
  | { kind: 'accepted' };

export const awardEntryId = (rideId: string, orgId: string): string => `${rideId}_${orgId}`;

/** The entry a company's first record creates (its offer), before any change is applied. */
export const newAwardEntry = (
  rideId: string,
  orgId: string,
  orgName: string | null,
  offeredAt: EpochMillis,
): AwardEntry => ({
  rideId,
  orgId,
  orgName,
  offeredAt,
  openedAt: null,
  refusedAt: null,
  reason: null,
  acceptedAt: null,
});

/** The entry after a change at server time `now`; null when it changes nothing (an open already recorded…). */
export function applyAwardChange(
  entry: AwardEntry,
  change: AwardChange,
  now: EpochMillis,
): AwardEntry | null {
  if (change.kind === 'offered') return null; // the entry exists: the offer is recorded
  if (change.kind === 'opened') return entry.openedAt === null ? { ...entry, openedAt: now } : null;
  if (entry.acceptedAt !== null) return null;
  if (change.kind === 'refused') {
    return entry.refusedAt === null ? { ...entry, refusedAt: now, reason: change.reason } : null;
  }
  return { ...entry, acceptedAt: now, openedAt: entry.openedAt ?? now };
}

/** A company answered: it refused or accepted (opening is not an answer). */
export const hasAnswered = (entry: AwardEntry): boolean =>
  entry.refusedAt !== null || entry.acceptedAt !== null;

/** Whole minutes from the offer to the acceptance (never negative). */
export const minutesToAccept = (entry: AwardEntry): number | null =>
  entry.acceptedAt === null
    ? null
    : Math.max(0, Math.round((entry.acceptedAt - entry.offeredAt) / 60_000));

/** « moins d’1 min », « 4 min », « 1 h 05 », « 2 h » (an acceptance within the minute reads as such, not « 0 min »). */
export function formatDelay(minutes: number): string {
  if (minutes < 1) return 'moins d’1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** « Acceptée par Ambulances du Parc en 4 min » (the request, feminine: « la demande »). */
export const acceptedText = (name: string, delay: string): string =>
  `Acceptée par ${name} en ${delay}`;

export interface AwardLogLine {
  orgId: string;
  /** « Ambulances du Parc a refusé : Trop loin de notre base », « Acceptée par Ambulances du Parc en 4 min » */
  text: string;
  at: EpochMillis;
}

export interface ClinicAwardLog {
  /** Companies by name once they answered, in the order they answered. */
  answered: AwardLogLine[];
  /** Companies that opened the request without answering: counted, never named. */
  openedOnly: number;
  /** « 3 autres sociétés ont ouvert la demande », or null when none. */
  openedText: string | null;
}

/** The clinic's view of the award entries of its ride (minimisation: the silent ones are only counted). */
export function clinicAwardLog(entries: readonly AwardEntry[]): ClinicAwardLog {
  const answered = entries
    .filter(hasAnswered)
    .map((entry) => {
      const name = entry.orgName ?? 'Une société';
      if (entry.acceptedAt !== null) {
        const delay = formatDelay(minutesToAccept(entry)!);
        return {
          orgId: entry.orgId,
          at: entry.acceptedAt,
          text: acceptedText(name, delay),
        };
      }
      const reason = entry.reason === null ? '' : ` : ${AWARD_REFUSAL_LABELS[entry.reason]}`;
      return { orgId: entry.orgId, at: entry.refusedAt!, text: `${name} a refusé${reason}` };
    })
    .sort((a, b) => a.at - b.at);
  const openedOnly = entries.filter(
    (entry) => !hasAnswered(entry) && entry.openedAt !== null,
  ).length;
  const others = answered.length > 0 ? ' autres' : '';
  const openedText =
    openedOnly === 0
      ? null
      : openedOnly === 1
        ? `1${others === '' ? '' : ' autre'} société a ouvert la demande`
        : `${openedOnly}${others} sociétés ont ouvert la demande`;
  return { answered, openedOnly, openedText };
}

export interface MonthlyAwardFigures {
  /** « 2026-11 », Europe/Paris month of the offer. */
  month: string;
  offered: number;
  opened: number;
  accepted: number;
  /** Median minutes from offer to acceptance; null without an acceptance. */
  medianMinutesToAccept: number | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * A company's figures per month (Europe/Paris, by the time of the offer), latest first: every entry is a request
 * offered to it (its device records the offer when the request reaches it), opened ones, accepted ones, and the
 * median time from offer to acceptance.
 */
export function monthlyAwardFigures(entries: readonly AwardEntry[]): MonthlyAwardFigures[] {
  const byMonth = new Map<string, AwardEntry[]>();
  for (const entry of entries) {
    const month = epochToParisLocal(entry.offeredAt).slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), entry]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, list]) => ({
      month,
      offered: list.length,
      opened: list.filter((entry) => entry.openedAt !== null).length,
      accepted: list.filter((entry) => entry.acceptedAt !== null).length,
      medianMinutesToAccept: median(
        list.map(minutesToAccept).filter((minutes): minutes is number => minutes !== null),
      ),
    }));
}

/** What a company's device asks to record: the ride it answers, when the zone reached it, and the change. */
export interface AwardRecord {
  rideId: string;
  requesterOrgId: string;
  offeredAt: EpochMillis;
  change: AwardChange;
}

export const AWARD_RESPONSES_COLLECTION = 'awardResponses';

const readMillis = (value: unknown): EpochMillis | null => {
  const millis = toEpochMillis(value);
  return millis === null ? null : millis;
};

/** A stored entry (snake_case, as the rules check it) read by the domain; null when unusable. */
export function readAwardEntry(raw: unknown): AwardEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const offeredAt = readMillis(record.offered_at);
  if (typeof record.ride_id !== 'string' || typeof record.org_id !== 'string' || offeredAt === null)
    return null;
  const reason = awardRefusalReasonSchema.safeParse(record.reason);
  return {
    rideId: record.ride_id,
    orgId: record.org_id,
    orgName: typeof record.org_name === 'string' ? record.org_name : null,
    offeredAt,
    openedAt: readMillis(record.opened_at),
    refusedAt: readMillis(record.refused_at),
    reason: reason.success ? reason.data : null,
    acceptedAt: readMillis(record.accepted_at),
  };
}

/** The keys of an entry that a change sets (each stamped with the server's time by the adapter). */
export function changedAwardKeys(
  before: AwardEntry | null,
  after: AwardEntry,
): ('opened_at' | 'refused_at' | 'accepted_at')[] {
  const keys: ('opened_at' | 'refused_at' | 'accepted_at')[] = [];
  if (after.openedAt !== null && before?.openedAt == null) keys.push('opened_at');
  if (after.refusedAt !== null && before?.refusedAt == null) keys.push('refused_at');
  if (after.acceptedAt !== null && before?.acceptedAt == null) keys.push('accepted_at');
  return keys;
}

/**
 * The entry a record leaves at server time `now` (null: nothing to write) — both adapters decide with it, the
 * rules enforce the same (firestore.rules awardAnswers).
 */
export function decideAwardRecord(
  current: AwardEntry | null,
  record: AwardRecord,
  orgId: string,
  orgName: string | null,
  now: EpochMillis,
): AwardEntry | null {
  const base =
    current ?? newAwardEntry(record.rideId, orgId, orgName, Math.min(record.offeredAt, now));
  const next = applyAwardChange(base, record.change, now);
  if (next !== null) return next;
  return current === null ? base : null;
}
