import type { TripEstimate } from '@/domain/pricing/trip-estimate';
import { tariffEuros } from '@/features/public/cpam/euros';

/** The estimate's lines, what the patient pays, the notes, and the disclaimer with the tariff's date. */
export function TripEstimateResult({ estimate, tariff }: { estimate: TripEstimate; tariff: string }) {
  if (!estimate.ok) {
    return (
      <p className="field__error" role="alert">
        {estimate.error}
      </p>
    );
  }
  return (
    <div className="estimate__result">
      <table>
        <caption>Détail du tarif</caption>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{tariffEuros(line.amount)}</td>
            </tr>
          ))}
          <tr className="estimate__total">
            <th scope="row">Tarif du trajet</th>
            <td>{tariffEuros(estimate.fare)}</td>
          </tr>
          <tr>
            <th scope="row">Remboursé par l’Assurance Maladie</th>
            <td>{tariffEuros(estimate.reimbursed)}</td>
          </tr>
          <tr>
            <th scope="row">Ticket modérateur (souvent couvert par la complémentaire)</th>
            <td>{tariffEuros(estimate.patientShare)}</td>
          </tr>
          <tr>
            <th scope="row">Franchise médicale</th>
            <td>{tariffEuros(estimate.franchise)}</td>
          </tr>
          <tr className="estimate__total">
            <th scope="row">Reste à la charge du patient, au plus</th>
            <td>{tariffEuros(estimate.patientPays)}</td>
          </tr>
        </tbody>
      </table>
      <ul className="estimate__notes">
        {estimate.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="notice">Estimation indicative, ne vaut pas devis. Tarif appliqué : {tariff}.</p>
    </div>
  );
}
