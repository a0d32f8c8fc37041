import { useMemo, useState } from 'react';
import { SUBSCRIBING_TYPES } from '@/domain/admin/subscription-accounts';
import { formatEuros } from '@/domain/pricing/money';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { PLAN_LABELS } from '@/domain/subscription/plan-labels';
import { formatDateTime } from '@/domain/shared/timestamp';
import {
  filterOrganisationRows,
  organisationRevenue,
  organisationSubscriptionRows,
} from '@/domain/subscription/organisation-revenue';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@/domain/subscription/subscription-status';
import type { User } from '@/domain/user/user';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';

const memberCount = (count: number) => (count === 1 ? '1 compte' : `${count} comptes`);

const date = (millis: number | null) =>
  millis === null ? '—' : formatDateTime(millis).slice(0, 10);

/** Spec §3 subscription view, one row per organisation (its members share it), with §9 revenue from the domain. */
export function SubscriptionsSection({ accounts }: { accounts: User[] }) {
  const [type, setType] = useState<'' | (typeof SUBSCRIBING_TYPES)[number]>('');
  const [status, setStatus] = useState<'' | SubscriptionStatus>('');
  const [search, setSearch] = useState('');
  const rows = useMemo(() => organisationSubscriptionRows(accounts), [accounts]);
  const views = useMemo(
    () => filterOrganisationRows(rows, { type, status, search }),
    [rows, type, status, search],
  );
  const revenue = organisationRevenue(rows);
  return (
    <section className="card admin-section" aria-labelledby="admin-subscriptions">
      <h2 id="admin-subscriptions">Abonnements</h2>
      <dl className="admin-figures" aria-label="Revenus">
        <div>
          <dt>Revenu mensuel</dt>
          <dd>{formatEuros(revenue.monthly)}</dd>
        </div>
        <div>
          <dt>Revenu annuel</dt>
          <dd>{formatEuros(revenue.annual)}</dd>
        </div>
        <div>
          <dt>Moyenne par abonnement actif</dt>
          <dd>{formatEuros(revenue.averagePerSubscription)}</dd>
        </div>
        <div>
          <dt>Abonnements actifs</dt>
          <dd>{revenue.activeCount}</dd>
        </div>
      </dl>
      <div className="admin-filters">
        <SelectField
          label="Type de compte"
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
          options={[
            { value: '', label: 'Tous' },
            ...SUBSCRIBING_TYPES.map((t) => ({ value: t, label: ROLE_LABELS[t] })),
          ]}
        />
        <SelectField
          label="Statut"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
          options={[
            { value: '', label: 'Tous' },
            ...SUBSCRIPTION_STATUSES.map((s) => ({
              value: s,
              label: SUBSCRIPTION_STATUS_LABELS[s],
            })),
          ]}
        />
        <TextField
          label="Rechercher (organisation, nom ou e-mail)"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {views.length === 0 ? (
        <p>Aucun abonnement ne correspond.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Abonnements des organisations</caption>
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col">Type</th>
                <th scope="col">Formule</th>
                <th scope="col">Statut</th>
                <th scope="col">Mensuel</th>
                <th scope="col">Fin</th>
                <th scope="col">Prochaine échéance</th>
              </tr>
            </thead>
            <tbody>
              {views.map((view) => (
                <tr key={view.id}>
                  <th scope="row">
                    {view.name}
                    <br />
                    <small>
                      {memberCount(view.memberCount)} · {view.holder.email}
                    </small>
                  </th>
                  <td>{ROLE_LABELS[view.userType]}</td>
                  <td>{view.plan ? PLAN_LABELS[view.plan] : '—'}</td>
                  <td>{SUBSCRIPTION_STATUS_LABELS[view.status]}</td>
                  <td>{formatEuros(view.monthlyRevenue)}</td>
                  <td>{date(view.endDate)}</td>
                  <td>{date(view.nextBilling)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
