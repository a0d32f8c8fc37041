import { useCallback, useMemo } from 'react';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { showsStatistics } from '@/domain/user/dashboard-preferences';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { AuditSection } from './audit-section';
import { ContactSection } from './contact-section';
import { ResultView } from './admin-widgets';
import { RequestsSection } from './requests-section';
import { StatisticsSection } from './statistics-section';
import { SubscriptionsSection } from './subscriptions-section';
import { useAdmin, useAdminRead } from './use-admin';
import './admin.css';

export const ADMIN_UNAVAILABLE = 'L’administration n’est pas disponible dans ce mode.';

/** /dashboard/admin: subscriptions and revenue, pending requests, statistics, contact messages and the audit trail. */
export default function AdminDashboardPage() {
  const loaded = useAdmin();
  const admin = loaded === 'loading' ? null : loaded;
  const { clock } = useServices();
  // « Afficher les statistiques » off: the whole-collection read behind them is not made either.
  const withStats = showsStatistics(useAuth().profile?.preferences);
  const accounts = useAdminRead(
    useMemo(() => (admin ? () => admin.listSubscriptionUsers() : null), [admin]),
  );
  const requests = useAdminRead(
    useMemo(() => (admin ? () => admin.listRequests() : null), [admin]),
  );
  const transports = useAdminRead(
    useMemo(() => (admin && withStats ? () => admin.readTransports() : null), [admin, withStats]),
  );
  const audit = useAdminRead(useMemo(() => (admin ? () => admin.listAudit() : null), [admin]));
  const contact = useAdminRead(
    useMemo(() => (admin ? () => admin.listContactMessages() : null), [admin]),
  );
  const { reload: reloadAccounts } = accounts;
  const { reload: reloadRequests } = requests;
  const { reload: reloadAudit } = audit;
  const afterProcessing = useCallback(() => {
    reloadAccounts();
    reloadRequests();
    reloadAudit();
  }, [reloadAccounts, reloadRequests, reloadAudit]);
  if (loaded === 'loading') return <Spinner label="Chargement de l’administration…" />;
  if (!admin) {
    return (
      <div className="admin-page">
        <PageTitle>Administration</PageTitle>
        <Alert tone="warning">{ADMIN_UNAVAILABLE}</Alert>
      </div>
    );
  }
  return (
    <div className="admin-page">
      <PageTitle>Administration</PageTitle>
      <ResultView result={requests.result}>
        {(list) => <RequestsSection requests={list} admin={admin} onDone={afterProcessing} />}
      </ResultView>
      <ResultView result={accounts.result}>
        {(list) => <SubscriptionsSection accounts={list} />}
      </ResultView>
      {withStats && (
        <ResultView result={transports.result}>
          {(list) => <StatisticsSection transports={list} now={clock.now()} />}
        </ResultView>
      )}
      <ResultView result={contact.result}>
        {(messages) => <ContactSection messages={messages} />}
      </ResultView>
      <ResultView result={audit.result}>
        {(entries) => <AuditSection entries={entries} />}
      </ResultView>
    </div>
  );
}
