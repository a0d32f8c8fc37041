import { useCallback } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { AwardChange } from '@/domain/award/award-log';
import { rideReachesAt } from '@/domain/award/award-permission';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { isProviderRole } from '@/domain/transport/visibility';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { useServices } from '@/services/services-context';
import { useOrganisationCard } from '@/services/session/use-access';

// One offer / opening per ride and session is enough: the server keeps the first anyway.
const recorded = new Set<string>();

/** The company's base (null: unknown or still loading). */
export function useCompanyBase(): Coordinates | null {
  const card = useOrganisationCard(true);
  return card === 'loading' || card === null ? null : card.base;
}

/**
 * Issue 23: records the company's answer to a request in the award log — online and best effort (a failure is
 * dropped: offline, the next view records it; the rules refuse what the zone does not reach yet).
 */
export function useRecordAward(data: UserData) {
  const { award } = useServices();
  const base = useCompanyBase();
  const { viewer } = data;
  return useCallback(
    async (ride: Transport, change: AwardChange): Promise<boolean> => {
      if (!award || !isProviderRole(viewer.role) || seesOnlyAssignedRides(viewer.memberRole))
        return false;
      if (ride.requester_org_id === null) return false;
      const key = `${viewer.orgId}:${ride.id}:${change.kind}`;
      if (change.kind !== 'refused' && recorded.has(key)) return true;
      recorded.add(key);
      try {
        await award.recordAward(
          {
            rideId: ride.id,
            requesterOrgId: ride.requester_org_id,
            offeredAt: rideReachesAt(ride, base),
            change,
          },
          viewer,
        );
        return true;
      } catch {
        recorded.delete(key);
        return false;
      }
    },
    [award, base, viewer],
  );
}
