import { TARIFICATION_KINDS } from '@/domain/pricing/tarification';
import { useAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { PlanCard } from './plan-card';
import { TrialPanel } from './trial-panel';

/** /tarifs: the three plans, an estimate per plan, and the trial for signed-in companies. */
export default function PricingPage() {
  const { user } = useAuth();
  return (
    <div className="pricing">
      <PageTitle>Tarifs</PageTitle>
      <p className="hero__lead">
        Un abonnement mensuel sans engagement pour les ambulances, les VTC et les établissements.
        Les patients utilisent l’application gratuitement.
      </p>
      {user && <TrialPanel />}
      <ul className="card-grid" aria-label="Formules">
        {TARIFICATION_KINDS.map((kind) => (
          <PlanCard key={kind} kind={kind} />
        ))}
      </ul>
    </div>
  );
}
