import {
  getDocFromServer,
  getDocsFromServer,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import { ZONE_OPEN_FIELDS } from '@/domain/award/zone-cells';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import {
  compareCheckpoints,
  serverTimestampToMillis,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import { closedOfferStub, transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { isVisibleTo } from '@/domain/transport/visibility';
import { mergedPage, type UnionPart } from './merged-pages';
import { assertPageLimit, pageConstraints } from './pull-page';
import { joinedFor } from './ride-parts';
import {
  closedOffersQuery,
  companyBase,
  scopedTransportQueries,
  zoneStepQueries,
} from './scoped-query';
import { readTransport, syncTsOf } from './transport-codec';

/**
 * Issue 23: how far behind its clock a device asks for the zone steps open « now » — the rules refuse a list that
 * asks ahead of the server's time. A step query refused so is asked again once far behind (a device clock running
 * ahead: its later steps list late rather than never); refused again, it is left out and the pull goes on.
 */
export const ZONE_ASK_MARGINS_MS = [5_000, 10 * 60_000] as const;
/**
 * A request whose step opened this long before the checkpoint is handed out again: its updated_at is older than
 * the checkpoint, and the pull that ran when the step opened may have asked a little before (the margin above).
 */
export const ZONE_LATE_WINDOW_MS = 15 * 60_000;

/**
 * One page of the viewer's transports strictly after the checkpoint, in (updated_at, id) order (ARCHITECTURE §5.6).
 *
 * One query per way the viewer sees rides (scopedTransportQueries), plus, for providers, the closed offers of
 * their types as `removed` entries; merged into one page (mergedPage). Each ride leaves as the viewer may hold it:
 * its parties get the identity part joined (one read more per ride), the others none.
 *
 * Issue 23: a company also runs one query per later step of the zone (zoneStepQueries, whole sets): their rides
 * after the checkpoint join the merge; those a step opened to it lately, though stamped before the checkpoint,
 * are handed out besides (the checkpoint does not move back for them).
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
  const [offerSnapshot, stepSnapshots, ...rideSnapshots] = await Promise.all([
    offers ? getDocsFromServer(offers) : null,
    zoneStepSnapshots(db, viewer, base, serverNow),
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
  const late: { id: string; raw: DocumentData; syncTs: ServerTimestamp }[] = [];
  for (const { step, snapshot } of stepSnapshots) {
    const field = ZONE_OPEN_FIELDS[step - 1]!;
    const fresh: QueryDocumentSnapshot[] = [];
    for (const stored of snapshot.docs) {
      const raw = stored.data();
      const syncTs = syncTsOf(raw);
      if (syncTs === null) continue;
      if (after === null || compareCheckpoints({ ts: syncTs, id: stored.id }, after) > 0) {
        fresh.push(stored);
      } else if (openedLately(raw, field, after)) {
        late.push({ id: stored.id, raw, syncTs });
      }
    }
    parts.push({ snapshot: { docs: fresh, size: fresh.length }, read: readRide });
  }
  if (offerSnapshot) parts.push({ snapshot: offerSnapshot, read: readClosed });
  const page = await mergedPage(parts, after, limit);
  const handed = new Set(page.documents.map((document) => document.id));
  const again = late.filter(({ id }) => !handed.has(id) && handed.add(id));
  const extra = await Promise.all(again.map(({ id, raw, syncTs }) => readRide(id, raw, syncTs)));
  const documents = [...page.documents, ...extra.filter((d) => d !== null)];
  return { ...page, documents };
}

/** Whether the step's open time lies within ZONE_LATE_WINDOW_MS before the checkpoint, or after it. */
function openedLately(raw: DocumentData, field: string, after: Checkpoint): boolean {
  const zone = raw.zone as Record<string, { toMillis?: () => number }> | undefined;
  const opened = zone?.[field]?.toMillis?.();
  return opened !== undefined && opened > serverTimestampToMillis(after.ts) - ZONE_LATE_WINDOW_MS;
}

/** The zone steps' whole sets, each asked at the first margin the rules accept (ZONE_ASK_MARGINS_MS). */
async function zoneStepSnapshots(
  db: Firestore,
  viewer: Viewer,
  base: Coordinates | null,
  serverNow: EpochMillis,
): Promise<{ step: number; snapshot: QuerySnapshot }[]> {
  const ask = async (margin: number) =>
    Promise.allSettled(
      zoneStepQueries(db, viewer, base, serverNow - margin).map(async ({ step, query }) => ({
        step,
        snapshot: await getDocsFromServer(query),
      })),
    );
  const [first, later] = ZONE_ASK_MARGINS_MS;
  let settled = await ask(first);
  if (settled.some((result) => result.status === 'rejected')) settled = await ask(later);
  return settled.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    console.warn('[firestore] zone de la demande non lue', result.reason);
    return [];
  });
}
