import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { Spinner } from '@/ui/spinner';
import { TransportCard } from './transport-card';
import type { ProviderSection } from './sections';
import { usePendingCounts } from './use-provider-data';

interface TransportListProps {
  data: UserData;
  transports: Transport[] | undefined;
  section: ProviderSection;
  label: string;
  empty: string;
  canAccept?: boolean;
}

/** A list of ride cards (already in the domain's order: soonest first), or what an empty list means. */
export function TransportList(props: TransportListProps) {
  const { data, transports, section, label, empty, canAccept = false } = props;
  const pending = usePendingCounts(data);
  if (transports === undefined) return <Spinner />;
  if (transports.length === 0) return <p className="ride-list__empty">{empty}</p>;
  return (
    <ul className="ride-list" aria-label={label}>
      {transports.map((transport) => (
        <TransportCard
          key={transport.id}
          transport={transport}
          section={section}
          canAccept={canAccept}
          pending={(pending[transport.id] ?? 0) > 0}
        />
      ))}
    </ul>
  );
}
