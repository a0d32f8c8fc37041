import { doc, getDoc, runTransaction, type Firestore } from 'firebase/firestore';
import { normaliseRole } from '@/domain/shared/role';
import { withListedRole, type UserDocument } from '@/domain/user/new-profile';
import { ROLE_EMAILS_COLLECTION, roleEmailKey } from '@/domain/user/role-email-lists';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { USERS_COLLECTION } from '@/domain/user/user';

/** The role the server-side list gives this (verified) e-mail: the user may read their own entry only. */
async function listedRole(db: Firestore, email: string, verified: boolean) {
  if (!verified || email === '') return null;
  const entry = await getDoc(doc(db, ROLE_EMAILS_COLLECTION, roleEmailKey(email)));
  return entry.exists() ? normaliseRole(entry.data().role) : null;
}

/**
 * Writes a new account's profile. A company or clinic account is written awaiting its organisation (issue 20,
 * domain join-organisation.ts): it joins one by accepting an invitation or founds its own once its e-mail is
 * verified (organisation-entry.ts), never here. Resolves to the document as written — or, when the profile already
 * exists (an earlier attempt whose answer was lost, a second tab, « Réessayer » racing a sign-in), to the stored
 * one, untouched: creating twice is harmless.
 */
export async function createProfileDocument(
  db: Firestore,
  profile: UserDocument,
  emailVerified: boolean,
): Promise<UserDocument> {
  const ranked = withListedRole(profile, await listedRole(db, profile.email, emailVerified));
  return runTransaction(db, async (tx) => {
    const userRef = doc(db, USERS_COLLECTION, ranked.uid);
    const existing = await tx.get(userRef);
    if (existing.exists()) return existing.data() as UserDocument;
    tx.set(userRef, stripUndefined({ ...ranked }));
    return ranked;
  });
}
