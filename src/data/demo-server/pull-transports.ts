import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import { mayReadRide, rideStepMinutes } from '@/domain/award/award-permission';
import { WIDENING_LOOKBACK_MS, widenedSince } from '@/domain/award/escalation-schedule';
import { ownOrganisationDocument } from '@/domain/organisation/organisation-card';
import type { Clock } from '@/domain/shared/clock';
import type { Coordinates } from '@/domain/transport/geo';
import { millisToServerTimestamp, serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { asSeenBy } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { readOrganisationCardIn, readTransportRow } from '@/data/demo-server/transport-rows';
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

/** The viewer's company base, where the zone of a request is measured from (null: none, or not a company). */
async function companyBase(db: ServerDb, viewer: Viewer): Promise<Coordinates | null> {
  if (viewer.role !== 'ambulance' && viewer.role !== 'vtc') return null;
  const named = ownOrganisationDocument(viewer);
  const card = named && (await readOrganisationCardIn(db, named));
  return card?.base ?? null;
}

/**
 * One page of the transports a viewer may see, strictly after the checkpoint in (syncTs, id) order.
 *
 * Visibility is a union (waiting requests of the provider's types whose zone reaches it, its own rides), so
 * no single index can serve it: the scan walks the (syncTs, id) index from the checkpoint and keeps what the
 * domain's mayReadRide accepts — the rules' `get` (issue 23) — stopping as soon as the page is full. Malformed
 * documents are logged and skipped. Each ride leaves as the viewer may hold it (asSeenBy: no patient identity
 * before a provider accepts). The last page adds the requests whose zone widened to the company since the
 * checkpoint, as the Firestore adapter does (nothing is written when a zone widens).
 */
export async function pullTransports(
  db: ServerDb,
  clock: Clock,
  asked: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Transport>> {
  assertPageLimit(limit);
  // Issue 13: the server's own word on membership — a removed member reads nothing, a chauffeur their rides.
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return { documents: [], checkpoint: after, hasMore: false };
  const now = clock.now();
  const base = await companyBase(db, viewer);
  const readable = (transport: Transport) => mayReadRide(transport, viewer, base, now);
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
      if (readable(transport)) {
        documents.push({ id: row.id, data: asSeenBy(transport, viewer), syncTs: row.syncTs });
      } else if (isInProviderScope(transport, viewer)) {
        const hidden = asSeenBy(transport, viewer);
        documents.push({ id: row.id, data: hidden, syncTs: row.syncTs, removed: true });
      }
    });
  const last = documents.at(-1);
  const page = {
    documents,
    checkpoint: last ? { ts: last.syncTs, id: last.id } : after,
    hasMore: documents.length === limit,
  };
  if (page.hasMore || after === null) return page;
  const since = serverTimestampToMillis(after.ts);
  const inPage = new Set(documents.map((document) => document.id));
  const widened: RemoteDocument<Transport>[] = [];
  await db.transport
    .where(SYNC_ORDER_INDEX)
    .above(syncOrderKey(millisToServerTimestamp(now - WIDENING_LOOKBACK_MS), ''))
    .each((row) => {
      const transport = readTransportRow(row);
      if (!transport || inPage.has(row.id) || !isWaiting(transport.etat)) return;
      const step = rideStepMinutes(transport);
      if (!widenedSince(transport.created_at, step, since, now)) return;
      if (readable(transport))
        widened.push({ id: row.id, data: asSeenBy(transport, viewer), syncTs: row.syncTs });
    });
  return widened.length === 0 ? page : { ...page, documents: [...documents, ...widened] };
}
