import { useMemo } from 'react';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ADMIN_UNAVAILABLE } from './admin-dashboard-page';
import {
  CleanupPanel,
  ConnectionPanel,
  CountersPanel,
  CountsPanel,
  MigrationPanel,
} from './maintenance-panels';
import { OrganisationSubscriptionsPanel } from './organisation-subscriptions-panel';
import { TestDataPanel } from './test-data-panel';
import { useAdmin, useAdminRead } from './use-admin';
import './admin.css';

/**
 * /dashboard/admin/firebase: test data, counts, cleanup, migrations (multi-role copies, organisations'
 * subscriptions), counters and the connection test.
 */
export default function DataToolsPage() {
  const loaded = useAdmin();
  const admin = loaded === 'loading' ? null : loaded;
  const counts = useAdminRead(useMemo(() => (admin ? () => admin.counts() : null), [admin]));
  if (loaded === 'loading') return <Spinner label="Chargement de l’administration…" />;
  if (!admin) {
    return (
      <div className="admin-page">
        <PageTitle>Outils de données</PageTitle>
        <Alert tone="warning">{ADMIN_UNAVAILABLE}</Alert>
      </div>
    );
  }
  return (
    <div className="admin-page">
      <PageTitle>Outils de données</PageTitle>
      <div className="admin-tools">
        <TestDataPanel admin={admin} onChanged={counts.reload} />
        <CountsPanel counts={counts} />
        <CleanupPanel admin={admin} onChanged={counts.reload} />
        <MigrationPanel admin={admin} />
        <OrganisationSubscriptionsPanel admin={admin} />
        <CountersPanel admin={admin} />
        <ConnectionPanel admin={admin} />
      </div>
    </div>
  );
}
