import { getDocsFromServer, type Firestore } from 'firebase/firestore';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { assertPageLimit, collectPage, pageConstraints } from './pull-page';
import { scopedTransports } from './scoped-query';
import { readTransport } from './transport-codec';

const isProvider = (viewer: Viewer) => viewer.role === 'ambulance' || viewer.role === 'vtc';

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * The query is scoped by role; the domain's isVisibleTo then keeps the precise set. Paging (checkpoint over
 * every returned document, `hasMore`) is collectPage's.
 */
export async function pullTransportPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  const snapshot = await getDocsFromServer(
    scopedTransports(db, viewer, ...pageConstraints(after, limit)),
  );
  return collectPage(snapshot, after, limit, (id, raw, syncTs) => {
    const transport = readTransport(id, raw);
    if (transport === null) return null;
    if (isVisibleTo(transport, viewer)) return { id, data: transport, syncTs };
    // In the provider's scope (its types) but no longer for it: taken by another company or cancelled.
    return isProvider(viewer) ? { id, data: transport, syncTs, removed: true } : null;
  });
}
