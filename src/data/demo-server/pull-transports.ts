import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { asSeenBy } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  reachedSince,
  seesRideNow,
  zoneAskedSince,
  zoneCheckpoint,
} from '@/domain/award/ride-sight';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { readTransportRow } from '@/data/demo-server/push-transport';
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
 * Visibility is a union (waiting requests of the provider's types that the zone reaches, its own rides), so
 * no single index can serve it: the scan walks the (syncTs, id) index from the checkpoint and keeps what the
 * domain's seesRideNow accepts at the server's time, stopping as soon as the page is full; the waiting requests
 * stamped before the checkpoint whose zone reached the company since the last pull (the checkpoint's zoneAsOf)
 * follow, and the checkpoint carries the server's time for the next one (as the Firestore adapter does). Malformed documents are logged and skipped.
 * Each ride leaves as the viewer may hold it (asSeenBy: no patient identity before a provider accepts).
 */
export async function pullTransports(
  db: ServerDb,
  asked: Viewer,
  after: Checkpoint | null,
  limit: number,
  serverNow: EpochMillis,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  // Issue 13: the server's own word on membership — a removed member reads nothing, a chauffeur their rides.
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return { documents: [], checkpoint: after, hasMore: false };
  const company = await db.organisations.get(viewer.orgId);
  const base = company ? readOrganisationCard(company.data).base : null;
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
      if (seesRideNow(transport, viewer, base, serverNow)) {
        documents.push({ id: row.id, data: asSeenBy(transport, viewer), syncTs: row.syncTs });
      } else if (isInProviderScope(transport, viewer)) {
        const hidden = asSeenBy(transport, viewer);
        documents.push({ id: row.id, data: hidden, syncTs: row.syncTs, removed: true });
      }
    });
  const last = documents.at(-1);
  const late =
    after === null
      ? []
      : (
          await db.transport
            .where(SYNC_ORDER_INDEX)
            .belowOrEqual(syncOrderKey(after.ts, after.id))
            .toArray()
        )
          .map((row) => ({ row, transport: readTransportRow(row) }))
          .filter(
            ({ transport }) =>
              transport !== null &&
              seesRideNow(transport, viewer, base, serverNow) &&
              reachedSince(transport, base, zoneAskedSince(after), serverNow),
          )
          .map(({ row, transport }) => ({
            id: row.id,
            data: asSeenBy(transport!, viewer),
            syncTs: row.syncTs,
          }));
  const position = last ? { ts: last.syncTs, id: last.id } : after;
  return {
    documents: [...documents, ...late],
    checkpoint: zoneCheckpoint(position, viewer, base, serverNow),
    hasMore: documents.length === limit,
  };
}
