import { epochToParisDay, parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import { FRENCH_LOCALE, PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';
import { planReturn, RETURN_MESSAGES, returnProblem, type ReturnPlan } from './return-trip';
import { expandSeries, type SeriesSpec } from './series';
import { NO_LINKS, type RideLinks } from './ride-links';
import type { FieldError, TransportInput } from './transport-input.schema';

/** How the patient comes back, as the form asks it: the return's Paris wall-clock time, the same day. */
export type ReturnChoice =
  { kind: 'aucun' } | { kind: 'heure'; time: string } | { kind: 'sur-appel' };

export interface RidePlan {
  /** null: one ride, at the input's date. */
  series: SeriesSpec | null;
  retour: ReturnChoice;
}

/** What planning reads of the request (the form's preview has no more). */
export type PlannedInput = Pick<
  TransportInput,
  'date_transport' | 'adresse_depart' | 'adresse_arrivee'
>;

export interface PlannedRide<I extends PlannedInput = TransportInput> {
  id: string;
  input: I & { links: RideLinks };
}

export type RidePlanResult<I extends PlannedInput = TransportInput> =
  | {
      ok: true;
      rides: PlannedRide<I>[];
      sessions: number;
      first: EpochMillis;
      last: EpochMillis;
      inSeries: boolean;
    }
  | { ok: false; errors: FieldError[] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The return of an outbound at `at`, as the domain's ReturnPlan (null: the time cannot be read). */
function returnPlanAt(at: EpochMillis, choice: ReturnChoice): ReturnPlan | null {
  if (choice.kind !== 'heure') return choice;
  if (!TIME.test(choice.time)) return null;
  const back = parisLocalToEpoch(`${epochToParisDay(at)}T${choice.time}`);
  return back === null ? null : { kind: 'heure', at: back };
}

/**
 * Every ride one request form files (issue 22): one ride, its aller-retour, or each session of a series with its
 * return — each its own transport, linked to its series (« séance 3 sur 12 ») and to its other leg both ways. Ids
 * come from `newId` (the device's document ids, so it all works offline). Nothing is filed when any ride is wrong.
 */
export function planRides<I extends PlannedInput>(
  input: I,
  plan: RidePlan,
  newId: () => string,
): RidePlanResult<I> {
  let outbounds: EpochMillis[] = [input.date_transport];
  if (plan.series !== null) {
    const expansion = expandSeries(plan.series);
    if (!expansion.ok)
      return {
        ok: false,
        errors: expansion.errors.map((error) => ({
          field: `series.${error.path}`,
          message: error.message,
        })),
      };
    outbounds = expansion.sessions.map((session) => session.at);
  }
  const seriesId = plan.series === null ? null : newId();
  const rides: PlannedRide<I>[] = [];
  for (const [index, at] of outbounds.entries()) {
    const series: Pick<RideLinks, 'series_id' | 'series_index' | 'series_count'> =
      seriesId === null
        ? NO_LINKS
        : { series_id: seriesId, series_index: index + 1, series_count: outbounds.length };
    const outbound = { ...input, date_transport: at };
    const id = newId();
    const returnPlan = returnPlanAt(at, plan.retour);
    if (returnPlan === null)
      return { ok: false, errors: [{ field: 'retour', message: 'Heure du retour invalide.' }] };
    const problem = returnProblem(at, returnPlan);
    if (problem !== null)
      return { ok: false, errors: [{ field: 'retour', message: RETURN_MESSAGES[problem] }] };
    const returnId = returnPlan.kind === 'aucun' ? null : newId();
    const legs = returnId === null ? null : planReturn({ id, ...outbound }, returnPlan, returnId);
    rides.push({
      id,
      input: {
        ...outbound,
        links: {
          ...NO_LINKS,
          ...series,
          ...(legs && {
            trip_leg: legs.outboundLink.leg,
            partner_id: legs.outboundLink.partner_id,
            retour_sur_appel: legs.outboundLink.sur_appel,
          }),
        },
      },
    });
    if (legs)
      rides.push({
        id: legs.returnRide.id,
        input: {
          ...outbound,
          date_transport: legs.returnRide.date_transport,
          adresse_depart: legs.returnRide.adresse_depart,
          adresse_arrivee: legs.returnRide.adresse_arrivee,
          links: {
            ...series,
            trip_leg: legs.returnRide.link.leg,
            partner_id: legs.returnRide.link.partner_id,
            retour_sur_appel: legs.returnRide.link.sur_appel,
          },
        },
      });
  }
  return {
    ok: true,
    rides,
    sessions: outbounds.length,
    first: outbounds[0]!,
    last: outbounds[outbounds.length - 1]!,
    inSeries: seriesId !== null,
  };
}

const longDay = (at: EpochMillis) =>
  new Date(at).toLocaleDateString(FRENCH_LOCALE, {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * What the form says before filing: « 12 séances, du lundi 7 décembre 2026 au mercredi 13 janvier 2027 — 24
 * transports », or « 2 transports (aller et retour) ».
 */
export function planSummary(result: {
  rides: readonly unknown[];
  sessions: number;
  first: EpochMillis;
  last: EpochMillis;
  inSeries: boolean;
}): string {
  const rides = plural(result.rides.length, 'transport', 'transports');
  if (!result.inSeries) return result.rides.length === 2 ? `${rides} (aller et retour)` : rides;
  if (result.sessions === 1) return `1 séance, le ${longDay(result.first)} — ${rides}`;
  return `${plural(result.sessions, 'séance', 'séances')}, du ${longDay(result.first)} au ${longDay(result.last)} — ${rides}`;
}
