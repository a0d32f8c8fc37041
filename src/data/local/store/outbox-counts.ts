import type { AppDb } from '@/data/local/db/app-db';
import { AWAITING_STATES } from '@/data/local/outbox/outbox-entry';

/** Changes not yet confirmed by the server and not stuck: the indicator's « en attente ». */
export const pendingCount = (db: AppDb): Promise<number> =>
  db.outbox.where('state').anyOf(AWAITING_STATES).count();

/** Refused and failed changes, for the sync indicator (the sync engine's proposed `problemCounts`). */
export async function problemCounts(db: AppDb): Promise<{ refused: number; failed: number }> {
  const [refused, failed] = await db.transaction('r', db.outbox, () =>
    Promise.all([
      db.outbox.where('state').equals('refused').count(),
      db.outbox.where('state').equals('failed').count(),
    ]),
  );
  return { refused, failed };
}
