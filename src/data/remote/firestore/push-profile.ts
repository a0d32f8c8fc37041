import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { PushOutcome, Viewer } from '@/data/ports';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { decideProfileUpdate } from '@/domain/user/profile-operation';
import { parseUser, USERS_COLLECTION, type User } from '@/domain/user/user';

function readable(uid: string, data: DocumentData | null): User | null {
  if (data === null) return null;
  const parsed = parseUser(uid, data);
  if (!parsed.ok) console.warn('[firestore] profil illisible', parsed.error);
  return parsed.ok ? parsed.value : null;
}

/**
 * One profile change in one transaction: the domain decides (decideProfileUpdate), this reads and writes the users
 * document; the production rules refuse the same locked fields (validSelfUpdate) whatever a client sends.
 * updatedAt is the commit's time. Another user's profile is refused without being read (the rules forbid it).
 */
export async function pushProfileUpdate(
  db: Firestore,
  op: ProfileUpdateOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  if (op.uid !== viewer.uid) {
    const decision = decideProfileUpdate(null, op, viewer.uid, Date.now());
    if (decision.outcome === 'refused') {
      return { status: 'refused', refusal: decision.refusal, document: null, profile: null };
    }
  }
  const ref = doc(db, USERS_COLLECTION, op.uid);
  const decision = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.exists() ? snapshot.data() : null;
    // The server time is only known at commit: updatedAt goes as serverTimestamp(), the rest as decided; the
    // rules bound a sign-out mark by request.time themselves (revocationMoves), so no device clock judges it here.
    const decided = decideProfileUpdate(current, op, viewer.uid, Number.MAX_SAFE_INTEGER);
    if (decided.outcome === 'applied') {
      tx.update(ref, { ...decided.written, updatedAt: serverTimestamp() });
    }
    return decided;
  });
  if (decision.outcome === 'refused') {
    return {
      status: 'refused',
      refusal: decision.refusal,
      document: null,
      profile: readable(op.uid, decision.profile),
    };
  }
  const stored = await getDocFromServer(ref)
    .then((snapshot) => (snapshot.exists() ? snapshot.data() : null))
    .catch(() => decision.profile);
  return { status: decision.outcome, document: null, profile: readable(op.uid, stored) };
}
