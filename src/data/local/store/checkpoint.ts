import { z } from 'zod';
import type { AppDb } from '@/data/local/db/app-db';
import { checkpointKey } from '@/data/local/db/meta-keys';
import type { Checkpoint, PulledCollection } from '@/data/ports';

const checkpointSchema = z.object({
  ts: z.object({ seconds: z.number(), nanoseconds: z.number() }),
  id: z.string(),
  zoneAsOf: z.number().optional(),
});

/**
 * Where the next pull of a collection starts. An unreadable value restarts from the beginning, which is safe:
 * pulled documents only replace older server states.
 */
export async function readCheckpoint(
  db: AppDb,
  collection: PulledCollection,
): Promise<Checkpoint | null> {
  const row = await db.meta.get(checkpointKey(collection));
  const parsed = checkpointSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
