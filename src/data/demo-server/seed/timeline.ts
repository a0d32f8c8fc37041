import type { RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { isTerminal, isWaiting, type TransportStatus } from '@/domain/transport/transport-status';
import { rideDayStart } from '@/domain/transport/ride-day';
import { intBetween } from '@/data/demo-server/seed/random';
import { closedTimeline } from '@/data/demo-server/seed/timeline-closed';
import {
  DRIVE,
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

export type { Timeline, TimelineStep, StepActor } from '@/data/demo-server/seed/timeline-steps';

/** Filed earlier today (never 24 h ago: it must not be expired), booked for the coming days. */
function waitingTimeline(plan: TransportPlan, random: RandomSource, base: number): Timeline {
  const createdAt = toMinute(base - min(intBetween(random, 60, 900)));
  const rideAt = toQuarter(base + hours(intBetween(random, 3, 60)));
  const opened = step('ouvert', createdAt + min(10), 'clinic');
  const broadcast = step('broadcasting', createdAt + min(35), 'clinic');
  const byStatus: Partial<Record<TransportStatus, TimelineStep[]>> = {
    ouvert: [opened],
    broadcasting: [opened, broadcast],
  };
  const steps = byStatus[plan.status] ?? [];
  return { createdAt, rideAt, steps };
}

/** The booked time: later today, a few minutes before the current driving step, or days ago when done. */
function rideTime(
  plan: TransportPlan,
  drive: (typeof DRIVE)[number] | undefined,
  random: RandomSource,
  base: number,
) {
  if (plan.status === 'completed') {
    const daysAgo = MILLIS_PER_DAY * intBetween(random, 1, 9);
    return onTheDayOfItsSteps(toQuarter(base - daysAgo - hours(intBetween(random, 0, 6))));
  }
  if (drive)
    return onTheDayOfItsSteps(toMinute(base - min(drive[1]) - min(intBetween(random, 2, 9))));
  return toQuarter(base + hours(intBetween(random, 2, 30)));
}

/**
 * A ride booked just after Paris midnight would have its driver set off the day before — a step the domain refuses
 * (« prévu le … », ride-day.ts): the demo world then failed to build for half an hour every night. Such a ride is
 * booked a minute before midnight instead, so every step falls on or after its day, and still before now.
 */
function onTheDayOfItsSteps(rideAt: EpochMillis): EpochMillis {
  const firstStep = rideAt + min(DRIVE[0][1]);
  const dayStart = rideDayStart(rideAt);
  return firstStep >= dayStart ? rideAt : dayStart - min(1);
}

/** Accepted rides: requested the day before they are driven, or earlier today when still to come. */
function providerTimeline(plan: TransportPlan, random: RandomSource, base: number): Timeline {
  const drive = DRIVE.find(([status]) => status === plan.status);
  const rideAt = rideTime(plan, drive, random, base);
  const createdAt = drive
    ? toMinute(rideAt - hours(intBetween(random, 20, 44)))
    : toMinute(base - min(intBetween(random, 180, 1100)));
  return { createdAt, rideAt, steps: providerSteps(plan.status, createdAt, rideAt, random) };
}

/** When the ride was requested, booked for, and each move since, consistent with its plan and the base date. */
export function timelineFor(
  plan: TransportPlan,
  random: RandomSource,
  base: EpochMillis,
): Timeline {
  if (isWaiting(plan.status)) return waitingTimeline(plan, random, base);
  if (isTerminal(plan.status) && plan.status !== 'completed')
    return closedTimeline(plan, random, base);
  return providerTimeline(plan, random, base);
}
