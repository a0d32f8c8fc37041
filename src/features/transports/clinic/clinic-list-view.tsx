import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { CLINIC_LIST_LABELS, type ClinicList } from '@/data/local/transport-queries';
import { isFiltering, matchesRide, type RideFilter } from '@/domain/transport/ride-search';
import { Spinner } from '@/ui/spinner';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import { knownTotal, TRANSPORTS_NOUN } from '@/features/transports/shared/list-page';
import { useNow } from '@/features/transports/shared/use-now';
import { ClinicListNav } from './clinic-list-nav';
import { RideFilterForm, useRideFilter } from './ride-filter-form';
import { TransportList } from './transport-list';
import { usePendingCounts } from '@/features/transports/shared/use-pending-counts';
import { useClinicList } from './use-clinic-lists';

const EMPTY_MESSAGES: Record<ClinicList, string> = {
  toutes: 'Aucune demande de transport pour le moment.',
  'en-attente': 'Aucune demande en attente d’un transporteur.',
  'en-cours': 'Aucun transport en cours.',
  terminees: 'Aucun transport terminé, annulé ou expiré.',
};

/** One clinic list with its navigation, counts and search, all following the device store live. */
export function ClinicListView({ data, list }: { data: UserData; list: ClinicList }) {
  const counts = useLive(() => data.queries.countClinicLists(data.viewer), [data], undefined);
  const [filter, setFilter] = useRideFilter();
  return (
    <>
      <ClinicListNav current={list} counts={counts} />
      <RideFilterForm filter={filter} onChange={setFilter} />
      {/* Keyed by list: another list starts over at its first page (the navigation keeps its focus). */}
      <ClinicRequests key={list} data={data} list={list} count={counts?.[list]} filter={filter} />
    </>
  );
}

interface ClinicRequestsProps {
  data: UserData;
  list: ClinicList;
  count: number | undefined;
  filter: RideFilter;
}

/**
 * The list's first pages, newest first, and the way to the next one. While searching, the whole list is read
 * from the device and filtered here (the device store has no text index), then shown page by page as well.
 */
function ClinicRequests({ data, list, count, filter }: ClinicRequestsProps) {
  const { limit, showMore, listRef } = useListLimit();
  const filtering = isFiltering(filter);
  const rows = useClinicList(data, list, filtering ? undefined : limit);
  const pending = usePendingCounts(data);
  const now = useNow(data.clock);
  if (rows === undefined) return <Spinner />;
  const found = filtering ? rows.filter((ride) => matchesRide(ride, filter)) : rows;
  const transports = filtering ? found.slice(0, limit) : rows;
  return (
    <>
      {filtering && found.length > 0 && (
        <p role="status" className="ride-filter__count">
          {found.length === 1 ? '1 demande trouvée' : `${found.length} demandes trouvées`}
        </p>
      )}
      <TransportList
        listRef={listRef}
        transports={transports}
        pending={pending}
        now={now}
        label={`Demandes : ${CLINIC_LIST_LABELS[list].toLowerCase()}`}
        empty={
          filtering ? (
            <p role="status">Aucune demande ne correspond à cette recherche.</p>
          ) : (
            <p>
              {EMPTY_MESSAGES[list]} <Link to={PATHS.cliniqueNewTransport}>Nouvelle demande</Link>
            </p>
          )
        }
      />
      <ListMore
        shown={transports.length}
        total={filtering ? found.length : knownTotal(count, transports.length, limit)}
        noun={TRANSPORTS_NOUN}
        listRef={listRef}
        onMore={showMore}
      />
    </>
  );
}
