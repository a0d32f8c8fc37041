import type { Clock } from '@/domain/shared/clock';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { decideProfileUpdate } from '@/domain/user/profile-operation';
import { parseUser, type User } from '@/domain/user/user';
import type { PushOutcome, Viewer } from '@/data/ports';
import type { ServerDb } from '@/data/demo-server/server-db';

function readable(uid: string, data: Record<string, unknown> | null): User | null {
  if (data === null) return null;
  const parsed = parseUser(uid, data);
  return parsed.ok ? parsed.value : null;
}

/**
 * One profile change in one server transaction, as the Firestore adapter does it: the domain decides
 * (decideProfileUpdate: own profile only, locked fields refused, field-level merge, replay recognised), this
 * only reads and writes the users document.
 */
export async function pushProfileUpdate(
  db: ServerDb,
  clock: Clock,
  op: ProfileUpdateOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  return db.transaction('rw', db.users, async () => {
    const row = await db.users.get(op.uid);
    const current = (row?.data as Record<string, unknown> | undefined) ?? null;
    const decision = decideProfileUpdate(current, op, viewer.uid, clock.now());
    // Another user's profile is not theirs to read either.
    const visible = (data: Record<string, unknown> | null) =>
      op.uid === viewer.uid ? readable(op.uid, data) : null;
    if (decision.outcome === 'refused') {
      return {
        status: 'refused',
        refusal: decision.refusal,
        document: null,
        profile: visible(decision.profile),
      };
    }
    if (decision.outcome === 'applied') {
      await db.users.put({ id: op.uid, data: decision.profile });
    }
    return { status: decision.outcome, document: null, profile: visible(decision.profile) };
  });
}
