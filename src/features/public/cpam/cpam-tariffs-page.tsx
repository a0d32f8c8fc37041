import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { AVENANT_11_SOURCE, SANITARY_GRIDS } from '@/domain/pricing/cpam-tariffs';
import { PATIENT_SHARE, TRANSPORT_FRANCHISE } from '@/domain/pricing/patient-share';
import { formatLegalDate } from '@/domain/pricing/tariff-source';
import { PageTitle } from '@/ui/page-title';
import { SourceList } from '@/features/public/source-link';
import { tariffEuros } from './euros';
import { SanitaryGridTable } from './sanitary-grid-table';
import { TaxiTable } from './taxi-table';

// Only what an official text publishes: grids read from a third party stay out of the public page (issue 25).
const OFFICIAL_GRIDS = SANITARY_GRIDS.filter((grid) => grid.verified);

/** /tarifs-cpam — the conventional tariffs as tables, each with its dates and sources. */
export default function CpamTariffsPage() {
  return (
    <article className="prose">
      <PageTitle>Tarifs CPAM</PageTitle>
      <p className="hero__lead">
        Les tarifs conventionnels que l’Assurance Maladie applique aux ambulances, VSL et taxis
        conventionnés. Ils servent à notre <Link to={PATHS.estimate}>estimation</Link>.
      </p>
      <p className="notice">
        Montants indicatifs. Les grilles ci-dessous sont les dernières publiées par ameli.fr, avec
        leur période et leur source. Depuis, l’avenant 11 à la convention des transporteurs
        sanitaires a revalorisé les tarifs à partir du 6 novembre 2023 : le montant facturé est celui
        de la convention en vigueur, publié sur{' '}
        <a href={AVENANT_11_SOURCE.url} rel="noopener">
          ameli.fr
        </a>
        .
      </p>
      <h2>Ambulances et VSL</h2>
      {OFFICIAL_GRIDS.map((grid) => (
        <SanitaryGridTable key={grid.id} grid={grid} />
      ))}
      <p>
        Une seule majoration s’applique (la nuit l’emporte sur le dimanche), si plus de la moitié du
        trajet en charge se déroule dans la période. Depuis le 1er octobre 2025, le tarif de base est
        réduit de 13 % pour les entreprises non certifiées (protocole d’accord du 24 septembre 2025).
      </p>
      <h2>Taxis conventionnés : ce qui a changé en 2025</h2>
      <p>
        Une convention-cadre nationale (arrêté du 29 juillet 2025, qui remplace celui du 16 mai)
        remplace les tarifs préfectoraux par un forfait de prise en charge, un tarif kilométrique
        fixé par département et des suppléments nationaux. Les trajets à vide ne sont plus payés,
        sauf le retour après une hospitalisation. La facturation SEFi et la géolocalisation
        certifiée deviennent obligatoires au plus tard le 1er janvier 2027. L’entrée en vigueur est
        le 1er octobre 2025 selon ameli.fr ; certains départements l’ont appliquée au 1er novembre.
      </p>
      <TaxiTable />
      <h2>Ce que paie le patient</h2>
      <ul>
        <li>
          Ticket modérateur : {Math.round(PATIENT_SHARE.rate * 100)} % du tarif depuis le{' '}
          {formatLegalDate(PATIENT_SHARE.since)} (souvent pris en charge par la complémentaire), 0 %
          en cas de prise en charge à 100 % (ALD, accident du travail, maternité…).
        </li>
        <li>
          Franchise médicale : {tariffEuros(TRANSPORT_FRANCHISE.perTrip)} par trajet depuis le{' '}
          {formatLegalDate(TRANSPORT_FRANCHISE.since)}, plafonnée à{' '}
          {tariffEuros(TRANSPORT_FRANCHISE.dailyCap)} par jour et{' '}
          {tariffEuros(TRANSPORT_FRANCHISE.yearlyCap)} par an, même à 100 %.
        </li>
      </ul>
      <SourceList sources={[...PATIENT_SHARE.sources, ...TRANSPORT_FRANCHISE.sources]} />
    </article>
  );
}
