import type { Viewer } from '@/data/ports';
import { membershipOf, type Membership } from '@/domain/organisation/membership';
import { readStaffCompany } from '@/domain/organisation/staff-documents';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import { accountRefusal, accountStanding } from '@/domain/subscription/account-standing';
import type { Operation } from '@/domain/sync/operation';
import { userDisplayName } from '@/domain/user/user-names';
import { readUser } from '@/data/demo-server/seed-store';
import type { ServerDb } from '@/data/demo-server/server-db';

/**
 * The viewer's membership as the demo server knows it: from the stored profile and organisation document, never
 * from what the device says (as firestore.rules reads users/{uid} and the company document).
 */
export async function serverMembership(db: ServerDb, viewer: Viewer): Promise<Membership> {
  return (await membershipAndProfile(db, viewer)).membership;
}

async function membershipAndProfile(db: ServerDb, viewer: Viewer) {
  const profile = await readUser(db, viewer.uid);
  const role = profile?.userType ?? viewer.role;
  const orgId = profile?.orga_id ?? viewer.orgId;
  const row = await db.organisations.get(orgId);
  const company = row ? readStaffCompany(row.data) : null;
  const membership = membershipOf(role, company, {
    uid: viewer.uid,
    email: profile?.email ?? null,
  });
  return { membership, profile };
}

/**
 * The viewer as the server scopes its reads and signs its writes: its member role from the server (a removed member
 * with none) and the name its stored profile gives (issue 21: authorship is the caller's, as the rules check it).
 */
export async function scopedViewer(
  db: ServerDb,
  viewer: Viewer,
): Promise<{ viewer: Viewer; membership: Membership }> {
  const { membership, profile } = await membershipAndProfile(db, viewer);
  const memberRole = membership.status === 'member' ? membership.role : null;
  const removed = membership.status === 'removed';
  const name = profile ? userDisplayName(profile) : null;
  const named = name === null ? {} : { name };
  return { viewer: { ...viewer, ...named, memberRole, removed }, membership };
}

/**
 * Issue 21 (domain accountRefusal): the refusal of an operation for the viewer's standing — an account an admin
 * switched off writes nothing; filing, accepting, assigning and messaging need access now — judged from the stored
 * profile and its organisation's document, as firestore.rules reads them. No stored profile (test servers that do
 * not model users; the app always signs up first): not judged here.
 */
export async function standingRefusal(
  db: ServerDb,
  op: Operation,
  viewer: Viewer,
  now: number,
): Promise<string | null> {
  const profile = await readUser(db, viewer.uid);
  if (!profile) return null;
  const named = ownOrganisationDocument({ role: profile.userType, orgId: profile.orga_id });
  const row = named === null ? undefined : await db.organisations.get(named.id);
  const organisation = row ? readOrganisationCard(row.data) : null;
  return accountRefusal(op, accountStanding(profile, organisation, now));
}
