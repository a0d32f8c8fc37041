import { isOnCrew } from '@/domain/transport/ride-crew';
import { useId } from 'react';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { seesOnlyAssignedRides, type MemberRole } from '@/domain/organisation/member-roles';
import type { Transport } from '@/domain/transport/transport.schema';
import { nextRide } from './next-ride';
import { OpenRideLink } from './next-ride-panel';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';

export const MY_RIDES_EMPTY =
  'Aucune course ne vous est affectée pour l’instant. Elle apparaîtra ici dès que votre régulateur vous en confie une.';

/** The rides assigned to this driver, current and upcoming, in date order (the device holds only those). */
function useMyRides(data: UserData, now: number): Transport[] | undefined {
  const read = async () => {
    const [current, upcoming] = await Promise.all([
      data.queries.listTab(data.viewer, 'en-cours', now),
      data.queries.listTab(data.viewer, 'a-venir', now),
    ]);
    const seen = new Set<string>();
    return [...current, ...upcoming].filter((ride) => {
      if (!isOnCrew(ride, data.viewer.uid) || seen.has(ride.id)) return false;
      seen.add(ride.id);
      return true;
    });
  };
  return useLive(read, [data], undefined, [now]);
}

/**
 * Issue 13: « Mes courses » — what a chauffeur drives. They see nothing else of the company (no request to accept,
 * no colleague's ride): the server sends them only their rides, and this list says so when it is empty. It takes
 * the place of the « prochaine course » panel (which showed the same ride a second time) and keeps its big way
 * into the ride to drive next.
 */
export function MyRidesSection({
  data,
  now,
  section,
}: {
  data: UserData;
  now: number;
  section: ProviderSection;
}) {
  const titleId = useId();
  const rides = useMyRides(data, now);
  const next = rides && nextRide(rides, data.viewer.uid);
  return (
    <section className="ride-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Mes courses</h2>
      <TransportList
        data={data}
        transports={rides}
        section={section}
        label="Mes courses"
        empty={MY_RIDES_EMPTY}
      />
      {next && <OpenRideLink ride={next} section={section} />}
    </section>
  );
}

export const isChauffeur = (role: MemberRole | null) => seesOnlyAssignedRides(role);
