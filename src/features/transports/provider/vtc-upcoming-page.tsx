import { VtcPage, type VtcList } from './vtc-page';

const LISTS: readonly VtcList[] = [{ tab: 'a-venir', title: 'À venir' }];

/** /dashboard/vtc/transports/a-venir — accepted rides not started yet, soonest first. */
export default function VtcUpcomingPage() {
  return <VtcPage title="Courses à venir" lists={LISTS} />;
}
