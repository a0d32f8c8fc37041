import { lazy, Suspense } from 'react';
import { TARIFICATION_KINDS } from '@/domain/pricing/tarification';
import { useOptionalAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { PlanCard } from './plan-card';

// The trial needs the subscription rules; visitors (and the prerendered page) never load them.
const TrialPanel = lazy(async () => ({ default: (await import('./trial-panel')).TrialPanel }));

/** /tarifs: the three plans, an estimate per plan, and the trial for signed-in companies. */
export default function PricingPage() {
  const user = useOptionalAuth()?.user;
  return (
    <div className="pricing">
      <PageTitle>Tarifs</PageTitle>
      <p className="hero__lead">
        Un abonnement mensuel sans engagement pour les ambulances, les VTC et les établissements.
        Les patients utilisent l’application gratuitement.
      </p>
      {user && (
        <Suspense fallback={null}>
          <TrialPanel />
        </Suspense>
      )}
      <ul className="card-grid" aria-label="Formules">
        {TARIFICATION_KINDS.map((kind) => (
          <PlanCard key={kind} kind={kind} />
        ))}
      </ul>
    </div>
  );
}
