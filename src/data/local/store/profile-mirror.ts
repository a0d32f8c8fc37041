import type { AppDb } from '@/data/local/db/app-db';
import { isUnsynced, readableEntries } from '@/data/local/outbox/outbox-entry';
import { profileEntityKey, type ProfileUpdateOperation } from '@/domain/sync/operation';
import {
  checkProfileChanges,
  rebaseProfile,
  withProfileChanges,
} from '@/domain/user/profile-operation';
import { parseUser, type User } from '@/domain/user/user';

/**
 * The user's profile changes not yet accepted by the server, in outbox order (refused ones left out). Returns
 * Dexie's own promise (no async wrapper): inside a transaction, extra native hops could let it commit early.
 */
export function pendingProfileOps(db: AppDb, uid: string): Promise<ProfileUpdateOperation[]> {
  const key = profileEntityKey(uid);
  return db.outbox
    .where('[entityKey+seq]')
    .between([key, -Infinity], [key, Infinity])
    .toArray((rows) =>
      readableEntries(rows)
        .filter(isUnsynced)
        .flatMap((entry) => (entry.op.kind === 'profile.update' ? [entry.op] : [])),
    );
}

/** The changed copy read back as the app reads profiles, so a bad change cannot make it unreadable. */
function reparsed(profile: User): User | null {
  const parsed = parseUser(profile.uid, profile);
  return parsed.ok ? parsed.value : null;
}

/** A change made on the device shows at once in its profile copy (called inside the enqueue transaction). */
export async function writeOptimisticProfile(db: AppDb, op: ProfileUpdateOperation): Promise<void> {
  const row = await db.profiles.get(op.uid);
  const check = checkProfileChanges(op.changes);
  if (!row || !check.ok) return;
  const next = reparsed(withProfileChanges(row, check.changes));
  if (next) await db.profiles.put(next);
}

/**
 * The server's profile becomes the device's copy, with the still-unsynced changes on top (call inside a
 * transaction over profiles and outbox). Answers the copy as stored.
 */
export async function adoptServerProfile(db: AppDb, server: User): Promise<User> {
  const pending = await pendingProfileOps(db, server.uid);
  const rebased = reparsed(rebaseProfile(server, pending)) ?? server;
  await db.profiles.put(rebased);
  return rebased;
}
