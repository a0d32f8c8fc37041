import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type ConnectivityPort, type ProfilePort } from '@/data/ports';
import { ERRORS } from '@/domain/errors/error-catalogue';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import { stripUndefined } from '@/domain/user/strip-undefined';
import {
  holdsTrial,
  organisationTrialTarget,
  startsTrial,
} from '@/domain/subscription/organisation-trial';
import type { UserDocument } from '@/domain/user/new-profile';
import { parseUser, USERS_COLLECTION, type User } from '@/domain/user/user';
import { toRemoteError } from '@/data/remote/firestore/remote-errors';
import { createProfileDocument } from './create-profile';
import { invitationFor } from '@/domain/organisation/join-organisation';
import { findListingOrganisations } from './listing-organisation';
import { answerInvitation, foundOwnOrganisation } from './organisation-entry';
import { encodeProfileChanges } from './profile-changes';

export interface FirestoreProfilesOptions {
  db: Firestore;
  /**
   * When it says offline, calls fail at once. With the memory cache a setDoc made offline would wait, unsettled,
   * for the network (and be lost with the tab); the caller should rather know.
   */
  connectivity?: ConnectivityPort;
  /** Whether the signed-in user's e-mail is verified: only then does a server-side role list apply to it. */
  emailVerified?: () => boolean;
}

export const PROFILE_OFFLINE = 'Serveur injoignable : vous êtes hors ligne.';

/**
 * Runs SDK calls; a failure leaves as a RemoteError keeping the mapped code (for logic) with the spec's catalogue
 * message, the cause's French text as detail where the catalogue has a slot for it.
 */
async function failingWith<T>(
  message: (detail: string) => string,
  connectivity: ConnectivityPort | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    if (connectivity && !connectivity.isOnline()) {
      throw new RemoteError('unavailable', PROFILE_OFFLINE);
    }
    return await work();
  } catch (error) {
    const remote = toRemoteError(error);
    throw new RemoteError(remote.code, message(remote.message));
  }
}

/** The domain's reading of a users document; one it cannot read is refused with the spec's message. */
function parsed(uid: string, raw: unknown): User {
  const result = parseUser(uid, raw);
  if (result.ok) return result.value;
  console.warn('[firestore] profil illisible', result.error);
  throw new RemoteError('invalid-argument', ERRORS.invalidUserData);
}

/** The founder's organisation document, when the domain says their trial goes onto it (organisation-trial.ts). */
async function trialCopyTarget(
  db: Firestore,
  profile: Pick<User, 'uid' | 'userType' | 'orga_id'> & { subscription?: unknown },
) {
  const named = ownOrganisationDocument({ role: profile.userType, orgId: profile.orga_id });
  if (named === null) return null;
  const organisation = await getDoc(doc(db, named.collection, named.id));
  const target = organisationTrialTarget(
    profile,
    organisation.exists() ? organisation.data() : null,
  );
  return target && doc(db, target.collection, target.id);
}

/**
 * Issue 13: a trial that missed its copy (started before organisations carried subscriptions), as stored on the
 * founder's profile (server times included), onto their organisation's document. Only from the profile as the
 * server holds it: a read made while the trial start is on its way shows its start unstamped (null), a
 * half-written trial the rules refuse. A failure leaves the trial on the profile (its owner keeps access) and is
 * only logged.
 */
async function copyTrialToOrganisation(db: Firestore, profile: User, raw: DocumentData | null) {
  try {
    const ref = raw ? await trialCopyTarget(db, profile) : null;
    if (!ref || !raw) return;
    await updateDoc(ref, { subscription: raw.subscription, updated_at: serverTimestamp() });
  } catch (error) {
    console.warn('[firestore] essai non reporté sur l’organisation', error);
  }
}

