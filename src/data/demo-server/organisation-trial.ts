import { ownOrganisationDocument } from '@/domain/organisation/organisation-card';
import {
  organisationTrialTarget,
  type TrialOrganisation,
} from '@/domain/subscription/organisation-trial';
import type { User } from '@/domain/user/user';
import type { ServerDb } from '@/data/demo-server/server-db';

/**
 * Issue 13, as the Firestore adapter does it: the founder's trial, as stored on their profile, onto their
 * organisation's document when the domain says so (organisation-trial.ts), so that its members work under it.
 */
export async function copyTrialToOrganisation(db: ServerDb, profile: User): Promise<void> {
  const named = ownOrganisationDocument({ role: profile.userType, orgId: profile.orga_id });
  if (named === null) return;
  await db.transaction('rw', [db.users, db.organisations], async () => {
    const row = await db.organisations.get(named.id);
    const stored = (await db.users.get(profile.uid))?.data as Record<string, unknown> | undefined;
    if (!row || row.collection !== named.collection || !stored) return;
    if (organisationTrialTarget(profile, row.data as TrialOrganisation) === null) return;
    const data = { ...(row.data as Record<string, unknown>), subscription: stored.subscription };
    await db.organisations.put({ ...row, data });
  });
}
