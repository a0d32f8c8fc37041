import {
  documentId,
  getDocsFromServer,
  limit as limitTo,
  orderBy,
  startAfter,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type Checkpoint, type Page, type Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { FIRESTORE_MESSAGES } from './remote-errors';
import { scopedTransports } from './scoped-query';
import { readTransport, syncTsOf } from './transport-codec';

const isProvider = (viewer: Viewer) => viewer.role === 'ambulance' || viewer.role === 'vtc';

/** The cursor after a checkpoint, rebuilt at full precision (seconds + nanoseconds, never milliseconds). */
const cursorAfter = (after: Checkpoint) =>
  startAfter(new Timestamp(after.ts.seconds, after.ts.nanoseconds), after.id);

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * The query is scoped by role; the domain's isVisibleTo then keeps the precise set. The checkpoint moves over
 * every document the server returned, shown or not, malformed or not, so paging always progresses; `hasMore` is
 * whether the server filled the page (a page may be empty and still have more).
 */
export async function pullTransportPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Transport>> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RemoteError('invalid-argument', FIRESTORE_MESSAGES.invalidLimit);
  }
  const order = [orderBy('updated_at'), orderBy(documentId())];
  const cursor = after === null ? [] : [cursorAfter(after)];
  const snapshot = await getDocsFromServer(
    scopedTransports(db, viewer, ...order, ...cursor, limitTo(limit)),
  );
  const documents: Page<Transport>['documents'] = [];
  let checkpoint = after;
  for (const stored of snapshot.docs) {
    const raw = stored.data();
    const syncTs = syncTsOf(raw);
    if (syncTs === null) continue; // excluded by the query's filter; kept as a guard
    checkpoint = { ts: syncTs, id: stored.id };
    const transport = readTransport(stored.id, raw);
    if (transport === null) continue;
    if (isVisibleTo(transport, viewer)) {
      documents.push({ id: stored.id, data: transport, syncTs });
    } else if (isProvider(viewer)) {
      // In the provider's scope (its types) but no longer for it: taken by another company or cancelled.
      documents.push({ id: stored.id, data: transport, syncTs, removed: true });
    }
  }
  return { documents, checkpoint, hasMore: snapshot.size === limit };
}
