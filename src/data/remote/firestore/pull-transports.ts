import { getDocFromServer, getDocsFromServer, type Firestore } from 'firebase/firestore';
import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { closedOfferStub, transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { mergedPage, type UnionPart } from './merged-pages';
import { assertPageLimit, pageConstraints } from './pull-page';
import { joinedFor } from './ride-parts';
import { closedOffersQuery, scopedTransportQueries } from './scoped-query';
import { readTransport } from './transport-codec';

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * One query per way the viewer sees rides (scopedTransportQueries), plus, for providers, the closed offers of
 * their types as `removed` entries; merged into one page (mergedPage). Each ride leaves as the viewer may hold it:
 * its parties get the identity part joined (one read more per ride), the others none.
 */
export async function pullTransportPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  const constraints = pageConstraints(after, limit);
  const rideQueries = scopedTransportQueries(db, viewer, ...constraints);
  const offers = closedOffersQuery(db, viewer, ...constraints);
  const [offerSnapshot, ...rideSnapshots] = await Promise.all([
    offers ? getDocsFromServer(offers) : null,
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
  if (offerSnapshot) parts.push({ snapshot: offerSnapshot, read: readClosed });
  return mergedPage(parts, after, limit);
}
