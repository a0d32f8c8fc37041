import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import type { RandomSource } from '@/domain/shared/clock';
import { intBetween } from '@/data/demo-server/seed/random';
import {
  hours,
  min,
  providerSteps,
  step,
  toMinute,
  toQuarter,
  type Timeline,
  type TimelineStep,
} from '@/data/demo-server/seed/timeline-steps';
import type { TransportPlan } from '@/data/demo-server/seed/transport-plans';

/** Rides that ended without being driven: rejected, expired after 24 h, or cancelled (three ways). */
export function closedTimeline(plan: TransportPlan, random: RandomSource, base: number): Timeline {
  const createdAt = toMinute(base - hours(intBetween(random, 50, 90)));
  const rideAt = toQuarter(createdAt + hours(28));
  const at = (minutes: number) => createdAt + min(minutes);
  const timeline = (steps: TimelineStep[]): Timeline => ({ createdAt, rideAt, steps });
  if (plan.status === 'rejected') return timeline([step('rejected', at(120), 'admin')]);
  if (plan.status === 'expired') {
    // Expired a little after the spec's 24 h without a taker.
    const expiry = createdAt + TRANSPORT_EXPIRY_MS + min(intBetween(random, 5, 120));
    return timeline([step('ouvert', at(10), 'clinic'), step('expired', expiry, 'admin')]);
  }
  if (plan.variant === 'after_acceptance') {
    return timeline([
      ...providerSteps('confirmed', createdAt, rideAt, random),
      step('cancelled', at(300), 'clinic'),
    ]);
  }
  if (plan.variant === 'conflict') {
    // The clinic cancels 40 min before the ride; the driver, in a basement, taps « en route » 10 min later
    // and the tap reaches the server 25 min after that.
    const cancel = step('cancelled', rideAt - min(40), 'clinic');
    const tap: TimelineStep = {
      ...step('en_route_pickup', rideAt - min(30), 'driver'),
      delay: min(25),
      refused: true,
    };
    return timeline([...providerSteps('assigned', createdAt, rideAt, random), cancel, tap]);
  }
  return timeline([step('ouvert', at(10), 'clinic'), step('cancelled', at(180), 'clinic')]);
}
