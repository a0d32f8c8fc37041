import { FIRESTORE_BATCH_LIMIT } from '@/domain/admin/chunks';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { subscriptionsToCarry } from '@/domain/subscription/organisation-subscriptions';
import { stripUndefined } from '@/domain/user/strip-undefined';
import type { AdminPort } from './admin-port';
import { inChunks, runAdmin } from './admin-run';
import type { AdminContext } from './admin-service';
import type { AdminWrite } from './admin-store';
import { summaryOf } from './admin-maintenance';
import { MAINTENANCE_MESSAGES } from './admin-messages';

/** The organisations' subscriptions (issue 13): carried from their founders where an older approval left none. */
export function organisationCalls(context: AdminContext): Pick<AdminPort, 'carrySubscriptions'> {
  const { store, connectivity } = context;
  return {
    carrySubscriptions: (run) =>
      runAdmin(connectivity, MAINTENANCE_MESSAGES.carryFailed, async () => {
        const founders = await context.readUsers();
        const collections = Object.values(ORGANISATION_COLLECTIONS);
        const organisations = (
          await Promise.all(
            collections.map(async (collection) =>
              (await store.list(collection)).map((row) => ({ collection, ...row })),
            ),
          )
        ).flat();
        const writes: AdminWrite[] = subscriptionsToCarry(founders, organisations).map(
          ({ collection, id, subscription }) => ({
            kind: 'set',
            collection,
            id,
            data: { subscription: stripUndefined({ ...subscription }) },
            merge: true,
          }),
        );
        const result = await inChunks(
          writes,
          FIRESTORE_BATCH_LIMIT,
          connectivity,
          (chunk) => store.commit(chunk),
          run,
        );
        const summary = summaryOf(result, MAINTENANCE_MESSAGES.carried);
        return { data: summary, message: summary.summary };
      }),
  };
}
