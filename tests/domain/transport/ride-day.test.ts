import { describe, expect, it } from 'vitest';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import {
  EARLY_STEPS_MS,
  RIDE_DAY_RULES_MARGIN_MS,
  rideDayStart,
  stepBeforeRideDay,
  stepsOpenAt,
} from '@/domain/transport/ride-day';
import { checkTransition } from '@/domain/transport/transitions';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, CREATED_AT, makeUpdate, transportIn } from './fixtures';

/** [DAY] Issue 23: a ride's steps cannot be recorded before its Paris calendar day. */

const utc = (month: number, day: number, hour: number, minute = 0) =>
  Date.UTC(2026, month - 1, day, hour, minute);

describe('[DAY1] le jour d’un transport commence à minuit, heure de Paris', () => {
  it.each([
    ['hiver (UTC+1)', utc(11, 28, 9), utc(11, 27, 23)],
    ['été (UTC+2)', utc(7, 14, 8), utc(7, 13, 22)],
    ['passage à l’heure d’été (29 mars, 23 h)', utc(3, 29, 8), utc(3, 28, 23)],
    ['passage à l’heure d’hiver (25 octobre, 25 h)', utc(10, 25, 22, 30), utc(10, 24, 22)],
    ['un transport à 00 h 30 à Paris, la veille en UTC', utc(11, 27, 23, 30), utc(11, 27, 23)],
  ])('[DAY1] %s', (_name, date, midnight) => {
    expect(rideDayStart(date)).toBe(midnight);
    expect(date - rideDayStart(date)).toBeLessThan(RIDE_DAY_RULES_MARGIN_MS);
  });
});

describe('[DAY2] une étape du chauffeur est refusée avant le jour, en français', () => {
  const date = utc(11, 28, 9); // 28/11 10:00 à Paris
  const steps: TransportStatus[] = [
    'en_route_pickup',
    'arrived_pickup',
    'patient_loaded',
    'en_route_destination',
    'arrived_destination',
    'completed',
  ];
  it.each(steps)('[DAY2] %s la veille à 23 h 59 : refusé', (to) => {
    expect(stepBeforeRideDay(date, to, utc(11, 27, 22, 59))).toEqual({
      code: 'too_early',
      reason:
        'Ce transport est prévu le 28 novembre : ses étapes ne peuvent pas être enregistrées avant ce jour.',
    });
  });
  it.each(steps)('[DAY2] %s à minuit pile : accepté', (to) => {
    expect(stepBeforeRideDay(date, to, utc(11, 27, 23))).toBeNull();
  });
  it.each<TransportStatus>(['accepted', 'assigned', 'cancelled', 'confirmed'])(
    '[DAY2] %s (régulation, annulation) reste possible avant le jour',
    (to) => expect(stepBeforeRideDay(date, to, utc(11, 20, 10))).toBeNull(),
  );
});

describe('[DAY4] un équipage part avant minuit pour un transport juste après', () => {
  const justAfterMidnight = utc(11, 27, 23, 10); // 28/11 00:10 à Paris
  it('[DAY4] la veille à 23 h 50 : accepté (trois heures avant l’heure prévue)', () => {
    expect(stepBeforeRideDay(justAfterMidnight, 'en_route_pickup', utc(11, 27, 22, 50))).toBeNull();
    expect(stepBeforeRideDay(justAfterMidnight, 'en_route_pickup', utc(11, 27, 20, 10))).toBeNull();
  });
  it('[DAY4] plus de trois heures avant : refusé, l’heure d’ouverture dite en français', () => {
    expect(stepBeforeRideDay(justAfterMidnight, 'en_route_pickup', utc(11, 27, 20, 9))).toEqual({
      code: 'too_early',
      reason:
        'Ce transport est prévu le 28 novembre : ses étapes ne peuvent pas être enregistrées avant 21:10 la veille.',
    });
  });
  it.each([
    ['00 h 10', utc(11, 27, 23, 10)],
    ['02 h 59', utc(11, 28, 1, 59)],
    ['03 h 00', utc(11, 28, 2)],
    ['10 h 00', utc(11, 28, 9)],
    ['passage à l’heure d’hiver, 01 h 30', utc(10, 24, 23, 30)],
    ['passage à l’heure d’été, 01 h 30', utc(3, 29, 0, 30)],
  ])(
    '[DAY4] %s : ouvert au plus tôt de minuit et de l’heure moins 3 h, jamais au-delà de la marge des règles',
    (_name, date) => {
      const opens = stepsOpenAt(date);
      expect(opens).toBe(Math.min(rideDayStart(date), date - EARLY_STEPS_MS));
      expect(date - opens).toBeLessThanOrEqual(RIDE_DAY_RULES_MARGIN_MS);
    },
  );
});

describe('[DAY3] la décision du serveur juge par l’heure du geste', () => {
  const tomorrow = transportIn('assigned', {
    date_transport: CREATED_AT + 26 * 60 * MILLIS_PER_MINUTE,
  });
  it('[DAY3] checkTransition refuse la veille, accepte le jour même', () => {
    const check = checkTransition(
      tomorrow,
      { status: 'en_route_pickup', actor: ACTORS.ambulance },
      CREATED_AT,
    );
    expect(check.ok ? null : check.refusal.code).toBe('too_early');
    const dayOf = tomorrow.date_transport - 60 * MILLIS_PER_MINUTE;
    expect(
      checkTransition(tomorrow, { status: 'en_route_pickup', actor: ACTORS.ambulance }, dayOf).ok,
    ).toBe(true);
  });
  it('[DAY3] un geste fait hors ligne la veille et envoyé le jour même reste refusé (et gardé refusé)', () => {
    const dayOf = tomorrow.date_transport;
    const update = makeUpdate('en_route_pickup', ACTORS.ambulance, {
      deviceTime: CREATED_AT + 60 * MILLIS_PER_MINUTE,
    });
    const result = applyOrRecord(tomorrow, update, dayOf);
    expect(result.outcome).toBe('refused');
    const entry = result.transport.historique_etats.at(-1)!;
    expect([entry.applied, entry.refusal_code, result.transport.etat]).toEqual([
      false,
      'too_early',
      'assigned',
    ]);
  });
  it('[DAY3] une annulation par l’établissement avant le jour est acceptée', () => {
    const update = makeUpdate('cancelled', ACTORS.clinic, { deviceTime: CREATED_AT });
    expect(applyOrRecord(tomorrow, update, CREATED_AT).outcome).toBe('applied');
  });
});
