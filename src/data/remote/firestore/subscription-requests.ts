import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type ConnectivityPort, type SubscriptionRequestPort } from '@/data/ports';
import {
  parseSubscriptionRequest,
  SUBSCRIPTION_REQUESTS_COLLECTION,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import { assertOnline, toRemoteError } from '@/data/remote/firestore/remote-errors';

function parsed(id: string, raw: unknown): SubscriptionRequest | null {
  const result = parseSubscriptionRequest(id, raw);
  if (!result.ok) console.warn('[firestore] demande d’abonnement illisible', result.error);
  return result.ok ? result.value : null;
}

/**
 * The subscriptionRequests collection for the signed-in user: the rules let them create their own pending request
 * (document id = its transfer reference, times = the commit's) and read only theirs. Sorted on the device: a
 * uid + createdAt query would need a composite index for a handful of documents.
 */
export function createFirestoreSubscriptionRequests(
  db: Firestore,
  connectivity: ConnectivityPort,
): SubscriptionRequestPort {
  const requests = collection(db, SUBSCRIPTION_REQUESTS_COLLECTION);
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      assertOnline(connectivity);
      return await work();
    } catch (error) {
      throw toRemoteError(error);
    }
  };
  return {
    create: (request) =>
      run(async () => {
        const ref = doc(requests, request.transferReference);
        await setDoc(ref, {
          ...request,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        const stored = parsed(ref.id, (await getDoc(ref)).data());
        if (!stored) throw new RemoteError('internal', 'Demande illisible après écriture.');
        return stored;
      }),
    listMine: (uid) =>
      run(async () => {
        const snapshot = await getDocs(query(requests, where('uid', '==', uid)));
        return snapshot.docs
          .map((document) => parsed(document.id, document.data()))
          .filter((request) => request !== null)
          .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
      }),
  };
}
