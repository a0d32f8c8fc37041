import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';
import { SourceLink } from './source-link';

const SHARING = {
  label: 'Klesia — Transport sanitaire partagé : le cadre réglementaire est précisé',
  url: 'https://www.klesiaprosocial.fr/you-go/i/86973653/transport-sanitaire-partage-le-cadre-reglementaire-est-precise',
  kind: 'presse',
} as const;
const TAXI_EMPTY = {
  label: 'MoneyVox — ce qui change pour les tarifs des taxis (2025)',
  url: 'https://www.moneyvox.fr/votre-argent/actualites/103558/transport-des-malades-ce-qui-va-changer-pour-les-tarifs-des-taxis',
  kind: 'presse',
} as const;

/** /notre-mission — who the product is for and why (spec §1, issue 14). */
export default function MissionPage() {
  return (
    <article className="prose">
      <PageTitle>Notre mission</PageTitle>
      <p className="hero__lead">
        Qu’un patient arrive à l’heure à sa dialyse, à sa séance de radiothérapie ou rentre chez lui
        après une hospitalisation, sans que personne ne passe sa matinée au téléphone.
      </p>
      <h2>Pour qui</h2>
      <ul>
        <li>
          <strong>Les établissements</strong> — cliniques, hôpitaux, centres de dialyse — qui
          commandent chaque jour des transports assis et couchés.
        </li>
        <li>
          <strong>Les ambulanciers, VSL, taxis conventionnés et VTC</strong> qui les acceptent et les
          réalisent, souvent depuis un téléphone.
        </li>
        <li>
          <strong>Les patients</strong>, qui suivent leur transport sans avoir à rappeler.
        </li>
      </ul>
      <h2>Pourquoi hors ligne d’abord</h2>
      <p>
        Un chauffeur passe une partie de sa journée là où le réseau ne passe pas : sous-sols
        d’hôpitaux, ascenseurs, zones blanches. L’application enregistre chaque étape sur le
        téléphone, même sans réseau, et la transmet dès que la connexion revient. Rien n’est perdu,
        rien n’est envoyé deux fois, et un conflit (un transport annulé entre-temps) est expliqué
        en clair.
      </p>
      <h2>Pourquoi maintenant</h2>
      <p>
        Commander un transport, c’est aujourd’hui souvent une suite d’appels pour trouver un
        transporteur disponible. Nous ne publions pas de chiffre sur ce temps perdu tant que nous ne
        l’avons pas mesuré avec nos premiers établissements.
      </p>
      <p>
        Le cadre change aussi : le transport partagé est encadré depuis le décret du 28 février
        2025, et l’Assurance Maladie estime qu’il réduit le coût d’un trajet de 15 à 35 % (
        <SourceLink source={SHARING} />
        ). Pour les taxis conventionnés, les trajets à vide ne sont plus payés depuis la convention de
        2025, sauf retour après hospitalisation (<SourceLink source={TAXI_EMPTY} />
        ). Regrouper les demandes et éviter les kilomètres à vide devient une nécessité.
      </p>
      <p>
        <Link to={PATHS.features} className="button button--primary">
          Voir les fonctionnalités
        </Link>
      </p>
    </article>
  );
}
