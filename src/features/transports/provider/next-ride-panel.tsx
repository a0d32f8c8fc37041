import { Link } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { nextRide } from './next-ride';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';
import { useTabList } from './use-provider-data';

/** The one ride the driver most likely needs now, with a big way in. */
export function NextRidePanel({
  data,
  now,
  section,
}: {
  data: UserData;
  now: number;
  section: ProviderSection;
}) {
  const inProgress = useTabList(data, 'en-cours', now);
  const ride = inProgress && nextRide(inProgress, data.viewer.uid);
  return (
    <section className="next-ride" aria-labelledby="next-ride-title">
      <h2 id="next-ride-title">{section.nextRideTitle}</h2>
      <TransportList
        data={data}
        transports={inProgress && (ride ? [ride] : [])}
        section={section}
        label={section.nextRideTitle}
        empty={section.noNextRide}
      />
      {ride && <OpenRideLink ride={ride} section={section} />}
    </section>
  );
}

/** The big way into the ride to drive next (phone-first: the whole width, a large target). */
export function OpenRideLink({ ride, section }: { ride: Transport; section: ProviderSection }) {
  return (
    <Link
      to={section.detailPath(ride.id)}
      className="button button--primary button--large button--block"
    >
      {section.openRide}
    </Link>
  );
}
