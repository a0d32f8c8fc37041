import { doc, getDocFromServer, type Firestore } from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { membershipOf, type Membership } from '@/domain/organisation/membership';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import { readStaffCompany } from '@/domain/organisation/staff-documents';
import { USERS_COLLECTION } from '@/domain/user/user';

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * The viewer's membership (issue 13) from its own profile and its organisation document. The rules let a member
 * read that document and refuse a removed one (org() is '' for them): a refusal there is the server saying
 * « removed »; any other failure crosses as an error and the next cycle asks again.
 */
export async function readMembership(db: Firestore, viewer: Viewer): Promise<Membership> {
  if (!ownsOrganisation(viewer.role)) return { status: 'none' };
  // Two independent reads, together (one round trip less at each cycle, the first one at sign-in included); the
  // profile's failure still comes first, as when they ran one after the other.
  const [profile, company] = await Promise.allSettled([
    getDocFromServer(doc(db, USERS_COLLECTION, viewer.uid)),
    getDocFromServer(doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId)),
  ]);
  if (profile.status === 'rejected') throw profile.reason;
  if (company.status === 'rejected') {
    if (isPermissionDenied(company.reason)) return { status: 'removed' };
    throw company.reason;
  }
  const email = profile.value.get('email') as unknown;
  const who = { uid: viewer.uid, email: typeof email === 'string' ? email : null };
  const staff = company.value.exists() ? readStaffCompany(company.value.data()) : null;
  return membershipOf(viewer.role, staff, who);
}
