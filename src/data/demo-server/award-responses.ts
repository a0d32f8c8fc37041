import type { Viewer } from '@/data/ports';
import { scopedViewer } from '@/data/demo-server/membership';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import {
  decideAwardRecord,
  readAwardEntry,
  type AwardEntry,
  type AwardRecord,
} from '@/domain/award/award-log';
import {
  KEY_PREFIX,
  keyOf,
  readAwardEntryIn,
  toRaw,
  type StoredAward,
} from '@/data/demo-server/award-entry-rows';
import { inPeriod, type AwardPeriod } from '@/domain/award/award-months';
import { AWARD_MESSAGES, awardRecordProblem } from '@/domain/award/award-permission';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { Clock } from '@/domain/shared/clock';

async function companyCard(db: ServerDb, orgId: string) {
  const row = await db.organisations.get(orgId);
  return row ? readOrganisationCard(row.data) : null;
}

/** The demo server's awardResponses/{rideId}_{orgId} (issue 23): the same decisions as firestore.rules, from the domain. */
export async function storeAwardRecord(
  db: ServerDb,
  clock: Clock,
  record: AwardRecord,
  asked: Viewer,
): Promise<void> {
  const { viewer } = await scopedViewer(db, asked);
  const row = await db.transport.get(record.rideId);
  const ride = row ? readTransportRow(row) : null;
  if (ride === null || ride.requester_org_id !== record.requesterOrgId)
    throw permissionDenied(AWARD_MESSAGES.closed);
  const card = await companyCard(db, viewer.orgId);
  const now = clock.now();
  const problem = awardRecordProblem(ride, record, viewer, card?.base ?? null, now);
  if (problem !== null) throw permissionDenied(problem);
  const key = keyOf(record.rideId, viewer.orgId);
  await db.transaction('rw', db.meta, async () => {
    const current = await readAwardEntryIn(db, { rideId: record.rideId, orgId: viewer.orgId });
    const next = decideAwardRecord(current, record, viewer.orgId, card?.name ?? null, now);
    if (next === null) return;
    await db.meta.put({ key, value: { entry: next, requesterOrgId: ride.requester_org_id } });
  });
}

/** What the rules let the viewer read: its clinic's entries, or its company's own — of one ride, or of a period. */
export async function readAwardEntries(
  db: ServerDb,
  wanted: { rideId: string } | { period: AwardPeriod },
  asked: Viewer,
): Promise<AwardEntry[]> {
  const { viewer } = await scopedViewer(db, asked);
  if (viewer.removed === true) return [];
  const rows = await db.meta.where('key').startsWith(KEY_PREFIX).toArray();
  return rows
    .map((row) => row.value as StoredAward)
    .filter(
      (stored) =>
        (viewer.role === 'clinique'
          ? stored.requesterOrgId === viewer.orgId
          : stored.entry.orgId === viewer.orgId) &&
        ('rideId' in wanted
          ? stored.entry.rideId === wanted.rideId
          : inPeriod(stored.entry.offeredAt, wanted.period)),
    )
    .map((stored) => readAwardEntry(toRaw(stored)))
    .filter((entry): entry is AwardEntry => entry !== null);
}
