import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type Query,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import type { AwardWrite } from '@/domain/award/award-acceptance';
import {
  AWARD_RESPONSES_COLLECTION,
  awardEntryId,
  changedAwardKeys,
  decideAwardRecord,
  readAwardEntry,
  type AwardEntry,
  type AwardRecord,
} from '@/domain/award/award-log';
import type { AwardPeriod } from '@/domain/award/award-months';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { Clock } from '@/domain/shared/clock';

const entryRef = (db: Firestore, rideId: string, orgId: string) =>
  doc(db, AWARD_RESPONSES_COLLECTION, awardEntryId(rideId, orgId));

/** The company's name as its document says it: the rules compare the entry's copy with it. */
async function companyName(db: Firestore, viewer: Viewer): Promise<string | null> {
  if (!ownsOrganisation(viewer.role)) return null;
  const snapshot = await getDocFromServer(
    doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId),
  );
  return snapshot.exists() ? readOrganisationCard(snapshot.data()).name : null;
}

/**
 * Issue 23: the viewer's company's entry for a ride, in one transaction — the domain decides what changes
 * (decideAwardRecord), each time it sets is the server's (serverTimestamp; the rules hold it to request.time).
 */
export async function writeAwardRecord(
  db: Firestore,
  clock: Clock,
  record: AwardRecord,
  viewer: Viewer,
): Promise<void> {
  const name = await companyName(db, viewer);
  await runTransaction(db, async (tx) => {
    const current = await readAwardEntryIn(tx, db, { rideId: record.rideId, orgId: viewer.orgId });
    const next = decideAwardRecord(current, record, viewer.orgId, name, clock.now());
    if (next !== null)
      stageAwardEntry(tx, db, {
        before: current,
        after: next,
        requesterOrgId: record.requesterOrgId,
      });
  });
}

/** The company's entry for a ride as read in a transaction (null: none, or unreadable). */
export async function readAwardEntryIn(
  tx: Transaction,
  db: Firestore,
  key: { rideId: string; orgId: string },
): Promise<AwardEntry | null> {
  const snapshot = await tx.get(entryRef(db, key.rideId, key.orgId));
  return snapshot.exists() ? readAwardEntry(snapshot.data()) : null;
}

/**
 * Stages an entry's change in a transaction: each time it sets is the server's (serverTimestamp; the rules hold
 * it to request.time) — an answer on its own, or an acceptance in the ride's own commit.
 */
export function stageAwardEntry(tx: Transaction, db: Firestore, write: AwardWrite): void {
  const { before: current, after: next } = write;
  const ref = entryRef(db, next.rideId, next.orgId);
  const stamps: DocumentData = { updated_at: serverTimestamp() };
  for (const key of changedAwardKeys(current, next)) stamps[key] = serverTimestamp();
  if (next.reason !== current?.reason) stamps.reason = next.reason;
  if (current !== null) {
    tx.update(ref, stamps);
    return;
  }
  tx.set(ref, {
    ride_id: next.rideId,
    org_id: next.orgId,
    org_name: next.orgName,
    requester_org_id: write.requesterOrgId,
    offered_at: Timestamp.fromMillis(next.offeredAt),
    opened_at: null,
    refused_at: null,
    reason: null,
    accepted_at: null,
    ...stamps,
  });
}

/** What the rules let the viewer list: its clinic's entries (by requester_org_id), or its company's own. */
function scopedEntries(db: Firestore, viewer: Viewer) {
  const entries = collection(db, AWARD_RESPONSES_COLLECTION);
  return viewer.role === 'clinique'
    ? query(entries, where('requester_org_id', '==', viewer.orgId))
    : query(entries, where('org_id', '==', viewer.orgId));
}

/** The entries of one ride the rules let the viewer list. */
export function readAwardEntries(
  db: Firestore,
  rideId: string,
  viewer: Viewer,
): Promise<AwardEntry[]> {
  return readEntries(query(scopedEntries(db, viewer), where('ride_id', '==', rideId)));
}

/**
 * The monthly figures' entries: a range on offered_at after the scope's equality — served by the composite
 * indexes (org_id | requester_org_id, offered_at) of firestore.indexes.json.
 */
export function readAwardEntriesBetween(
  db: Firestore,
  period: AwardPeriod,
  viewer: Viewer,
): Promise<AwardEntry[]> {
  return readEntries(
    query(
      scopedEntries(db, viewer),
      where('offered_at', '>=', Timestamp.fromMillis(period.from)),
      where('offered_at', '<', Timestamp.fromMillis(period.to)),
    ),
  );
}

async function readEntries(wanted: Query): Promise<AwardEntry[]> {
  const snapshot = await getDocsFromServer(wanted);
  return snapshot.docs
    .map((document) => readAwardEntry(document.data()))
    .filter((entry): entry is AwardEntry => entry !== null);
}
