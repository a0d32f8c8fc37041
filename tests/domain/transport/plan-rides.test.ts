import { describe, expect, it } from 'vitest';
import { epochToParisLocal, parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { planRides, planSummary, type RidePlan } from '@/domain/transport/plan-rides';
import { rideLinksSchema } from '@/domain/transport/ride-links';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import { parseTransport } from '@/domain/transport/transport.schema';
import { ACTORS, VALID_INPUT } from './fixtures';

const input = transportInputSchema.parse({
  ...VALID_INPUT,
  date_transport: parisLocalToEpoch('2026-12-07T08:00')!,
});
const ids = () => {
  let n = 0;
  return () => `id-${(n += 1)}`;
};
const DIALYSIS: RidePlan = {
  series: {
    weekdays: [1, 3, 5],
    time: '08:00',
    startDate: '2026-12-07',
    end: { kind: 'count', count: 12 },
  },
  retour: { kind: 'heure', time: '13:30' },
};
const planned = (plan: RidePlan) => {
  const result = planRides(input, plan, ids());
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe('[PLAN1] one form, several rides (issue 22)', () => {
  it('[PLAN1] a lone ride: one ride, no links', () => {
    const result = planned({ series: null, retour: { kind: 'aucun' } });
    expect(result.rides).toHaveLength(1);
    expect(result.rides[0]!.input.links).toMatchObject({ series_id: null, partner_id: null });
    expect(planSummary(result)).toBe('1 transport');
  });
  it('[PLAN1] an aller-retour: two rides naming each other, addresses swapped, the return the same day', () => {
    const result = planned({ series: null, retour: { kind: 'heure', time: '12:15' } });
    const [aller, retour] = result.rides;
    expect(aller!.input.links).toMatchObject({ trip_leg: 'aller', partner_id: retour!.id });
    expect(retour!.input.links).toMatchObject({ trip_leg: 'retour', partner_id: aller!.id });
    expect(retour!.input.adresse_depart).toEqual(aller!.input.adresse_arrivee);
    expect(epochToParisLocal(retour!.input.date_transport)).toBe('2026-12-07T12:15');
    expect(planSummary(result)).toBe('2 transports (aller et retour)');
  });
  it('[PLAN1] « retour sur appel »: the return keeps the day, marked on both legs', () => {
    const result = planned({ series: null, retour: { kind: 'sur-appel' } });
    expect(result.rides.map((ride) => ride.input.links?.retour_sur_appel)).toEqual([true, true]);
  });
  it('[PLAN1] a return before the outbound is refused in French, nothing planned', () => {
    const result = planRides(
      input,
      { series: null, retour: { kind: 'heure', time: '07:00' } },
      ids(),
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'retour', message: 'L’heure du retour doit suivre celle de l’aller.' }],
    });
  });
});

describe('[PLAN2] a dialysis series of 12 sessions with returns', () => {
  const result = planned(DIALYSIS);
  it('[PLAN2] 24 rides, each session numbered « n sur 12 » in one series, legs linked', () => {
    expect(result.rides).toHaveLength(24);
    const seriesIds = new Set(result.rides.map((ride) => ride.input.links?.series_id));
    expect(seriesIds.size).toBe(1);
    expect(result.rides.map((ride) => ride.input.links?.series_index)).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, i + 1]).flat(),
    );
    for (let i = 0; i < 24; i += 2) {
      const [aller, retour] = [result.rides[i]!, result.rides[i + 1]!];
      expect(aller.input.links?.partner_id).toBe(retour.id);
      expect(retour.input.links?.partner_id).toBe(aller.id);
      expect(rideLinksSchema.safeParse(retour.input.links).success).toBe(true);
    }
    expect(new Set(result.rides.map((ride) => ride.id)).size).toBe(24);
  });
  it('[PLAN2] the French summary before filing', () => {
    expect(planSummary(result)).toBe(
      '12 séances, du lundi 7 décembre 2026 au vendredi 1 janvier 2027 — 24 transports',
    );
  });
  it('[PLAN2] each planned ride becomes a transport carrying its links, read back by the schema', () => {
    const ride = result.rides[5]!;
    const built = buildNewTransport(ride.input, {
      id: ride.id,
      transportId: 'TRA-1',
      creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' },
      now: 0,
    });
    const read = parseTransport(ride.id, built);
    expect(read.ok && read.value).toMatchObject({
      series_index: 3,
      series_count: 12,
      trip_leg: 'retour',
      partner_id: result.rides[4]!.id,
      retour_sur_appel: false,
    });
  });
  it('[PLAN2] a wrong series is refused with the series’ French message', () => {
    const wrong = planRides(
      input,
      { ...DIALYSIS, series: { ...DIALYSIS.series!, weekdays: [] } },
      ids(),
    );
    expect(wrong.ok || wrong.errors[0]).toEqual({
      field: 'series.weekdays',
      message: 'Choisissez au moins un jour de la semaine.',
    });
  });
});

describe('[PLAN3] links on stored rides', () => {
  it('[PLAN3] a ride written before issue 22 reads with no links', () => {
    const {
      series_id: _s,
      partner_id: _p,
      ...old
    } = buildNewTransport(input, {
      id: 'old',
      transportId: 'TRA-2',
      creator: { uid: ACTORS.clinic.uid, orgId: ACTORS.clinic.orgId, role: 'clinique' },
      now: 0,
    });
    const read = parseTransport('old', old);
    expect(read.ok && read.value).toMatchObject({
      series_id: null,
      partner_id: null,
      trip_leg: null,
    });
  });
  it.each([
    [{ series_id: 's1' }, 'Une séance indique sa série, son numéro et le nombre de séances.'],
    [
      { series_id: 's1', series_index: 13, series_count: 12 },
      'Le numéro de séance dépasse le nombre de séances.',
    ],
    [{ trip_leg: 'aller' }, 'Un aller-retour nomme son autre trajet.'],
    [
      { series_id: 'x'.repeat(129), series_index: 1, series_count: 1 },
      'L’identifiant de la série est trop long.',
    ],
  ])('[PLAN3] ill-formed links are refused in French: %j', (links, message) => {
    const parsed = rideLinksSchema.safeParse(links);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
