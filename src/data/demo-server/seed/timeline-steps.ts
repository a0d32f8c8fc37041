import type { RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { intBetween } from '@/data/demo-server/seed/random';

/** Who makes a move: the clinic's staff, the provider's dispatcher or driver, or an administrator. */
export type StepActor = 'clinic' | 'dispatcher' | 'driver' | 'admin';

export interface TimelineStep {
  status: TransportStatus;
  /** Device time of the tap. */
  at: EpochMillis;
  /** How long the change took to reach the server (minutes when the driver was out of network). */
  delay: number;
  who: StepActor;
  /** The server is expected to refuse it (the offline tap of the conflict variant). */
  refused?: boolean;
}

export interface Timeline {
  createdAt: EpochMillis;
  rideAt: EpochMillis;
  steps: TimelineStep[];
}

export const min = (n: number) => n * MILLIS_PER_MINUTE;
export const hours = (n: number) => n * MILLIS_PER_HOUR;
export const toQuarter = (t: number) => Math.round(t / min(15)) * min(15);
export const toMinute = (t: number) => Math.round(t / min(1)) * min(1);

/** Minutes after the request: a provider accepts, confirms and assigns within the hour or so. */
const DISPATCH = [
  ['accepted', 25],
  ['confirmed', 45],
  ['assigned', 70],
] as const;
/** Minutes from the booked time: the driver leaves 25 min before and hands over 50 min after. */
export const DRIVE = [
  ['en_route_pickup', -25],
  ['arrived_pickup', -2],
  ['patient_loaded', 8],
  ['en_route_destination', 12],
  ['arrived_destination', 38],
  ['completed', 50],
] as const;

/** The provider's moves from acceptance up to `status`, each a few seconds from tap to server. */
export function providerSteps(
  status: TransportStatus,
  createdAt: number,
  rideAt: number,
  random: RandomSource,
) {
  const steps: TimelineStep[] = [];
  const delay = () => intBetween(random, 1, 20) * 1000;
  for (const [step, offset] of DISPATCH) {
    steps.push({ status: step, at: createdAt + min(offset), delay: delay(), who: 'dispatcher' });
    if (step === status) return steps;
  }
  for (const [step, offset] of DRIVE) {
    steps.push({ status: step, at: rideAt + min(offset), delay: delay(), who: 'driver' });
    if (step === status) return steps;
  }
  return steps;
}

export const step = (status: TransportStatus, at: number, who: StepActor): TimelineStep => ({
  status,
  at,
  delay: 4000,
  who,
});
