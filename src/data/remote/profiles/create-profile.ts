import {
  doc,
  FieldPath,
  getDoc,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { joinOrganisation } from '@/domain/organisation/join-organisation';
import { normaliseEmail } from '@/domain/organisation/members';
import { findListingOrganisation } from './listing-organisation';
import { parseCounter } from '@/domain/counter/counter';
import { counterNameForCompany } from '@/domain/ids/counter-names';
import {
  foundOrganisation,
  ORGANISATION_COLLECTIONS,
  ownsOrganisation,
} from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';
import { withListedRole, type UserDocument } from '@/domain/user/new-profile';
import { ROLE_EMAILS_COLLECTION, roleEmailKey } from '@/domain/user/role-email-lists';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { USERS_COLLECTION } from '@/domain/user/user';
import { counterRef } from '@/data/remote/firestore/counter-read';

/** The role the server-side list gives this (verified) e-mail: the user may read their own entry only. */
async function listedRole(db: Firestore, email: string, verified: boolean) {
  if (!verified || email === '') return null;
  const entry = await getDoc(doc(db, ROLE_EMAILS_COLLECTION, roleEmailKey(email)));
  return entry.exists() ? normaliseRole(entry.data().role) : null;
}

/**
 * Writes a new account's profile in ONE transaction: for a company or clinic account, with the organisation it
 * founds (numbered from its kind's counter, which names it) — what the security rules check at sign-up.
 * Resolves to the document as written — or, when the profile already exists (an earlier attempt whose answer was
 * lost, a second tab, « Réessayer » racing a sign-in), to the stored one, untouched: creating twice is harmless.
 */
export async function createProfileDocument(
  db: Firestore,
  profile: UserDocument,
  emailVerified: boolean,
): Promise<UserDocument> {
  const ranked = withListedRole(profile, await listedRole(db, profile.email, emailVerified));
  // Issue 13: a verified e-mail a responsable listed joins that organisation (rules: joinsListing).
  const listing =
    emailVerified && ranked.email !== ''
      ? await findListingOrganisation(db, ranked.email).catch(() => null)
      : null;
  const joined = listing && joinOrganisation(ranked, listing);
  return runTransaction(db, async (tx) => {
    const userRef = doc(db, USERS_COLLECTION, ranked.uid);
    const existing = await tx.get(userRef);
    if (existing.exists()) return existing.data() as UserDocument;
    if (listing && joined) {
      tx.set(userRef, stripUndefined({ ...joined.profile }));
      const companyRef = doc(db, ORGANISATION_COLLECTIONS[listing.kind], listing.orgId);
      tx.update(companyRef, new FieldPath('member_uids', normaliseEmail(ranked.email)), ranked.uid);
      return joined.profile;
    }
    if (!ownsOrganisation(ranked.userType)) {
      tx.set(userRef, stripUndefined({ ...ranked }));
      return ranked;
    }
    const kind = ranked.userType;
    const counterSnapshot = await tx.get(counterRef(db, counterNameForCompany(kind)));
    const parsed = counterSnapshot.exists()
      ? parseCounter(counterSnapshot.id, counterSnapshot.data())
      : null;
    const founded = foundOrganisation(ranked, parsed?.ok ? parsed.value : null, Date.now());
    if (founded === null) throw new Error('Organisation non créée.');
    const { counter, collection, organisation } = founded;
    tx.set(counterRef(db, counter.name), {
      value: counter.counter.value,
      type: counter.counter.type,
      lastUpdated: serverTimestamp(),
      last_id: counter.lastId,
    });
    tx.set(doc(db, collection, organisation.id), {
      ...organisation,
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
    });
    tx.set(userRef, stripUndefined({ ...founded.profile }));
    return founded.profile;
  });
}
