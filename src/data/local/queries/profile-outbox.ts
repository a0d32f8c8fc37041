import type { AppDb } from '@/data/local/db/app-db';
import { isUnsynced } from '@/data/local/outbox/outbox-entry';
import { entriesOf } from '@/data/local/store/rebase-row';
import type { OutboxEntry } from '@/data/ports';
import { profileEntityKey } from '@/domain/sync/operation';

export interface ProfileOutbox {
  /** Profile changes saved on this device that the server has not confirmed yet. */
  pending: number;
  /** Changes the server refused, with their French reason, until the user dismisses them. */
  refused: OutboxEntry[];
}

/** Where the user's own profile changes stand (settings page). */
export async function profileOutbox(db: AppDb, uid: string): Promise<ProfileOutbox> {
  const entries = await entriesOf(db, profileEntityKey(uid));
  return {
    pending: entries.filter(isUnsynced).length,
    refused: entries.filter((entry) => entry.state === 'refused'),
  };
}
