import {
  collection,
  FieldPath,
  getDocs,
  limit,
  query,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { ListedIn } from '@/domain/organisation/join-organisation';
import { MEMBER_ROLE_LABELS } from '@/domain/organisation/member-roles';
import { normaliseEmail } from '@/domain/organisation/members';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { readStaffCompany } from '@/domain/organisation/staff-documents';
import type { CompanyKind } from '@/domain/ids/formatted-id';

const ROLE_IDS = Object.keys(MEMBER_ROLE_LABELS);
const KINDS = Object.keys(ORGANISATION_COLLECTIONS) as CompanyKind[];
/** Organisations read per kind: a person is rarely listed by more than one. */
const PER_KIND = 5;

/** An organisation document as the invitation decision reads it; null when unreadable. */
export function listedIn(kind: CompanyKind, id: string, data: DocumentData): ListedIn | null {
  const company = readStaffCompany(data);
  if (!company) return null;
  const name = data.name as unknown;
  return {
    orgId: id,
    kind,
    name: typeof name === 'string' && name !== '' ? name : id,
    members: company.associatedUsers,
    declined: company.declined_members ?? [],
  };
}

/**
 * The organisations whose responsable listed this e-mail, as the rules let its owner find them (listsMe): only
 * with an e-mail the Auth service verified, by a query on member_roles.<e-mail>.
 */
export async function findListingOrganisations(db: Firestore, email: string): Promise<ListedIn[]> {
  const key = normaliseEmail(email);
  const found: ListedIn[] = [];
  for (const kind of KINDS) {
    const listing = query(
      collection(db, ORGANISATION_COLLECTIONS[kind]),
      where(new FieldPath('member_roles', key), 'in', ROLE_IDS),
      limit(PER_KIND),
    );
    for (const row of (await getDocs(listing)).docs) {
      const listed = listedIn(kind, row.id, row.data());
      if (listed) found.push(listed);
    }
  }
  return found;
}
