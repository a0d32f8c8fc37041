import type { ServerDb } from '@/data/demo-server/server-db';
import type { AwardWrite } from '@/domain/award/award-acceptance';
import { awardEntryId, readAwardEntry, type AwardEntry } from '@/domain/award/award-log';

/**
 * The demo server's awardResponses/{rideId}_{orgId} (issue 23), kept in its meta table under `award:` keys (no new
 * version of its database). The rows alone: an acceptance writes its entry in the ride's transaction, so this part
 * loads with the server; the recording and reading of answers (award-responses.ts) loads on first use.
 */
export const KEY_PREFIX = 'award:';
export const keyOf = (rideId: string, orgId: string) =>
  `${KEY_PREFIX}${awardEntryId(rideId, orgId)}`;

export interface StoredAward {
  entry: AwardEntry;
  requesterOrgId: string;
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

export const toRaw = ({ entry, requesterOrgId }: StoredAward) => ({
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
