import type { Viewer } from '@/data/ports';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import type { Transport } from '@/domain/transport/transport.schema';
import type { PageAhead } from '@/sync/pull';
import type { CycleDeps } from '@/sync/sync-cycle';

/**
 * Issue 24 item 4: the first page of transports, asked for while the membership check is on its way (at sign-in,
 * the list then waits for one round trip instead of two). It is read as the member role last known (none on a new
 * device) and kept aside — nothing is stored until the membership is confirmed; a failure (a chauffeur's device that
 * does not know its role yet asks wider than the rules allow) only means the pull asks again.
 */
export function readAhead(deps: CycleDeps, asked: Viewer): Promise<AheadPage | null> {
  // A device told its access ended asks the membership alone: nothing is read until it is listed again. Changes
  // waiting to be sent would make the page stale before it is used: not asked for then.
  const { accessEnded, pending, memberRole } = deps.state.getState();
  if (accessEnded || pending > 0) return Promise.resolve(null);
  const viewer: Viewer = { ...asked, memberRole: memberRole ?? null };
  const read = async (): Promise<AheadPage> => {
    const from = await deps.local.checkpoint('transports');
    const page = await deps.remote.pullTransports(viewer, from, deps.options.pageSize);
    return { viewer, from, page };
  };
  return read().catch(() => null);
}

export interface AheadPage extends PageAhead<Transport> {
  viewer: Viewer;
}

/**
 * The page read ahead stands for the pull's first one when it shows what the pull would ask for now: the same scope
 * (a chauffeur's rides, or the organisation's) and nothing sent by this cycle that it could predate.
 */
export function usableAhead(ahead: AheadPage | null, viewer: Viewer, sentThisCycle: number) {
  if (ahead === null || sentThisCycle > 0) return null;
  const sameScope =
    seesOnlyAssignedRides(ahead.viewer.memberRole) === seesOnlyAssignedRides(viewer.memberRole);
  return sameScope ? ahead : null;
}
