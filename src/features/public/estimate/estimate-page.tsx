import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';

// The calculators (their domain formulas and the CPAM tariff tables) load after the page: the prerendered HTML
// already shows them, so the page paints and reads within the public first-load budget (issue 14: ≤ 90 KiB), and
// React hydrates each calculator once its chunk arrives.
const SubscriptionEstimate = lazy(() =>
  import('./subscription-estimate').then((module) => ({ default: module.SubscriptionEstimate })),
);
const TripEstimateForm = lazy(() =>
  import('./trip-estimate-form').then((module) => ({ default: module.TripEstimateForm })),
);

function CalculatorLoading({ title }: { title: string }) {
  return (
    <section className="card estimate" aria-busy="true">
      <h2>{title}</h2>
      <p>Chargement du calculateur…</p>
    </section>
  );
}

/** /estimation — two calculators: the subscription (spec §9) and a trip under the CPAM tariffs. */
export default function EstimatePage() {
  return (
    <div className="estimate-page">
      <PageTitle>Estimation</PageTitle>
      <p className="hero__lead">
        Deux calculs : ce que coûterait votre abonnement, et ce que coûte un trajet remboursé par
        l’Assurance Maladie. Les tarifs utilisés, leurs dates et leurs sources sont sur la page{' '}
        <Link to={PATHS.pricingCpam}>Tarifs CPAM</Link>.
      </p>
      <div className="estimate-page__grid">
        <Suspense fallback={<CalculatorLoading title="Votre abonnement" />}>
          <SubscriptionEstimate />
        </Suspense>
        <Suspense fallback={<CalculatorLoading title="Le coût d’un trajet" />}>
          <TripEstimateForm />
        </Suspense>
      </div>
    </div>
  );
}
