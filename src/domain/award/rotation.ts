import type { EpochMillis } from '@/domain/shared/timestamp';

/**
 * Issue 23, optional « tour de rôle » per zone (NOT wired: no zone document, no rules, no screen yet). Each new
 * request of a zone is first offered to the next company in turn, alone, for a short exclusive window; then to
 * all (the escalation goes on as usual). The turn follows the companies' ids in order, so every device and the
 * rules can compute it from the zone's list and the company served last, without a shared counter.
 */
export interface RotationTurn {
  /** The company offered the request alone; null when the zone lists nobody. */
  companyId: string | null;
  /** Server time the exclusive window closes (from then on, every company of the zone sees it). */
  exclusiveUntil: EpochMillis;
}

/** Default exclusive window: long enough to answer from the office, short enough not to delay a ride. */
export const ROTATION_WINDOW_MIN = 3;

/** The zone's companies in turn order (by id, duplicates dropped). */
export const rotationOrder = (companies: readonly string[]): string[] =>
  [...new Set(companies)].sort();

/**
 * The company whose turn comes after `lastTurn`: the next id in order, wrapping round; a company served last
 * that has left the zone is placed where its id would sort, so the turn does not start over.
 */
export function nextInTurn(companies: readonly string[], lastTurn: string | null): string | null {
  const order = rotationOrder(companies);
  if (order.length === 0) return null;
  if (lastTurn === null) return order[0]!;
  return order.find((id) => id > lastTurn) ?? order[0]!;
}

/** The turn a new request opens, created at server time `createdAt`. */
export const rotationTurn = (
  companies: readonly string[],
  lastTurn: string | null,
  createdAt: EpochMillis,
  windowMin: number = ROTATION_WINDOW_MIN,
): RotationTurn => ({
  companyId: nextInTurn(companies, lastTurn),
  exclusiveUntil: createdAt + windowMin * 60_000,
});

/** Whether a company of the zone is offered the request at server time `now` under its turn. */
export const offeredInRotation = (
  turn: RotationTurn,
  companyId: string,
  now: EpochMillis,
): boolean => now >= turn.exclusiveUntil || turn.companyId === null || turn.companyId === companyId;
