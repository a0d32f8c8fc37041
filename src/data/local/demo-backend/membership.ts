import type { Viewer } from '@/data/ports';
import { membershipOf, type Membership } from '@/domain/organisation/membership';
import { readStaffCompany } from '@/domain/organisation/staff-documents';
import { readUser } from '@/data/local/demo-backend/seed-store';
import type { ServerDb } from '@/data/local/demo-backend/server-db';

/**
 * The viewer's membership as the demo server knows it: from the stored profile and organisation document, never
 * from what the device says (as firestore.rules reads users/{uid} and the company document).
 */
export async function serverMembership(db: ServerDb, viewer: Viewer): Promise<Membership> {
  const profile = await readUser(db, viewer.uid);
  const role = profile?.userType ?? viewer.role;
  const orgId = profile?.orga_id ?? viewer.orgId;
  const row = await db.organisations.get(orgId);
  const company = row ? readStaffCompany(row.data) : null;
  return membershipOf(role, company, { uid: viewer.uid, email: profile?.email ?? null });
}

/** The viewer as the server scopes its reads: its member role from the server, a removed member with none. */
export async function scopedViewer(
  db: ServerDb,
  viewer: Viewer,
): Promise<{ viewer: Viewer; membership: Membership }> {
  const membership = await serverMembership(db, viewer);
  const memberRole = membership.status === 'member' ? membership.role : null;
  const removed = membership.status === 'removed';
  return { viewer: { ...viewer, memberRole, removed }, membership };
}
