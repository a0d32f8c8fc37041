import { formatLegalDate } from '@/domain/pricing/tariff-source';
import {
  BIG_CITIES,
  BIG_CITY_DEPARTMENTS,
  TAXI_DEPARTMENT_RATES,
  TAXI_TARIFF,
} from '@/domain/pricing/taxi-tariffs';
import { SourceList } from '@/features/public/source-link';
import { percentText, tariffEuros } from './euros';

/** The 2025 taxi conventionné framework: fees, supplements and the per-km rates our sources give. */
export function TaxiTable() {
  const t = TAXI_TARIFF;
  return (
    <section className="tariff-grid" aria-label={t.label}>
      <table>
        <caption>
          {t.label} — depuis le {formatLegalDate(t.from)}
        </caption>
        <tbody>
          <tr>
            <th scope="row">Prise en charge ({t.includedKm} km inclus)</th>
            <td>{tariffEuros(t.pickUp)}</td>
          </tr>
          <tr>
            <th scope="row">Départ ou arrivée dans une grande ville</th>
            <td>+ {tariffEuros(t.bigCitySupplement)}</td>
          </tr>
          <tr>
            <th scope="row">Personne à mobilité réduite (TPMR)</th>
            <td>+ {tariffEuros(t.reducedMobilitySupplement)}</td>
          </tr>
          <tr>
            <th scope="row">Départements d’outre-mer</th>
            <td>+ {tariffEuros(t.overseasSupplement)} par trajet</td>
          </tr>
          <tr>
            <th scope="row">Nuit, week-end et jour férié</th>
            <td>{percentText(t.uplift)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Grandes villes : {BIG_CITIES.join(', ')}, et les départements{' '}
        {BIG_CITY_DEPARTMENTS.join(', ')}.
      </p>
      <table>
        <caption>Tarif kilométrique à partir du {t.includedKm + 1}e km, par département</caption>
        <thead>
          <tr>
            <th scope="col">Département</th>
            <th scope="col">Par km</th>
          </tr>
        </thead>
        <tbody>
          {TAXI_DEPARTMENT_RATES.filter((rate) => rate.verified).map((rate) => (
            <tr key={rate.code}>
              <th scope="row">
                {rate.name} ({rate.code})
              </th>
              <td>{tariffEuros(rate.perKm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Les autres départements ont leur propre tarif kilométrique, publié par leur caisse
        primaire d’assurance maladie.
      </p>
      <SourceList sources={t.sources} />
    </section>
  );
}
