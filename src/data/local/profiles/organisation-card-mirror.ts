import { AppDb } from '@/data/local/db/app-db';
import {
  readOrganisationCard,
  type OrganisationCard,
} from '@/domain/organisation/organisation-card';

/**
 * The viewer's organisation card (name, phone, base) kept in the user's device database (a meta row, no schema
 * change): offline, « Jobs near me » still sorts by distance from the base after one online session.
 */
const cardKey = (orgId: string) => `organisation-card:${orgId}`;

export async function readMirroredCard(
  uid: string,
  orgId: string,
): Promise<OrganisationCard | null> {
  const db = new AppDb(uid);
  try {
    const row = await db.meta.get(cardKey(orgId));
    // Re-read leniently: a row written by an older app version gives nulls, never a crash.
    return row ? readOrganisationCard(row.value) : null;
  } finally {
    db.close();
  }
}

/** Stored in the document's own field names, so readOrganisationCard reads it back unchanged. */
export async function writeMirroredCard(
  uid: string,
  orgId: string,
  card: OrganisationCard,
): Promise<void> {
  const db = new AppDb(uid);
  try {
    await db.meta.put({
      key: cardKey(orgId),
      value: {
        name: card.name,
        phone: card.phone,
        coordonnees: card.base,
        subscription: card.subscription ?? null,
        owner_uid: card.ownerUid ?? null,
        // Issue 23: a clinic files offline with its organisation's escalation delays.
        escalation_delays: card.escalationDelays ?? null,
      },
    });
  } finally {
    db.close();
  }
}
