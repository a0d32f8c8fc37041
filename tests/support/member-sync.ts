import type { MemberRole } from '@/domain/organisation/member-roles';
import { INITIAL_SYNC_STATE } from '@/sync/sync-state';

/** A sync service whose last check told the server's word on this user's role in their organisation. */
export function memberSync(memberRole: MemberRole) {
  const state = { ...INITIAL_SYNC_STATE, memberRole };
  return {
    subscribe: () => () => undefined,
    getState: () => state,
    syncNow: async () => undefined,
  };
}
