import { VTC_SECTION } from './sections';
import { TabSection } from './tab-section';
import { VtcPage } from './vtc-page';

/** /dashboard/vtc/transports — the rides underway first (the job at hand), then the ones free to take. */
export default function VtcRidesPage() {
  return (
    <VtcPage title="Courses">
      {(data, now, counts) => (
        <>
          <TabSection
            data={data}
            now={now}
            tab="en-cours"
            count={counts?.['en-cours']}
            title="Mes courses en cours"
            section={VTC_SECTION}
          />
          <TabSection
            data={data}
            now={now}
            tab="en-attente"
            count={counts?.['en-attente']}
            title="Courses disponibles"
            section={VTC_SECTION}
            canAccept
          />
        </>
      )}
    </VtcPage>
  );
}
