import { VtcPage, type VtcList } from './vtc-page';

const LISTS: readonly VtcList[] = [{ tab: 'termines', title: 'Terminées' }];

/** /dashboard/vtc/transports/terminees — finished rides (completed, cancelled, expired) involving my company. */
export default function VtcDonePage() {
  return <VtcPage title="Courses terminées" lists={LISTS} />;
}
