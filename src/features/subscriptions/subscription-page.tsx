import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { tarificationKindFor } from '@/domain/pricing/subscription-price';
import { SUBSCRIPTION_STATUS_LABELS } from '@/domain/subscription/subscription-status';
import { PLAN_LABELS } from '@/domain/subscription/plan-labels';
import { trialDaysLeft } from '@/domain/subscription/trial';
import { TrialPanel } from './trial-panel';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { formatDay } from '@/ui/format-money-date';
import { PlanRequestForm } from './plan-request-form';
import { RequestStatusItem } from './request-status';
import { useMyRequests } from './use-my-requests';
import '@/ui/styles/account.css';

/** /dashboard/abonnement: where one stands, the free trial, and a request for a plan (spec §4, §9). */
export default function SubscriptionPage() {
  const { profile } = useAuth();
  const { clock } = useServices();
  const mine = useMyRequests();
  if (!profile) return <Spinner label="Chargement de votre profil…" />;
  const subscription = profile.subscription;
  const status = subscription?.status ?? 'none';
  const daysLeft = status === 'trial' ? trialDaysLeft(subscription, clock.now()) : null;
  const subscribes = tarificationKindFor(profile.userType) !== null;

  return (
    <div className="account-page">
      <PageTitle>Abonnement</PageTitle>
      {subscribes && (
        <section className="card" aria-labelledby="current-title">
          <h2 id="current-title">Votre abonnement</h2>
          <dl className="account-facts">
            <div>
              <dt>Formule</dt>
              <dd>{subscription?.plan ? PLAN_LABELS[subscription.plan] : 'Aucune'}</dd>
            </div>
            <div>
              <dt>Statut</dt>
              <dd>{SUBSCRIPTION_STATUS_LABELS[status]}</dd>
            </div>
            <div>
              <dt>Début</dt>
              <dd>{formatDay(subscription?.startDate)}</dd>
            </div>
            <div>
              <dt>Fin</dt>
              <dd>{formatDay(subscription?.endDate)}</dd>
            </div>
            {daysLeft !== null && (
              <div>
                <dt>Jours d’essai restants</dt>
                <dd>{daysLeft}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <TrialPanel />
      {subscribes && (
        <>
          <PlanRequestForm profile={profile} onFiled={mine.reload} />
          <section className="card" aria-labelledby="requests-title">
            <h2 id="requests-title">Vos demandes</h2>
            {mine.error && (
              <Alert tone="warning">
                <p>{mine.error}</p>
              </Alert>
            )}
            {mine.requests === null ? (
              <Spinner label="Chargement de vos demandes…" />
            ) : mine.requests.length === 0 ? (
              <p>Aucune demande pour le moment.</p>
            ) : (
              <ul className="account-requests">
                {mine.requests.map((request) => (
                  <RequestStatusItem key={request.id} request={request} />
                ))}
              </ul>
            )}
            <p>
              <Link to={PATHS.paymentPage}>Voir comment régler par virement</Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
