import type { ProfilePort } from '@/data/ports';
import {
  ownOrganisationDocument,
  readOrganisationCard,
} from '@/domain/organisation/organisation-card';
import type { DemoRemote } from '@/data/local/demo-backend/demo-remote';

/** The users collection of the demo backend, as the Firestore profiles adapter reads and writes it. */
export function demoProfiles(
  remote: Pick<DemoRemote, 'getUser' | 'accounts' | 'getOrganisation'>,
): ProfilePort {
  return {
    load: (user) => remote.getUser(user.uid),
    create: (profile) => remote.accounts.createProfile(profile),
    merge: (uid, changes) => remote.accounts.writeOwnProfile(uid, changes),
    organisation: async (viewer) => {
      const named = ownOrganisationDocument(viewer);
      if (named === null) return null;
      const raw = await remote.getOrganisation(named.collection, named.id);
      return raw === null ? null : readOrganisationCard(raw);
    },
  };
}
