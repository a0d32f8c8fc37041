import { useId } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import { knownTotal } from '@/features/transports/shared/list-page';
import { NearbySection } from './nearby-section';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';
import { usePatchedTabList } from './use-patched-tab-list';

interface TabSectionProps {
  data: UserData;
  now: number;
  tab: ProviderTab;
  title: string;
  section: ProviderSection;
  /** The tab's size from the tab counts (undefined until they answer). */
  count: number | undefined;
  canAccept?: boolean;
}

/**
 * One titled list holding one provider tab, e.g. « Courses disponibles (3) », a page at a time. Key it by tab
 * where the tab changes in place, so that another tab starts over at its first page.
 */
export function TabSection(props: TabSectionProps) {
  // Open requests are arranged around the organisation's base instead of paged by date.
  if (props.tab === 'en-attente')
    return <NearbySection {...props} tab={props.tab} canAccept={props.canAccept ?? false} />;
  return <PagedTabSection {...props} />;
}

function PagedTabSection(props: TabSectionProps) {
  const { data, now, tab, title, section, count, canAccept } = props;
  const titleId = useId();
  const { limit, showMore, listRef } = useListLimit();
  const transports = usePatchedTabList(data, tab, now, limit);
  const total = transports && knownTotal(count, transports.length, limit);
  return (
    <section className="ride-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title}
        {total !== undefined && ` (${total})`}
      </h2>
      <TransportList
        data={data}
        transports={transports}
        section={section}
        label={title}
        empty={section.empty[tab]}
        canAccept={canAccept ?? false}
        listRef={listRef}
      />
      {transports && (
        <ListMore
          shown={transports.length}
          total={total}
          noun={section.noun}
          listRef={listRef}
          onMore={showMore}
        />
      )}
    </section>
  );
}
