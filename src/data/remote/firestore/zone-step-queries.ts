import {
  and,
  documentId,
  limit as limitTo,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import type { Checkpoint, Viewer } from '@/data/ports';
import { companyZoneTags, ZONE_OPEN_FIELDS, type ZoneOpenField } from '@/domain/award/zone-cells';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import { listsRequests, stampedOnly, waitingOfMyTypes } from './scoped-query';
import { transportsOf } from './transport-codec';

/** One later step of a company's zone: the open requests of its types in the step's cell of its base. */
export interface ZoneStep {
  step: number;
  /** `zone.open_k`, the server time the step opens (firestore.rules listsZone proves it `<=` request.time). */
  openPath: `zone.${ZoneOpenField}`;
  filters: QueryFilterConstraint[];
}

/**
 * Issue 23: steps 1 … 3 by the base's cell of each, then the unbounded step 4 (no cell). None for anyone but a
 * company with a base (step 0, open at filing, is scoped-query.ts's paged query).
 */
export function zoneSteps(viewer: Viewer, base: Coordinates | null): ZoneStep[] {
  if (!listsRequests(viewer) || base === null) return [];
  const tags = companyZoneTags(base);
  return ZONE_OPEN_FIELDS.map((field, index) => {
    const cell = tags[index + 1];
    const inCell = cell === undefined ? [] : [where('zone.cells', 'array-contains', cell)];
    return {
      step: index + 1,
      openPath: `zone.${field}`,
      filters: [...waitingOfMyTypes(viewer), ...inCell],
    };
  });
}

/**
 * (a) What changed: the step's requests open at `asOf` whose updated_at is at or after the checkpoint's time (the
 * caller drops those not after the checkpoint itself), `limit` of them in (updated_at, open time, __name__) order.
 * Two inequality fields: an `updated_at` cursor would need the checkpoint's open time (a cursor follows the order),
 * which the checkpoint does not hold, hence a filter; its index is the equalities, updated_at, then the open time.
 */
export function zoneChangedQuery(
  db: Firestore,
  step: ZoneStep,
  asOf: EpochMillis,
  after: Checkpoint | null,
  limit: number,
): Query {
  const since =
    after === null
      ? stampedOnly()
      : where('updated_at', '>=', new Timestamp(after.ts.seconds, after.ts.nanoseconds));
  return query(
    transportsOf(db),
    and(...step.filters, where(step.openPath, '<=', Timestamp.fromMillis(asOf)), since),
    orderBy('updated_at'),
    orderBy(step.openPath),
    orderBy(documentId()),
    limitTo(limit),
  );
}

/**
 * (b) What the step opened since the last pull: open time in (since, asOf], `limit` of them in that order. They
 * are stamped before the checkpoint (nothing is written when a step opens); the caller hands them out besides.
 */
export function zoneOpenedQuery(
  db: Firestore,
  step: ZoneStep,
  since: EpochMillis,
  asOf: EpochMillis,
  limit: number,
): Query {
  return query(
    transportsOf(db),
    and(
      ...step.filters,
      where(step.openPath, '>', Timestamp.fromMillis(since)),
      where(step.openPath, '<=', Timestamp.fromMillis(asOf)),
    ),
    orderBy(step.openPath),
    orderBy(documentId()),
    limitTo(limit),
  );
}
