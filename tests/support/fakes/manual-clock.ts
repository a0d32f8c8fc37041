import type { Clock } from '@/domain/shared/clock';

/** Time that moves only when a test says so; shared by devices and the fake server of one world. */
export class ManualClock implements Clock {
  constructor(private millis: number) {}

  now(): number {
    return this.millis;
  }

  advance(ms: number): void {
    this.millis += ms;
  }
}
