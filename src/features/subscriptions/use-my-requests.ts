import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionRequest } from '@/domain/subscription/subscription-request';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';

export interface MyRequests {
  /** Null while loading. */
  requests: SubscriptionRequest[] | null;
  /** French, when the list could not be read (offline, server refusal). */
  error: string | null;
  reload(): void;
}

/** The signed-in user's subscription requests, newest first; spec §8: a failed list reads as empty, said so. */
export function useMyRequests(): MyRequests {
  const { subscriptionRequests } = useServices();
  const { user } = useAuth();
  const [requests, setRequests] = useState<SubscriptionRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!subscriptionRequests || !uid) {
      setRequests([]);
      return;
    }
    let live = true;
    subscriptionRequests.listMine(uid).then(
      (list) => {
        if (!live) return;
        setRequests(list);
        setError(null);
      },
      (failure: unknown) => {
        if (!live) return;
        setRequests([]);
        setError(
          `Vos demandes n’ont pas pu être lues : ${failure instanceof Error ? failure.message : 'erreur inconnue'}`,
        );
      },
    );
    return () => {
      live = false;
    };
  }, [subscriptionRequests, uid, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { requests, error, reload };
}
