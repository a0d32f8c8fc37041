import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { asSeenBy } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { canRoleSeeTransportType, isVisibleTo } from '@/domain/transport/visibility';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { assertPageLimit } from '@/data/demo-server/remote-errors';
import { SYNC_ORDER_INDEX, syncOrderKey, type ServerDb } from '@/data/demo-server/server-db';
import { scopedViewer } from '@/data/demo-server/membership';

/**
 * A provider may have held a copy of any transport of its types while it waited, a chauffeur a ride of its company
 * assigned to them before a reassignment: tell it when it left.
 */
const isInProviderScope = (transport: Transport, viewer: Viewer) =>
  (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
  (canRoleSeeTransportType(viewer.role, transport.type_transport) ||
    transport.provider_org_id === viewer.orgId);

/**
 * One page of the transports a viewer may see, strictly after the checkpoint in (syncTs, id) order.
 *
 * Visibility is a union (waiting requests of the provider's types, its own rides), so
 * no single index can serve it: the scan walks the (syncTs, id) index from the checkpoint and keeps what the
 * domain's isVisibleTo accepts, stopping as soon as the page is full. Malformed documents are logged and skipped.
 * Each ride leaves as the viewer may hold it (asSeenBy: no patient identity before a provider accepts).
 */
export async function pullTransports(
  db: ServerDb,
  asked: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  // Issue 13: the server's own word on membership — a removed member reads nothing, a chauffeur their rides.
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return { documents: [], checkpoint: after, hasMore: false };
  const ordered =
    after === null
      ? db.transport.orderBy(SYNC_ORDER_INDEX)
      : db.transport.where(SYNC_ORDER_INDEX).above(syncOrderKey(after.ts, after.id));
  const documents: Page<Transport>['documents'] = [];
  await ordered
    .until(() => documents.length >= limit)
    .each((row) => {
      const transport = readTransportRow(row);
      if (!transport) return;
      if (isVisibleTo(transport, viewer)) {
        documents.push({ id: row.id, data: asSeenBy(transport, viewer), syncTs: row.syncTs });
      } else if (isInProviderScope(transport, viewer)) {
        const hidden = asSeenBy(transport, viewer);
        documents.push({ id: row.id, data: hidden, syncTs: row.syncTs, removed: true });
      }
    });
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { ts: last.syncTs, id: last.id } : after,
    hasMore: documents.length === limit,
  };
}
