import {
  getDocFromServer,
  getDocsFromServer,
  runTransaction,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import { WIDENING_LOOKBACK_MS, widenedSince } from '@/domain/award/escalation-schedule';
import { serverTimestampToMillis, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import { closedOfferStub, transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { mergedPage, type UnionPart } from './merged-pages';
import { assertPageLimit, pageConstraints } from './pull-page';
import { joinedFor } from './ride-parts';
import { offersQuery, openOffersSinceQueries, scopedTransportQueries } from './scoped-query';
import { toRemoteError } from './remote-errors';
import { readTransport, syncTsOf, transportRef } from './transport-codec';

/**
 * Until when each signed-in user's device last looked for widened zones (this page's memory only: after a reload
 * the checkpoint bounds the look back, which asks again for a little more).
 */
const widenedUntil = new Map<string, number>();

/** A read the rules refuse, as null. */
const denialAsNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (toRemoteError(error).code === 'permission-denied') return null;
    throw error;
  });

/**
 * The ride as the viewer may hold it, read by id: null when the rules refuse it — a request whose zone does not
 * reach the company yet (issue 23), or one the viewer was never offered — or when it is unreadable.
 */
async function readRideById(
  db: Firestore,
  viewer: Viewer,
  id: string,
): Promise<{ data: Transport; syncTs: ServerTimestamp } | null> {
  const ref = transportRef(db, id);
  const snapshot = await denialAsNull(getDocFromServer(ref)).then(
    // A read on the SDK's listen stream is judged at the stream's time, not the read's (seen on the emulator:
    // a stream opened before the zone widened keeps being refused): a refusal is asked again in a one-read
    // transaction, judged at its own time.
    (read) => read ?? denialAsNull(runTransaction(db, (tx) => tx.get(ref), { maxAttempts: 1 })),
  );
  if (snapshot === null || !snapshot.exists()) return null;
  const raw = snapshot.data();
  const syncTs = syncTsOf(raw);
  const data = syncTs && (await heldBy(db, viewer, id, raw));
  return data ? { data, syncTs } : null;
}

/** A stored ride as the viewer may hold it (its identity joined for its parties); null when not theirs. */
async function heldBy(
  db: Firestore,
  viewer: Viewer,
  id: string,
  raw: DocumentData,
): Promise<Transport | null> {
  const shared = readTransport(id, raw);
  if (shared === null || !isVisibleTo(shared, viewer)) return null;
  return joinedFor(db, shared, viewer, (ref) => getDocFromServer(ref));
}

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * One query per way the viewer is a party to rides (scopedTransportQueries), plus, for companies, the offers of
 * their types (offersQuery): a closed offer is a `removed` entry, an open one brings its ride read by id — or a
 * `removed` entry while its zone does not reach the company. Merged into one page (mergedPage). Each ride leaves
 * as the viewer may hold it: its parties get the identity part joined (one read more per ride), the others none.
 * The last page adds the requests whose zone widened to the company since it last asked (widenedRides).
 */
export async function pullTransportPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
  now: number,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  const constraints = pageConstraints(after, limit);
  const rideQueries = scopedTransportQueries(db, viewer, ...constraints);
  const offers = offersQuery(db, viewer, ...constraints);
  const [offerSnapshot, ...rideSnapshots] = await Promise.all([
    offers ? getDocsFromServer(offers) : null,
    ...rideQueries.map((q) => getDocsFromServer(q)),
  ]);
  const readRide: UnionPart<Transport>['read'] = async (id, raw, syncTs) => {
    const data = await heldBy(db, viewer, id, raw);
    return data && { id, data, syncTs };
  };
  const readOffer: UnionPart<Transport>['read'] = async (id, raw, syncTs) => {
    const offer = transportOfferSchema.safeParse(raw);
    if (!offer.success) return null;
    const ride = offer.data.open ? await readRideById(db, viewer, id) : null;
    if (ride !== null) return { id, data: ride.data, syncTs };
    const data = closedOfferStub(id, offer.data, serverTimestampToMillis(syncTs));
    return { id, data, syncTs, removed: true } satisfies RemoteDocument<Transport>;
  };
  const parts: UnionPart<Transport>[] = rideSnapshots.map((snapshot) => ({
    snapshot,
    read: readRide,
  }));
  if (offerSnapshot) parts.push({ snapshot: offerSnapshot, read: readOffer });
  const page = await mergedPage(parts, after, limit);
  if (page.hasMore || after === null) return page;
  const widened = await widenedRides(db, viewer, after, now, page);
  return widened.length === 0 ? page : { ...page, documents: [...page.documents, ...widened] };
}

/**
 * Issue 23: requests one of whose widenings opened since the device last asked (its checkpoint, or this page's
 * memory), read by id — the rules hand out those whose zone now reaches the company. Nothing is written when a
 * zone widens, so no checkpoint brings them: the open offers carry the ride's creation time and minutes per step.
 * They come at their own place in pull order (before the checkpoint): the pull keeps a last page's documents.
 */
async function widenedRides(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint,
  now: number,
  page: Page<Transport>,
): Promise<RemoteDocument<Transport>[]> {
  const lookback = openOffersSinceQueries(db, viewer, now - WIDENING_LOOKBACK_MS);
  if (lookback.length === 0) return [];
  const since = Math.max(serverTimestampToMillis(after.ts), widenedUntil.get(viewer.uid) ?? 0);
  const inPage = new Set(page.documents.map((document) => document.id));
  const snapshots = await Promise.all(lookback.map((q) => getDocsFromServer(q)));
  const due = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((offer) => {
      const stamped = widening(offer.data());
      return (
        !inPage.has(offer.id) &&
        stamped !== null &&
        widenedSince(stamped.createdAt, stamped.stepMinutes, since, now)
      );
    });
  const read = await Promise.all(
    due.map(async (offer) => {
      const ride = await readRideById(db, viewer, offer.id);
      return ride && { id: offer.id, ...ride };
    }),
  );
  widenedUntil.set(viewer.uid, now);
  return read.filter((document) => document !== null);
}

/** The creation time and minutes per step an open offer carries (null on offers written before issue 23). */
function widening(raw: DocumentData): { createdAt: number; stepMinutes: number } | null {
  const created: unknown = raw['created_at'];
  const parsed = transportOfferSchema.safeParse(raw);
  const stepMinutes = parsed.success ? parsed.data.step_minutes : undefined;
  if (stepMinutes === undefined || !(created instanceof Timestamp)) return null;
  return { createdAt: created.toMillis(), stepMinutes };
}
