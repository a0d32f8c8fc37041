import type { IndexableType } from 'dexie';
import type { AppDb } from '@/data/local/db/app-db';
import type { TransportRow } from '@/data/local/db/transport-row';

/**
 * One contiguous slice of one transports index. Lists are the union of a few slices, read in parallel inside one
 * read transaction; counts add the slices' sizes without loading a row.
 */
/** An IndexedDB key as these indexes use them: strings, numbers, and arrays of keys (compound, [org, date]). */
export type IndexKey = string | number | readonly IndexKey[];

export interface IndexRange {
  index: string;
  lower: IndexKey;
  upper: IndexKey;
  includeLower: boolean;
  includeUpper: boolean;
}

/** Bounds of a key component: -Infinity sorts before every key, an empty array after every number and string. */
export const LOWEST = -Infinity;
export const HIGHEST: IndexKey = [];

export const exactPrefix = (index: string, prefix: readonly IndexKey[]): IndexRange => ({
  index,
  lower: [...prefix, LOWEST],
  upper: [...prefix, HIGHEST],
  includeLower: true,
  includeUpper: true,
});

/** Keys whose last component is strictly above `floor`. */
export const above = (index: string, prefix: readonly IndexKey[], floor: number): IndexRange => ({
  index,
  lower: [...prefix, floor],
  upper: [...prefix, HIGHEST],
  includeLower: false,
  includeUpper: true,
});

/** Keys whose last component is at most `ceiling`. */
export const atMost = (
  index: string,
  prefix: readonly IndexKey[],
  ceiling: number,
): IndexRange => ({
  index,
  lower: [...prefix, LOWEST],
  upper: [...prefix, ceiling],
  includeLower: true,
  includeUpper: true,
});

const collectionOf = (db: AppDb, range: IndexRange) =>
  db.transports
    .where(range.index)
    // Dexie's key type stops at one level of arrays; IndexedDB itself nests freely.
    .between(
      range.lower as IndexableType,
      range.upper as IndexableType,
      range.includeLower,
      range.includeUpper,
    );

/**
 * A list's first rows only. Each range is walked in the list's direction (`prev` for a newest-first list) and
 * stops after `count` rows: the first n of a union are among the first n of each range, so merging these slices,
 * sorting and cutting (firstRows) gives the list's first n. Valid only when each range's index order IS the
 * list's order, ties included (IndexedDB orders equal keys by primary key, in the walk's direction).
 */
export interface FirstRows {
  count: number;
  direction: 'next' | 'prev';
}

/** One range's rows, or its first rows in a direction (inside the caller's transaction). */
export const readRange = (db: AppDb, range: IndexRange, first: FirstRows | undefined) => {
  const collection = collectionOf(db, range);
  if (first === undefined) return collection.toArray();
  // Dexie walks a cursor for limit(0); an empty page needs no read at all.
  if (first.count <= 0) return Promise.resolve([]);
  // One bounded getAll (or cursor) per range: at most `count` rows leave IndexedDB.
  return (first.direction === 'prev' ? collection.reverse() : collection)
    .limit(first.count)
    .toArray();
};

/**
 * The rows of every range, in one explicit read transaction: one consistent moment, and Dexie's liveQuery cache
 * (which deep-clones every result of implicit reads) stays out of the way. Overlapping ranges (a visibility
 * union) are deduplicated; disjoint ones (a tab) are simply concatenated. With `first`, only each range's first
 * rows (see FirstRows); the caller sorts and cuts.
 */
export async function readRanges(
  db: AppDb,
  ranges: readonly IndexRange[],
  overlap: 'disjoint' | 'overlapping' = 'disjoint',
  first?: FirstRows,
): Promise<TransportRow[]> {
  const slices = await db.transaction('r', db.transports, () =>
    Promise.all(ranges.map((range) => readRange(db, range, first))),
  );
  if (overlap === 'disjoint') return slices.length === 1 ? (slices[0] ?? []) : slices.flat();
  const byId = new Map<string, TransportRow>();
  for (const row of slices.flat()) byId.set(row.id, row);
  return [...byId.values()];
}

/** Sorted, then cut to `limit` when there is one: the merge step of a limited read. */
export function firstRows<T>(items: T[], compare: (a: T, b: T) => number, limit?: number): T[] {
  const sorted = items.sort(compare);
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

/** How many rows the ranges hold; the ranges of one count must not overlap. */
export async function countRanges(db: AppDb, ranges: readonly IndexRange[]): Promise<number> {
  const counts = await db.transaction('r', db.transports, () =>
    Promise.all(ranges.map((range) => collectionOf(db, range).count())),
  );
  return counts.reduce((total, count) => total + count, 0);
}
