import type { RandomSource } from '@/domain/shared/clock';

/** mulberry32: tiny, fast and good enough to make demo data look varied while staying reproducible. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max]. */
export function intBetween(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: liste vide');
  return item;
}

/** A French mobile number as people write it: « 06 12 34 56 78 ». */
export function mobilePhone(random: RandomSource): string {
  const pairs = Array.from({ length: 4 }, () => String(intBetween(random, 0, 99)).padStart(2, '0'));
  return [pick(random, ['06', '07']), ...pairs].join(' ');
}
