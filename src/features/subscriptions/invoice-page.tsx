import { Link, useParams } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { PATHS } from '@/config/paths';
import { formatCalendarDay } from '@/domain/billing/invoices';
import { formatAddress } from '@/domain/user/user-address';
import { useAuth } from '@/services/session/session-context';
import { formatAmount } from '@/ui/format-money-date';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useInvoices } from './use-invoices';
import '@/ui/styles/account.css';

const SELLER_FIELDS = [
  COMPANY.legalForm,
  COMPANY.capital,
  COMPANY.address,
  COMPANY.rcs,
  COMPANY.vat,
];

/**
 * One invoice laid out for paper (print stylesheet: print-page). The mentions of a French invoice (CGI art. 242
 * nonies A, C. com. L441-9): seller and buyer, number, dates, period, HT per rate, TVA, TTC, payment terms, late
 * penalties and the 40 € recovery indemnity. Seller fields not configured read « [À compléter : …] », visibly.
 */
export default function InvoicePage() {
  const { number } = useParams();
  const { profile } = useAuth();
  const { invoices, approved, loading } = useInvoices();
  if (!profile || loading) return <Spinner label="Chargement de la facture…" />;
  const invoice = invoices.find((candidate) => candidate.number === number);
  if (!invoice) {
    return (
      <div className="account-page">
        <PageTitle>Facture introuvable</PageTitle>
        <p>Aucune facture ne porte ce numéro pour votre compte.</p>
        <Link to={PATHS.dashboardBilling}>Retour à la facturation</Link>
      </div>
    );
  }
  const plan = profile.subscription?.plan ?? 'pro';
  const units = typeof approved?.units === 'number' ? approved.units : 0;
  return (
    <article className="print-page invoice">
      <div className="print-page__toolbar print-hide">
        <Link to={PATHS.dashboardBilling}>Retour à la facturation</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <PageTitle title={`Facture ${invoice.number}`}>Facture n° {invoice.number}</PageTitle>
      <div className="invoice__parties">
        <section aria-label="Vendeur">
          <h2>Vendeur</h2>
          <p>
            <strong>{COMPANY.name.value}</strong>
          </p>
          {SELLER_FIELDS.map((field) => (
            <p key={field.label} className={field.missing ? 'invoice__missing' : undefined}>
              {field.label} : {field.value}
            </p>
          ))}
        </section>
        <section aria-label="Client">
          <h2>Client</h2>
          <p>
            <strong>{profile.company_name}</strong>
          </p>
          <p>{profile.displayName}</p>
          <p>{formatAddress(profile.address) || 'Adresse non renseignée'}</p>
          <p>{profile.email}</p>
        </section>
      </div>
      <dl className="account-facts">
        <div>
          <dt>Date d’émission</dt>
          <dd>{formatCalendarDay(invoice.issuedOn)}</dd>
        </div>
        <div>
          <dt>Période de service</dt>
          <dd>
            du {formatCalendarDay(invoice.periodStart)} au {formatCalendarDay(invoice.periodEnd)}
          </dd>
        </div>
        <div>
          <dt>Échéance</dt>
          <dd>À réception</dd>
        </div>
      </dl>
      <table className="account-table">
        <caption>Détail</caption>
        <thead>
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">Prix HT</th>
            <th scope="col">Taux de TVA</th>
            <th scope="col">TVA</th>
            <th scope="col">Total TTC</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              Abonnement mensuel, formule {plan}
              {units > 0 ? `, ${units} unité${units > 1 ? 's' : ''}` : ''}
            </td>
            <td>{formatAmount(invoice.amount.ht)}</td>
            <td>{Math.round(invoice.amount.vatRate * 100)} %</td>
            <td>{formatAmount(invoice.amount.vat)}</td>
            <td>{formatAmount(invoice.amount.ttc)}</td>
          </tr>
        </tbody>
      </table>
      <p className="invoice__total">
        Total à payer : <strong>{formatAmount(invoice.amount.ttc)} TTC</strong>
      </p>
      <section className="invoice__legal" aria-label="Mentions légales">
        <p>
          Paiement par virement bancaire SEPA à réception de facture. Pas d’escompte pour paiement
          anticipé.
        </p>
        <p>
          En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal et
          indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du
          Code de commerce).
        </p>
      </section>
    </article>
  );
}
