import {
  doc,
  FieldPath,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { RemoteError } from '@/data/ports';
import { parseCounter } from '@/domain/counter/counter';
import { counterNameForCompany } from '@/domain/ids/counter-names';
import {
  answerRefusal,
  awaitsOrganisation,
  joinedProfile,
  type Invitation,
  type InvitationAnswer,
} from '@/domain/organisation/join-organisation';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import { normaliseEmail } from '@/domain/organisation/members';
import {
  foundOrganisation,
  ORGANISATION_COLLECTIONS,
} from '@/domain/organisation/own-organisation';
import { parseUser, USERS_COLLECTION, type User } from '@/domain/user/user';
import { counterRef } from '@/data/remote/firestore/counter-read';
import { listedIn } from './listing-organisation';

/**
 * Issue 20: an awaiting account joins or founds its organisation, each in ONE transaction, as the domain decides
 * (join-organisation.ts) and the rules check (leavesWaiting, bindsOwnAccount, declinesInvitation).
 */

const NOT_AWAITING = 'Ce compte a déjà une organisation.';

async function awaitingProfile(tx: Transaction, db: Firestore, uid: string): Promise<User> {
  const snapshot = await tx.get(doc(db, USERS_COLLECTION, uid));
  const parsed = snapshot.exists() ? parseUser(uid, snapshot.data()) : null;
  if (!parsed?.ok) throw new RemoteError('not-found', 'Profil introuvable.');
  if (!awaitsOrganisation(parsed.value)) throw new RemoteError('permission-denied', NOT_AWAITING);
  return parsed.value;
}

/** Founds the profile's own organisation inside `tx` (reads first: the counter); answers the profile's fields. */
async function found(
  tx: Transaction,
  db: Firestore,
  profile: User,
  identity: OrganisationIdentity,
) {
  if (
    profile.userType !== 'ambulance' &&
    profile.userType !== 'vtc' &&
    profile.userType !== 'clinique'
  ) {
    throw new RemoteError('permission-denied', NOT_AWAITING);
  }
  const name = counterNameForCompany(profile.userType);
  const counterSnapshot = await tx.get(counterRef(db, name));
  const parsed = counterSnapshot.exists()
    ? parseCounter(counterSnapshot.id, counterSnapshot.data())
    : null;
  const founded = foundOrganisation(
    profile,
    identity,
    parsed?.ok ? parsed.value : null,
    Date.now(),
  );
  if (founded === null) throw new Error('Organisation non créée.');
  return () => {
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
    const fields = { orga_id: organisation.id, company_name: founded.profile.company_name };
    tx.update(doc(db, USERS_COLLECTION, profile.uid), fields);
    return { ...profile, ...fields };
  };
}

export function foundOwnOrganisation(
  db: Firestore,
  uid: string,
  identity: OrganisationIdentity,
): Promise<User> {
  return runTransaction(db, async (tx) => {
    const write = await found(tx, db, await awaitingProfile(tx, db, uid), identity);
    return write();
  });
}

export function answerInvitation(
  db: Firestore,
  uid: string,
  invitation: Invitation,
  answer: InvitationAnswer,
  emailVerified: boolean,
): Promise<User> {
  return runTransaction(db, async (tx) => {
    const profile = await awaitingProfile(tx, db, uid);
    const email = normaliseEmail(profile.email);
    const companyRef = doc(db, ORGANISATION_COLLECTIONS[invitation.kind], invitation.orgId);
    const company = await tx.get(companyRef);
    const listed = company.exists() ? listedIn(invitation.kind, company.id, company.data()) : null;
    const refusal = answerRefusal(invitation, listed, { email, emailVerified, profile });
    if (refusal !== null) throw new RemoteError('permission-denied', refusal);
    if (answer.accept) {
      const fields = joinedProfile(invitation);
      tx.update(doc(db, USERS_COLLECTION, uid), fields);
      tx.update(companyRef, new FieldPath('member_uids', email), uid);
      return { ...profile, ...fields };
    }
    const write = await found(tx, db, profile, answer.identity);
    tx.update(companyRef, new FieldPath('declined_members', email), true);
    return write();
  });
}
