import { useSyncExternalStore } from 'react';
import type { MemberRole } from '@/domain/organisation/member-roles';
import { useServices } from '@/services/services-context';

const noSubscription = () => () => undefined;
const nobody = () => null;

/**
 * The user's role in their organisation as the last sync heard it from the server (null: not known yet). The sync
 * state is kept on the device, so the role is known offline after the first sync.
 */
export function useMemberRole(): MemberRole | null {
  const source = useServices().sync;
  return useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    source ? () => source.getState().memberRole ?? null : nobody,
  );
}
