import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { formatCalendarDay, INVOICE_STATUS_LABELS } from '@/domain/billing/invoices';
import { Alert } from '@/ui/alert';
import { formatAmount } from '@/ui/format-money-date';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { invoicePrintPath, useInvoices } from './use-invoices';
import '@/ui/styles/account.css';

/** /dashboard/facturation and /facturation: the monthly invoices of the subscription, each printable. */
export default function BillingPage() {
  const { invoices, loading, error } = useInvoices();
  return (
    <div className="account-page">
      <PageTitle>Facturation</PageTitle>
      {error && (
        <Alert tone="warning">
          <p>{error} Les montants sont alors calculés au tarif de base.</p>
        </Alert>
      )}
      {loading ? (
        <Spinner label="Chargement de vos factures…" />
      ) : invoices.length === 0 ? (
        <section className="card">
          <h2>Aucune facture</h2>
          <p>
            Les factures mensuelles apparaissent ici dès que votre abonnement est actif (la période
            d’essai n’est pas facturée).
          </p>
          <p>
            <Link to={PATHS.subscription}>Voir mon abonnement</Link>
          </p>
        </section>
      ) : (
        <div className="card account-table-wrap">
          <table className="account-table">
            <caption>Factures mensuelles, de la plus récente à la plus ancienne</caption>
            <thead>
              <tr>
                <th scope="col">Numéro</th>
                <th scope="col">Période</th>
                <th scope="col">HT</th>
                <th scope="col">TVA</th>
                <th scope="col">TTC</th>
                <th scope="col">Statut</th>
                <th scope="col">
                  <span className="visually-hidden">Imprimer</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <th scope="row">{invoice.number}</th>
                  <td>
                    du {formatCalendarDay(invoice.periodStart)} au{' '}
                    {formatCalendarDay(invoice.periodEnd)}
                  </td>
                  <td>{formatAmount(invoice.amount.ht)}</td>
                  <td>{formatAmount(invoice.amount.vat)}</td>
                  <td>{formatAmount(invoice.amount.ttc)}</td>
                  <td>{INVOICE_STATUS_LABELS[invoice.status]}</td>
                  <td>
                    <Link to={invoicePrintPath(invoice.number)}>
                      Voir et imprimer
                      <span className="visually-hidden"> la facture {invoice.number}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
