import { getDocFromServer, getDocsFromServer, type Firestore } from 'firebase/firestore';
import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { closedOfferStub, transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { mergedPage, type UnionPart } from './merged-pages';
import { assertPageLimit, pageConstraints } from './pull-page';
import { joinedFor } from './ride-parts';
import { closedOffersQuery, companyBase, scopedTransportQueries } from './scoped-query';
import { readTransport } from './transport-codec';
import { readZoneSteps } from './zone-step-reads';

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * One query per way the viewer sees rides (scopedTransportQueries), plus, for providers, the closed offers of
 * their types as `removed` entries; merged into one page (mergedPage). Each ride leaves as the viewer may hold it:
 * its parties get the identity part joined (one read more per ride), the others none.
 *
 * Issue 23: a company also reads its zone's later steps (zone-step-reads.ts): what changed after the checkpoint
 * joins the merge; what a step opened since the last pull, though stamped before the checkpoint, is handed out
 * besides (the position does not move back for it) and the checkpoint carries the time the steps were asked up to.
 */
export async function pullTransportPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
  serverNow: EpochMillis,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  const constraints = pageConstraints(after, limit);
  const base = await companyBase(db, viewer);
  const rideQueries = scopedTransportQueries(db, viewer, base, ...constraints);
  const offers = closedOffersQuery(db, viewer, ...constraints);
  const [offerSnapshot, zone, ...rideSnapshots] = await Promise.all([
    offers ? getDocsFromServer(offers) : null,
    readZoneSteps(db, viewer, base, after, limit, serverNow),
    ...rideQueries.map((q) => getDocsFromServer(q)),
  ]);
  const readRide: UnionPart<Transport>['read'] = async (id, raw, syncTs) => {
    const shared = readTransport(id, raw);
    if (shared === null || !isVisibleTo(shared, viewer)) return null;
    const data = await joinedFor(db, shared, viewer, (ref) => getDocFromServer(ref));
    return { id, data, syncTs };
  };
  const readClosed: UnionPart<Transport>['read'] = async (id, raw, syncTs) => {
    const offer = transportOfferSchema.safeParse(raw);
    if (!offer.success) return null;
    const data = closedOfferStub(id, offer.data, serverTimestampToMillis(syncTs));
    return { id, data, syncTs, removed: true } satisfies RemoteDocument<Transport>;
  };
  const parts: UnionPart<Transport>[] = rideSnapshots.map((snapshot) => ({
    snapshot,
    read: readRide,
  }));
  for (const { snapshot, until } of zone.changed) {
    parts.push({ snapshot, read: readRide, ...(until ? { until } : {}) });
  }
  if (offerSnapshot) parts.push({ snapshot: offerSnapshot, read: readClosed });
  const page = await mergedPage(parts, after, limit);
  const handed = new Set(page.documents.map((document) => document.id));
  const again = zone.opened.filter(({ id }) => !handed.has(id) && handed.add(id));
  const extra = await Promise.all(again.map(({ id, raw, syncTs }) => readRide(id, raw, syncTs)));
  const documents = [...page.documents, ...extra.filter((d) => d !== null)];
  const checkpoint =
    page.checkpoint === null || zone.asOf === null
      ? page.checkpoint
      : { ts: page.checkpoint.ts, id: page.checkpoint.id, zoneAsOf: zone.asOf };
  return { documents, checkpoint, hasMore: page.hasMore || zone.more };
}
