import { VtcPage, type VtcList } from './vtc-page';

const LISTS: readonly VtcList[] = [
  { tab: 'en-cours', title: 'Mes courses en cours' },
  { tab: 'en-attente', title: 'Courses disponibles', canAccept: true },
];

/** /dashboard/vtc/transports — the rides underway first (the job at hand), then the ones free to take. */
export default function VtcRidesPage() {
  return <VtcPage title="Courses" lists={LISTS} />;
}
