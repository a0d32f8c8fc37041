import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { formatIban } from '@/domain/billing/bank-details';
import { withVat } from '@/domain/pricing/subscription-price';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { formatAmount } from '@/ui/format-money-date';
import { useMyRequests } from './use-my-requests';
import '@/ui/styles/account.css';

/**
 * /dashboard/paiements/paiement: there is no card processor; a subscription is paid by SEPA transfer. The amount
 * of the request (HT, TVA, TTC), the payee from configuration, the request’s own reference, and what comes next.
 */
export default function PaymentPage() {
  const { payee } = useServices();
  const [params] = useSearchParams();
  const mine = useMyRequests();
  const wanted = params.get('reference');
  const pending = mine.requests?.filter((request) => request.status === 'pending') ?? [];
  const request =
    (wanted ? mine.requests?.find((r) => r.id === wanted) : undefined) ?? pending[0] ?? null;
  const amount =
    request && typeof request.monthlyHT === 'number' ? withVat(request.monthlyHT) : null;

  return (
    <div className="account-page">
      <PageTitle>Paiement</PageTitle>
      <p>
        Le règlement de l’abonnement se fait par virement bancaire SEPA : aucune carte bancaire
        n’est demandée.
      </p>
      {mine.error && (
        <Alert tone="warning">
          <p>{mine.error}</p>
        </Alert>
      )}
      {mine.requests === null ? (
        <Spinner label="Chargement de votre demande…" />
      ) : !request || !amount ? (
        <section className="card">
          <h2>Aucune demande à régler</h2>
          <p>
            Choisissez d’abord une formule : le montant et la référence de virement s’afficheront
            ici.
          </p>
          <p>
            <Link to={PATHS.subscription} className="button button--primary">
              Choisir une formule
            </Link>
          </p>
        </section>
      ) : (
        <>
          <section className="card" aria-labelledby="amount-title">
            <h2 id="amount-title">Montant mensuel</h2>
            <dl className="account-price">
              <div>
                <dt>Montant HT</dt>
                <dd>{formatAmount(amount.ht)}</dd>
              </div>
              <div>
                <dt>TVA (20 %)</dt>
                <dd>{formatAmount(amount.vat)}</dd>
              </div>
              <div>
                <dt>Montant TTC à virer</dt>
                <dd>{formatAmount(amount.ttc)}</dd>
              </div>
            </dl>
          </section>
          <section className="card" aria-labelledby="transfer-title">
            <h2 id="transfer-title">Virement</h2>
            <p>Référence à indiquer dans le libellé du virement :</p>
            <p className="account-reference" aria-label="Référence de virement">
              {request.id}
            </p>
            {payee?.ok ? (
              <dl className="account-facts">
                <div>
                  <dt>Bénéficiaire</dt>
                  <dd>{payee.name}</dd>
                </div>
                <div>
                  <dt>IBAN</dt>
                  <dd>{formatIban(payee.iban)}</dd>
                </div>
                <div>
                  <dt>BIC</dt>
                  <dd>{payee.bic}</dd>
                </div>
              </dl>
            ) : (
              <Alert tone="warning">
                <p>
                  Les coordonnées bancaires du bénéficiaire ne sont pas encore disponibles
                  {payee && !payee.ok ? ` (${payee.problem})` : ''}. Contactez-nous pour les obtenir
                  ; gardez la référence ci-dessus pour votre virement.
                </p>
              </Alert>
            )}
          </section>
          <section className="card" aria-labelledby="next-title">
            <h2 id="next-title">Et ensuite ?</h2>
            <ol>
              <li>Faites le virement depuis votre banque avec la référence exacte.</li>
              <li>À réception, l’administrateur approuve votre demande (quelques jours ouvrés).</li>
              <li>Votre abonnement devient actif ; son statut s’affiche sur la page Abonnement.</li>
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
