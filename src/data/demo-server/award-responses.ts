import type { Viewer } from '@/data/ports';
import type { AwardWrite } from '@/domain/award/award-acceptance';
import { scopedViewer } from '@/data/demo-server/membership';
import { readTransportRow } from '@/data/demo-server/push-transport';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import {
  awardEntryId,
  decideAwardRecord,
  readAwardEntry,
  type AwardEntry,
  type AwardRecord,
} from '@/domain/award/award-log';
import { AWARD_MESSAGES, awardRecordProblem } from '@/domain/award/award-permission';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { Clock } from '@/domain/shared/clock';

/**
 * The demo server's awardResponses/{rideId}_{orgId} (issue 23), kept in its meta table under `award:` keys (no new
 * version of its database): the same decisions as firestore.rules, from the domain.
 */
const KEY_PREFIX = 'award:';
const keyOf = (rideId: string, orgId: string) => `${KEY_PREFIX}${awardEntryId(rideId, orgId)}`;

interface StoredAward {
  entry: AwardEntry;
  requesterOrgId: string;
}

async function companyCard(db: ServerDb, orgId: string) {
  const row = await db.organisations.get(orgId);
  return row ? readOrganisationCard(row.data) : null;
}

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

/** The company's entry for a ride (inside the caller's transaction when there is one). */
export async function readAwardEntryIn(
  db: ServerDb,
  key: { rideId: string; orgId: string },
): Promise<AwardEntry | null> {
  const stored = (await db.meta.get(keyOf(key.rideId, key.orgId)))?.value as
    StoredAward | undefined;
  return stored ? readAwardEntry(toRaw(stored)) : null;
}

/** Stores an acceptance's entry in the ride's own transaction (issue 23). */
export async function putAwardEntry(db: ServerDb, write: AwardWrite): Promise<void> {
  const { after, requesterOrgId } = write;
  await db.meta.put({
    key: keyOf(after.rideId, after.orgId),
    value: { entry: after, requesterOrgId },
  });
}

const toRaw = ({ entry, requesterOrgId }: StoredAward) => ({
  ride_id: entry.rideId,
  org_id: entry.orgId,
  org_name: entry.orgName,
  requester_org_id: requesterOrgId,
  offered_at: entry.offeredAt,
  opened_at: entry.openedAt,
  refused_at: entry.refusedAt,
  reason: entry.reason,
  accepted_at: entry.acceptedAt,
});

/** What the rules let the viewer read: its clinic's entries, or its company's own. */
export async function readAwardEntries(
  db: ServerDb,
  rideId: string | null,
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
        (rideId === null || stored.entry.rideId === rideId),
    )
    .map((stored) => readAwardEntry(toRaw(stored)))
    .filter((entry): entry is AwardEntry => entry !== null);
}
