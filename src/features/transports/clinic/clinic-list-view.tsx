import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { CLINIC_LIST_LABELS, type ClinicList } from '@/data/local/transport-queries';
import { Spinner } from '@/ui/spinner';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import { knownTotal, TRANSPORTS_NOUN } from '@/features/transports/shared/list-page';
import { useNow } from '@/features/transports/shared/use-now';
import { ClinicListNav } from './clinic-list-nav';
import { TransportList } from './transport-list';
import { usePendingCounts } from '@/features/transports/shared/use-pending-counts';
import { useClinicList } from './use-clinic-lists';

const EMPTY_MESSAGES: Record<ClinicList, string> = {
  toutes: 'Aucune demande de transport pour le moment.',
  'en-attente': 'Aucune demande en attente d’un transporteur.',
  'en-cours': 'Aucun transport en cours.',
  terminees: 'Aucun transport terminé, annulé ou expiré.',
};

/** One clinic list with its navigation and counts, all following the device store live. */
export function ClinicListView({ data, list }: { data: UserData; list: ClinicList }) {
  const counts = useLive(() => data.queries.countClinicLists(data.viewer), [data], undefined);
  return (
    <>
      <ClinicListNav current={list} counts={counts} />
      {/* Keyed by list: another list starts over at its first page (the navigation keeps its focus). */}
      <ClinicRequests key={list} data={data} list={list} count={counts?.[list]} />
    </>
  );
}

/** The list's first pages, newest first, and the way to the next one. */
function ClinicRequests(props: { data: UserData; list: ClinicList; count: number | undefined }) {
  const { data, list, count } = props;
  const { limit, showMore, listRef } = useListLimit();
  const transports = useClinicList(data, list, limit);
  const pending = usePendingCounts(data);
  const now = useNow(data.clock);
  if (transports === undefined) return <Spinner />;
  return (
    <>
      <TransportList
        listRef={listRef}
        transports={transports}
        pending={pending}
        now={now}
        label={`Demandes : ${CLINIC_LIST_LABELS[list].toLowerCase()}`}
        empty={
          <p>
            {EMPTY_MESSAGES[list]} <Link to={PATHS.cliniqueNewTransport}>Nouvelle demande</Link>
          </p>
        }
      />
      <ListMore
        shown={transports.length}
        total={knownTotal(count, transports.length, limit)}
        noun={TRANSPORTS_NOUN}
        listRef={listRef}
        onMore={showMore}
      />
    </>
  );
}
