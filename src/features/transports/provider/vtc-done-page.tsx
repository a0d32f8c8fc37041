import { VTC_SECTION } from './sections';
import { TabSection } from './tab-section';
import { VtcPage } from './vtc-page';

/** /dashboard/vtc/transports/terminees — finished rides (completed, cancelled, expired) involving my company. */
export default function VtcDonePage() {
  return (
    <VtcPage title="Courses terminées">
      {(data, now, counts) => (
        <TabSection
          data={data}
          now={now}
          tab="termines"
          count={counts?.termines}
          title="Terminées"
          section={VTC_SECTION}
        />
      )}
    </VtcPage>
  );
}
