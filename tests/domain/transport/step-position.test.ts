import { describe, expect, it } from 'vitest';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { applyStatusUpdate } from '@/domain/transport/apply-status-update';
import { STEP_POSITION_MAX_AGE_MS, stepPosition } from '@/domain/transport/step-position';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

/** [POS15] Issue 23: a step keeps its position only when the fix is at most 15 minutes old at the tap. */

const TAP = ONE_HOUR_LATER;
const fix = (ageMinutes: number) => ({
  lat: 45.76,
  lng: 4.83,
  accuracy: 12,
  capturedAt: TAP - ageMinutes * MILLIS_PER_MINUTE,
});

describe('[POS15] positions trop anciennes écartées', () => {
  it('[POS15] le seuil est de 15 minutes', () => {
    expect(STEP_POSITION_MAX_AGE_MS).toBe(15 * MILLIS_PER_MINUTE);
  });
  it.each([
    [0, true],
    [14, true],
    [15, true],
    [15.01, false],
    [60, false],
  ])('[POS15] relevée %s min avant le geste : gardée = %s', (age, kept) => {
    expect(stepPosition(fix(age), TAP) !== null).toBe(kept);
  });
  it('[POS15] sans heure de relevé, la position est gardée telle quelle ; illisible, elle est nulle', () => {
    expect(stepPosition({ lat: 45.76, lng: 4.83 }, TAP)).toEqual({ lat: 45.76, lng: 4.83 });
    expect(stepPosition({ lat: 'x' }, TAP)).toBeNull();
    expect(stepPosition(undefined, TAP)).toBeNull();
  });
  it('[POS15] l’entrée d’historique n’enregistre pas une position de 20 minutes', () => {
    const ride = transportIn('assigned');
    const update = makeUpdate('en_route_pickup', ACTORS.ambulance, {
      deviceTime: TAP,
      position: fix(20),
    });
    const result = applyStatusUpdate(ride, update, TAP);
    expect(result.ok && result.transport.historique_etats.at(-1)!.position).toBeNull();
    const fresh = applyStatusUpdate(ride, { ...update, opId: 'op-fresh', position: fix(5) }, TAP);
    expect(fresh.ok && fresh.transport.historique_etats.at(-1)!.position).toEqual(fix(5));
  });
});
