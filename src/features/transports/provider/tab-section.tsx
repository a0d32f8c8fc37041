import { useId } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';
import { useTabList } from './use-provider-data';

interface TabSectionProps {
  data: UserData;
  now: number;
  tab: ProviderTab;
  title: string;
  section: ProviderSection;
  canAccept?: boolean;
}

/** One titled list holding one provider tab, e.g. « Courses disponibles (3) ». */
export function TabSection({ data, now, tab, title, section, canAccept }: TabSectionProps) {
  const titleId = useId();
  const transports = useTabList(data, tab, now);
  return (
    <section className="ride-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title}
        {transports && ` (${transports.length})`}
      </h2>
      <TransportList
        data={data}
        transports={transports}
        section={section}
        label={title}
        empty={section.empty[tab]}
        canAccept={canAccept ?? false}
      />
    </section>
  );
}
