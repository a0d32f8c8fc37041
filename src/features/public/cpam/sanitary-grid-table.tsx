import type { SanitaryGrid } from '@/domain/pricing/cpam-tariffs';
import { formatLegalDate } from '@/domain/pricing/tariff-source';
import { SourceList } from '@/features/public/source-link';
import { percentText, tariffEuros } from './euros';

function shortTripText(grid: SanitaryGrid) {
  if (grid.shortTrip.kind === 'range') {
    const { upToKm, min, max } = grid.shortTrip;
    return `jusqu’à ${upToKm} km : de ${tariffEuros(max)} à ${tariffEuros(min)} selon la distance`;
  }
  return grid.shortTrip.steps
    .map((step) => `≤ ${step.upToKm} km : ${tariffEuros(step.amount)}`)
    .join(' ; ');
}

/** One ambulance or VSL grid as a table, with its period of validity and its sources. */
export function SanitaryGridTable({ grid }: { grid: SanitaryGrid }) {
  const period = grid.until
    ? `du ${formatLegalDate(grid.from)} au ${formatLegalDate(grid.until)}`
    : `depuis le ${formatLegalDate(grid.from)}`;
  return (
    <section className="tariff-grid" aria-label={grid.label}>
      <table>
        <caption>
          {grid.label} — {period}
          {!grid.verified && <span className="notice"> Valeurs non confirmées par ameli.fr.</span>}
        </caption>
        <tbody>
          <tr>
            <th scope="row">Forfait départemental ({grid.includedKm} km inclus)</th>
            <td>{tariffEuros(grid.forfait)}</td>
          </tr>
          {grid.otherFees.map((fee) => (
            <tr key={fee.label}>
              <th scope="row">{fee.label}</th>
              <td>{tariffEuros(fee.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Par kilomètre au-delà</th>
            <td>{tariffEuros(grid.perKm)}</td>
          </tr>
          <tr>
            <th scope="row">Majoration trajet court</th>
            <td>{shortTripText(grid)}</td>
          </tr>
          <tr>
            <th scope="row">Nuit (20 h – 8 h)</th>
            <td>{percentText(grid.nightUplift)}</td>
          </tr>
          <tr>
            <th scope="row">Dimanche et jour férié</th>
            <td>{percentText(grid.holidayUplift)}</td>
          </tr>
        </tbody>
      </table>
      <SourceList sources={grid.sources} />
    </section>
  );
}
