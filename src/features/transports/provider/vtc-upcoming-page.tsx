import { VTC_SECTION } from './sections';
import { TabSection } from './tab-section';
import { VtcPage } from './vtc-page';

/** /dashboard/vtc/transports/a-venir — accepted rides not started yet, soonest first. */
export default function VtcUpcomingPage() {
  return (
    <VtcPage title="Courses à venir">
      {(data, now, counts) => (
        <TabSection
          data={data}
          now={now}
          tab="a-venir"
          count={counts?.['a-venir']}
          title="À venir"
          section={VTC_SECTION}
        />
      )}
    </VtcPage>
  );
}
