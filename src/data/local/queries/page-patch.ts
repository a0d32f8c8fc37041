/** What a list is: which rows belong, in what order, and how many of its first rows it shows. */
export interface PageShape<T> {
  belongs(row: T): boolean;
  order(a: T, b: T): number;
  /** Undefined for the whole list. */
  limit?: number;
}

/**
 * Issue 24 (tap → UI): the list a fresh read would give once `written` replaced their previous versions, computed
 * from the page on screen and those rows alone. Null when it cannot be known without reading: a full page lost a
 * row (or saw it move past its last one), and the row that now comes next was never loaded.
 */
export function patchPage<T extends { id: string }>(
  page: readonly T[],
  written: readonly T[],
  shape: PageShape<T>,
): T[] | null {
  // The last version of each row wins (several actions recorded together on one ride).
  const latest = new Map(written.map((row) => [row.id, row] as const));
  const full = shape.limit !== undefined && page.length >= shape.limit;
  if (full && page.length > 0) {
    // Every row not loaded comes after the page's last one.
    const last = page.reduce((a, b) => (shape.order(a, b) >= 0 ? a : b));
    for (const row of page) {
      const next = latest.get(row.id);
      if (next !== undefined && (!shape.belongs(next) || shape.order(next, last) > 0)) return null;
    }
  }
  const kept = page.filter((row) => !latest.has(row.id));
  const merged = [...kept, ...[...latest.values()].filter((row) => shape.belongs(row))].sort(
    shape.order,
  );
  return shape.limit === undefined ? merged : merged.slice(0, shape.limit);
}
