import { RemoteError, type ProfilePort } from '@/data/ports';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import type { User } from '@/domain/user/user';
import type { DemoRemote } from '@/data/demo-server/demo-remote';

/**
 * The users collection of the demo backend, as the Firestore profiles adapter reads and writes it. `caller` is who
 * the demo « server » answers (the tab's session), as Firestore knows request.auth: a profile is written by its
 * owner only, as the rules require.
 */
export function demoProfiles(
  remote: Pick<DemoRemote, 'getUser' | 'accounts' | 'getOrganisation' | 'watch'>,
  caller: () => Promise<string | null>,
): ProfilePort {
  const asOwner = async (uid: string) => {
    if ((await caller()) !== uid) {
      throw new RemoteError(
        'permission-denied',
        'Vous ne pouvez modifier que votre propre profil.',
      );
    }
  };
  return {
    load: (user) => remote.getUser(user.uid),
    create: async (profile) => {
      await asOwner(profile.uid);
      return remote.accounts.createProfile(profile);
    },
    merge: async (uid, changes) => {
      await asOwner(uid);
      return remote.accounts.writeOwnProfile(uid, changes);
    },
    invitation: (profile) => remote.accounts.invitation(profile.uid),
    answerInvitation: async (profile, invitation, answer) => {
      await asOwner(profile.uid);
      return remote.accounts.answerInvitation(profile.uid, invitation, answer);
    },
    foundOrganisation: async (profile, identity) => {
      await asOwner(profile.uid);
      return remote.accounts.foundOrganisation(profile.uid, identity);
    },
    organisation: async (viewer) => {
      const named = ownOrganisationDocument(viewer);
      if (named === null) return null;
      const raw = await remote.getOrganisation(named.collection, named.id);
      return raw === null ? null : readOrganisationCard(raw);
    },
    watch: watchProfile(remote),
  };
}

/**
 * The server's doorbell (any committed write, from any tab) re-reads the users document; only a profile that
 * differs from the last one delivered is passed on, so an unrelated ride change re-renders nothing.
 */
function watchProfile(remote: Pick<DemoRemote, 'getUser' | 'watch'>) {
  return (uid: string, onProfile: (profile: User) => void) => {
    let last = '';
    let reading = Promise.resolve();
    const read = () => {
      reading = reading.then(async () => {
        const profile = await remote.getUser(uid).catch(() => null);
        const seen = profile && JSON.stringify(profile);
        if (!profile || !seen || seen === last) return;
        last = seen;
        onProfile(profile);
      });
    };
    // The watch ignores whose change it is (it rings for every write): a viewer of this uid is enough.
    return remote.watch({ role: 'patient', orgId: '', uid }, read);
  };
}
