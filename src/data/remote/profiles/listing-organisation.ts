import {
  collection,
  FieldPath,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { ListedIn } from '@/domain/organisation/join-organisation';
import { MEMBER_ROLE_LABELS } from '@/domain/organisation/member-roles';
import { normaliseEmail } from '@/domain/organisation/members';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { readStaffCompany } from '@/domain/organisation/staff-documents';

const ROLE_IDS = Object.keys(MEMBER_ROLE_LABELS);
const KINDS = Object.keys(ORGANISATION_COLLECTIONS) as (keyof typeof ORGANISATION_COLLECTIONS)[];

/**
 * The organisation whose responsable listed this e-mail (issue 13), as the rules let its owner find it: only with
 * an e-mail the Auth service verified (listsMe), by a query on member_roles.<e-mail>. Null when none lists it.
 */
export async function findListingOrganisation(
  db: Firestore,
  email: string,
): Promise<ListedIn | null> {
  const key = normaliseEmail(email);
  for (const kind of KINDS) {
    const listing = query(
      collection(db, ORGANISATION_COLLECTIONS[kind]),
      where(new FieldPath('member_roles', key), 'in', ROLE_IDS),
      limit(1),
    );
    const found = (await getDocs(listing)).docs[0];
    const company = found ? readStaffCompany(found.data()) : null;
    if (found && company) {
      const name = found.get('name') as unknown;
      return {
        orgId: found.id,
        kind,
        name: typeof name === 'string' ? name : found.id,
        members: company.associatedUsers,
      };
    }
  }
  return null;
}
