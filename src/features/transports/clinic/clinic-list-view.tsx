import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { CLINIC_LIST_LABELS, type ClinicList } from '@/data/local/transport-queries';
import { Spinner } from '@/ui/spinner';
import { useNow } from '@/features/transports/shared/use-now';
import { ClinicListNav } from './clinic-list-nav';
import { TransportList } from './transport-list';
import { useClinicList, usePendingCounts } from './use-clinic-lists';

const EMPTY_MESSAGES: Record<ClinicList, string> = {
  toutes: 'Aucune demande de transport pour le moment.',
  'en-attente': 'Aucune demande en attente d’un transporteur.',
  'en-cours': 'Aucun transport en cours.',
  terminees: 'Aucun transport terminé, annulé ou expiré.',
};

/** One clinic list with its navigation and counts, all following the device store live. */
export function ClinicListView({ data, list }: { data: UserData; list: ClinicList }) {
  const transports = useClinicList(data, list);
  const counts = useLive(() => data.queries.countClinicLists(data.viewer), [data], undefined);
  const pending = usePendingCounts(data);
  const now = useNow(data.clock);
  return (
    <>
      <ClinicListNav current={list} counts={counts} />
      {transports === undefined ? (
        <Spinner />
      ) : (
        <TransportList
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
      )}
    </>
  );
}
