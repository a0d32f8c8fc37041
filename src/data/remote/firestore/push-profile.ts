import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type PushOutcome, type Viewer } from '@/data/ports';
import { remoteErrorMessage, toRemoteError } from './remote-errors';
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
 * The rules let every signed-in user read their own profile: a refusal of that read means the SDK sent it while
 * the session's token was changing (seen right after a re-authentication, « Se déconnecter des autres
 * appareils », under load). Not a verdict on the change: retried once the token is settled.
 */
function unsettledSession(error: unknown): never {
  const remote = toRemoteError(error);
  if (remote.code !== 'permission-denied') throw remote;
  throw new RemoteError('unauthenticated', remoteErrorMessage('unauthenticated'));
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
    const snapshot = await tx.get(ref).catch(unsettledSession);
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
