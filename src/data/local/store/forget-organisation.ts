import type { AppDb } from '@/data/local/db/app-db';
import {
  CHECKPOINT_KEY_PREFIX,
  FIRST_PAGE_KEY_PREFIX,
  NEXT_RETRY_KEY,
} from '@/data/local/db/meta-keys';

/**
 * A removed member's device lets go of the organisation (issue 13): its rides, patient records and notifications,
 * its address book, the scans not sent (issue 22), the pull checkpoints (a later membership pulls from the start) and the outbox, whose entries the server would
 * refuse one by one. One transaction: never half forgotten. The profile and the device id stay.
 */
export async function forgetOrganisation(db: AppDb): Promise<void> {
  await db.transaction(
    'rw',
    [
      db.transports,
      db.patients,
      db.notifications,
      db.outbox,
      db.meta,
      db.places,
      db.pendingScans,
      db.pendingSignatures,
    ],
    async () => {
      await db.pendingScans.clear();
      await db.pendingSignatures.clear();
      await db.transports.clear();
      await db.patients.clear();
      await db.notifications.clear();
      await db.outbox.clear();
      await db.places.clear();
      await db.meta.where('key').startsWith(CHECKPOINT_KEY_PREFIX).delete();
      await db.meta.where('key').startsWith(FIRST_PAGE_KEY_PREFIX).delete();
      await db.meta.delete(NEXT_RETRY_KEY);
    },
  );
}
