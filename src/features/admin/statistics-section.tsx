import { lazy, Suspense, useMemo, useState } from 'react';
import { adminStatistics } from '@/domain/admin/admin-statistics';
import { parisDayEnd, parisDayStart } from '@/domain/shared/paris-local-time';
import { formatDateTime } from '@/domain/shared/timestamp';
import {
  STATUS_GROUPS,
  STATUS_GROUP_LABELS,
  TRANSPORT_STATUS_LABELS,
} from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { TextField } from '@/ui/text-field';
import { Spinner } from '@/ui/spinner';

const TransportsChart = lazy(() => import('./transports-chart'));

/** A date typed by an admin in France means a Paris calendar day, whatever the machine's time zone. */
const dayStart = (value: string) => (value ? parisDayStart(value) : null);
const dayEnd = (value: string) => (value ? parisDayEnd(value) : null);

/** Statistics over all transports, filtered by provider and creation dates, with the 30-day chart. */
export function StatisticsSection({ transports, now }: { transports: Transport[]; now: number }) {
  const [provider, setProvider] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const stats = useMemo(
    () =>
      adminStatistics(
        transports,
        { providerOrgId: provider.trim() || null, from: dayStart(from), to: dayEnd(to) },
        now,
      ),
    [transports, provider, from, to, now],
  );
  return (
    <section className="card admin-section" aria-labelledby="admin-statistics">
      <h2 id="admin-statistics">Statistiques des transports</h2>
      <div className="admin-filters">
        <TextField
          label="Transporteur (organisation)"
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
        />
        <TextField
          label="Créés depuis le"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="Créés jusqu’au"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <dl className="admin-figures" aria-label="Transports par groupe">
        <div>
          <dt>Total</dt>
          <dd>{stats.total}</dd>
        </div>
        {STATUS_GROUPS.map((group) => (
          <div key={group}>
            <dt>{STATUS_GROUP_LABELS[group]}</dt>
            <dd>{stats.byGroup[group]}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
        <TransportsChart days={stats.perDay} />
      </Suspense>
      <div className="admin-columns">
        <div>
          <h3>Par transporteur</h3>
          {stats.byProvider.length === 0 ? (
            <p>Aucun transport pris en charge.</p>
          ) : (
            <ul>
              {stats.byProvider.map((p) => (
                <li key={p.providerOrgId}>
                  {p.name ?? 'Nom non communiqué'} <small>({p.providerOrgId})</small> : {p.count}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3>Les 10 plus récents</h3>
          {stats.recent.length === 0 ? (
            <p>Aucun transport.</p>
          ) : (
            <ol>
              {stats.recent.map((t) => (
                <li key={t.id}>
                  {t.transport_id} — {formatDateTime(t.created_at)} —{' '}
                  {TRANSPORT_STATUS_LABELS[t.etat]}
                  {t.source === 'admin_test' ? ' (test)' : ''}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
