import type { Ref } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { Spinner } from '@/ui/spinner';
import { TransportCard } from './transport-card';
import type { ProviderSection } from './sections';
import { usePendingCounts } from '@/features/transports/shared/use-pending-counts';
import { useStoredFirstScreen } from '@/services/first-screen/use-stored-first-screen';

interface TransportListProps {
  data: UserData;
  transports: Transport[] | undefined;
  section: ProviderSection;
  label: string;
  empty: string;
  canAccept?: boolean;
  /** The <ul>, for moving focus to the first ride of a newly shown page. */
  listRef?: Ref<HTMLUListElement>;
  /** Distance of each ride from the organisation's base, by ride id (the « en attente » tab). */
  distances?: ReadonlyMap<string, number | null>;
  /** The rides' pickups could not be located: each card says so (issue 22). */
  unlocated?: boolean;
}

/** A list of ride cards (already in the tab's order), or what an empty list means. */
export function TransportList(props: TransportListProps) {
  const { data, transports, section, label, empty, canAccept = false, listRef, distances } = props;
  const { unlocated = false } = props;
  const pending = usePendingCounts(data);
  // The list is the page's answer: the copy drawn at start gives way to it, and it is copied for the next start.
  useStoredFirstScreen(transports);
  if (transports === undefined) return <Spinner />;
  if (transports.length === 0) return <p className="ride-list__empty">{empty}</p>;
  return (
    <ul ref={listRef} className="ride-list" aria-label={label}>
      {transports.map((transport) => (
        <TransportCard
          key={transport.id}
          transport={transport}
          section={section}
          canAccept={canAccept}
          pending={(pending[transport.id] ?? 0) > 0}
          distanceKm={distances?.get(transport.id)}
          unlocated={unlocated}
        />
      ))}
    </ul>
  );
}
