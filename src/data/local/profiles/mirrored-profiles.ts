import type { AuthUser, ConnectivityPort, ProfilePort } from '@/data/ports';
import type { UserDocument } from '@/domain/user/new-profile';
import { parseUser, type User } from '@/domain/user/user';
import { AppDb } from '@/data/local/db/app-db';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';
import { readMirroredCard, writeMirroredCard } from './organisation-card-mirror';
import { adoptServerProfile } from '@/data/local/store/profile-mirror';

/** Offline on a device that never held this profile: unreachable, which is not the same as « no profile ». */
export const PROFILE_OFFLINE_NO_COPY =
  'vous êtes hors ligne et votre profil n’est pas encore enregistré sur cet appareil';

export const PROFILE_NEEDS_NETWORK =
  'Connexion nécessaire pour modifier votre profil. Réessayez une fois en ligne.';

async function readMirror(uid: string): Promise<User | null> {
  const db = new AppDb(uid);
  try {
    const row = await db.profiles.get(uid);
    // Re-parsed: a row written by an older app version must not crash the start-up.
    const parsed = row ? parseUser(uid, row) : null;
    return parsed?.ok ? parsed.value : null;
  } finally {
    db.close();
  }
}

/** The server's profile, with the changes still waiting in the outbox on top: a reload never hides them. */
async function writeMirror(profile: User): Promise<User> {
  const db = new AppDb(profile.uid);
  try {
    return await db.transaction('rw', [db.profiles, db.outbox], () =>
      adoptServerProfile(db, profile),
    );
  } finally {
    db.close();
  }
}

/**
 * Profiles read from the server when online and kept in the device's database, so a driver who opens the app in
 * a dead zone still has their profile (and their role, and their dashboard). Settings changes go through the
 * outbox (profile.update) and show in the copy at once; `create` and `merge` (sign-up, login count, trial start)
 * need the network. A load
 * answers null only when the server says no profile exists; when neither the server nor the device's copy can
 * answer, it fails, so the session can tell « no profile » from « profile unreachable ».
 */
export function mirroredProfiles(remote: ProfilePort, connectivity: ConnectivityPort): ProfilePort {
  const remember = (profile: User) =>
    writeMirror(profile).catch((error: unknown) => {
      console.warn('Profil non mémorisé sur l’appareil', error);
      return profile;
    });
  // Each online start refreshes the organisation card on the device, so a driver who never opened the
  // open-requests list online still has the base offline.
  const rememberCard = async (profile: User) => {
    const role = normaliseRole(profile.userType);
    if (!role || !remote.organisation || !ownsOrganisation(role)) return;
    const card = await remote.organisation({ role, orgId: profile.orga_id }).catch(() => null);
    if (card) await writeMirroredCard(profile.uid, profile.orga_id, card).catch(() => undefined);
  };
  return {
    async load(user: AuthUser) {
      if (!connectivity.isOnline()) {
        const copy = await readMirror(user.uid);
        if (copy) return copy;
        throw new Error(PROFILE_OFFLINE_NO_COPY);
      }
      try {
        const profile = await remote.load(user);
        if (profile) void rememberCard(profile);
        return profile ? remember(profile) : null;
      } catch (error) {
        // No copy either: the failure is the answer (« unreachable »), not « no profile ».
        const copy = await readMirror(user.uid);
        if (!copy) throw error;
        console.warn('Profil serveur injoignable, copie de l’appareil utilisée', error);
        return copy;
      }
    },
    async create(profile: UserDocument) {
      if (!connectivity.isOnline()) throw new Error(PROFILE_NEEDS_NETWORK);
      return remember(await remote.create(profile));
    },
    async merge(uid, changes) {
      if (!connectivity.isOnline()) throw new Error(PROFILE_NEEDS_NETWORK);
      return remember(await remote.merge(uid, changes));
    },
    // Joining or founding an organisation is an exchange with the server, never held on the device.
    async invitation(profile) {
      if (!connectivity.isOnline()) throw new Error(PROFILE_NEEDS_NETWORK);
      return remote.invitation(profile);
    },
    async answerInvitation(profile, invitation, answer) {
      if (!connectivity.isOnline()) throw new Error(PROFILE_NEEDS_NETWORK);
      return remember(await remote.answerInvitation(profile, invitation, answer));
    },
    async foundOrganisation(profile, identity) {
      if (!connectivity.isOnline()) throw new Error(PROFILE_NEEDS_NETWORK);
      return remember(await remote.foundOrganisation(profile, identity));
    },
    // Each version the server sends is kept on the device too: the next offline start opens with it.
    watch: (uid, onProfile) =>
      remote.watch(uid, (profile) => {
        void remember(profile);
        onProfile(profile);
      }),
    // Online: the server's card, kept on the device; offline (or unreachable): the device's copy, so the
    // provider's lists still sort by distance from the base.
    async organisation(viewer) {
      const copy = () =>
        viewer.uid ? readMirroredCard(viewer.uid, viewer.orgId).catch(() => null) : null;
      if (!connectivity.isOnline()) return copy();
      try {
        const card = await remote.organisation(viewer);
        if (card && viewer.uid) {
          await writeMirroredCard(viewer.uid, viewer.orgId, card).catch((error: unknown) =>
            console.warn('Fiche de l’organisation non mémorisée sur l’appareil', error),
          );
        }
        return card;
      } catch {
        return copy();
      }
    },
  };
}
