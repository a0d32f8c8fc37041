import type { AppDb } from '@/data/local/db/app-db';
import { DEVICE_ID_KEY } from '@/data/local/db/meta-keys';

/**
 * This device's stable id, created on first use and kept in the user's database (it survives reloads and
 * sign-out, which clears patient data but not meta). Read and created in one transaction, so two tabs starting
 * together agree on one id.
 */
export function deviceIdOf(
  db: AppDb,
  newId: () => string = () => crypto.randomUUID(),
): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const stored = (await db.meta.get(DEVICE_ID_KEY))?.value;
    if (typeof stored === 'string' && stored !== '') return stored;
    const id = newId();
    await db.meta.put({ key: DEVICE_ID_KEY, value: id });
    return id;
  });
}
