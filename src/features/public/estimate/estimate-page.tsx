import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';
import { SubscriptionEstimate } from './subscription-estimate';
import { TripEstimateForm } from './trip-estimate-form';

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
        <SubscriptionEstimate />
        <TripEstimateForm />
      </div>
    </div>
  );
}
