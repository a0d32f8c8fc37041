import type { PushOutcome, Viewer } from '@/data/ports';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { decideProfileUpdate } from '@/domain/user/profile-operation';
import { parseUser, type User } from '@/domain/user/user';

/** The users documents of the in-memory server: the domain decides (decideProfileUpdate), this stores. */
export class MemoryProfiles {
  private readonly docs = new Map<string, Record<string, unknown>>();

  seed(uid: string, data: Record<string, unknown>): void {
    this.docs.set(uid, structuredClone(data));
  }

  /** The stored profile as the app reads it, or null. */
  read(uid: string): User | null {
    const data = this.docs.get(uid);
    if (data === undefined) return null;
    const parsed = parseUser(uid, data);
    return parsed.ok ? parsed.value : null;
  }

  update(op: ProfileUpdateOperation, viewer: Viewer, serverTime: number): PushOutcome {
    const decision = decideProfileUpdate(this.docs.get(op.uid) ?? null, op, viewer.uid, serverTime);
    const profile = op.uid === viewer.uid ? this.read(op.uid) : null;
    if (decision.outcome === 'refused') {
      return { status: 'refused', refusal: decision.refusal, document: null, profile };
    }
    if (decision.outcome === 'applied') this.docs.set(op.uid, structuredClone(decision.profile));
    return { status: decision.outcome, document: null, profile: this.read(op.uid) };
  }
}