/** ProfilePort over the users collection (document id = uid, spec §3). */
export function createFirestoreProfiles({
  db,
  connectivity,
  emailVerified = () => false,
}: FirestoreProfilesOptions): ProfilePort {
  const userRef = (uid: string) => doc(db, USERS_COLLECTION, uid);
  const trialChecked = new Set<string>();
  const fetchRaw = async (uid: string): Promise<DocumentData | null> => {
    const snapshot = await getDoc(userRef(uid));
    return snapshot.exists() ? snapshot.data() : null;
  };
  /** The profile, and whether it is the server's (no write of this device still on its way). */
  const fetchSettled = async (uid: string) => {
    const snapshot = await getDoc(userRef(uid));
    return {
      raw: snapshot.exists() ? snapshot.data() : null,
      settled: !snapshot.metadata.hasPendingWrites,
    };
  };

  /** The organisation a trial being started goes onto, read with the profile it starts on. */
  const foundersTrialCopy = async (uid: string, changes: Record<string, unknown>) => {
    const stored = await fetchRaw(uid);
    if (stored === null) return null;
    return trialCopyTarget(db, { ...parsed(uid, stored), subscription: changes.subscription });
  };

  return {
    async load(user) {
      const { raw, settled } = await failingWith(
        () => ERRORS.usersFetch,
        connectivity,
        () => fetchSettled(user.uid),
      );
      if (raw === null) return null;
      const profile = parsed(user.uid, raw);
      // A copy that did not happen (a trial started before organisations carried subscriptions) is made at the
      // next load of the profile as the server holds it — once per run, not at every re-read of the profile; in
      // the background: sign-in waits for nothing.
      if (settled && holdsTrial(profile) && !trialChecked.has(user.uid)) {
        trialChecked.add(user.uid);
        void copyTrialToOrganisation(db, profile, raw);
      }
      return profile;
    },

    async create(profile) {
      // Checked before writing: a document the app could not read back is never created.
      parsed(profile.uid, stripUndefined(profile));
      const written = await failingWith(
        () => ERRORS.userCreate,
        connectivity,
        () => createProfileDocument(db, profile, emailVerified()),
      ).catch(async (error: unknown) => {
        // A commit whose answer was lost may have landed; replayed, it is refused (the rules allow no second
        // creation). What the server holds is then the answer.
        if (!(error instanceof RemoteError) || error.code !== 'permission-denied') throw error;
        const stored = await fetchRaw(profile.uid).catch(() => null);
        if (stored === null) throw error;
        return stored as UserDocument;
      });
      return parsed(profile.uid, stripUndefined(written));
    },

    async invitation(profile) {
      const verified = emailVerified();
      if (!verified || profile.email === '') return null;
      const listed = await failingWith(
        () => ERRORS.usersFetch,
        connectivity,
        () => findListingOrganisations(db, profile.email),
      );
      return invitationFor(listed, { email: profile.email, emailVerified: verified, profile });
    },

    answerInvitation: (profile, invitation, answer) =>
      failingWith(
        (detail) => detail,
        connectivity,
        () => answerInvitation(db, profile.uid, invitation, answer, emailVerified()),
      ),

    foundOrganisation: (profile, identity) =>
      failingWith(
        (detail) => detail,
        connectivity,
        () => foundOwnOrganisation(db, profile.uid, identity),
      ),

    async organisation(viewer) {
      const named = ownOrganisationDocument(viewer);
      if (named === null) return null;
      const snapshot = await failingWith(
        () => ERRORS.usersFetch,
        connectivity,
        () => getDoc(doc(db, named.collection, named.id)),
      );
      return snapshot.exists() ? readOrganisationCard(snapshot.data()) : null;
    },

    watch(uid, onProfile) {
      // Server snapshots only: the SDK's cache echoing our own pending merge is not the profile as stored.
      return onSnapshot(
        userRef(uid),
        (snapshot) => {
          if (!snapshot.exists() || snapshot.metadata.hasPendingWrites) return;
          const result = parseUser(uid, snapshot.data());
          if (result.ok) onProfile(result.value);
          else console.warn('[firestore] profil illisible', result.error);
        },
        (error) => console.warn('[firestore] suivi du profil interrompu', error),
      );
    },

    async merge(uid, changes) {
      // Read back: merge:true merges nested maps on the server, so the stored profile is the server's to say.
      const raw = await failingWith(ERRORS.userUpdate, connectivity, async () => {
        const data = encodeProfileChanges(changes);
        const copy = startsTrial(changes) ? await foundersTrialCopy(uid, changes) : null;
        if (copy === null) {
          await setDoc(userRef(uid), data, { merge: true });
        } else {
          // Issue 13: the founder's trial onto their organisation in the commit that starts it (rules:
          // ownerTrialCopy compares it with the profile after the commit): the same value, its start the same
          // server time. Never a moment where one holds the trial and the other not.
          const batch = writeBatch(db);
          batch.set(userRef(uid), data, { merge: true });
          batch.update(copy, { subscription: data.subscription, updated_at: serverTimestamp() });
          await batch.commit();
        }
        return fetchRaw(uid);
      });
      return parsed(uid, raw);
    },
  };
}
