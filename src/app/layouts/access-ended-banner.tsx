import { useSyncExternalStore } from 'react';
import { useServices } from '@/services/services-context';

const noSubscription = () => () => undefined;
const nothing = () => null;

/**
 * Issue 13: says, in French, why a removed member's lists emptied (the sync engine dropped the organisation's
 * data). An alert once, then it stays at the top of every dashboard page until the membership comes back.
 */
export function AccessEndedBanner() {
  const source = useServices().sync;
  const message = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    source ? () => source.getState().accessEnded ?? null : nothing,
  );
  if (!message) return null;
  return (
    <div role="alert" className="access-ended">
      <strong>Accès à l’organisation retiré.</strong> {message}
    </div>
  );
}
