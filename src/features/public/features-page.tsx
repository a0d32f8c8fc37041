import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';
import { FEATURE_SCREENSHOTS, type FeatureScreenshot } from './feature-screenshots';

const ROLES = [
  {
    title: 'Établissements',
    screenshot: FEATURE_SCREENSHOTS.clinic,
    items: [
      'Une demande de transport en quelques champs : patient, adresses, date, type de véhicule, urgence.',
      'Le patient choisi dans les fiches de l’établissement, ou enregistré au passage — même hors ligne.',
      'Les demandes par état (en attente, acceptées, en cours, terminées) avec l’historique de chaque étape.',
      'L’historique signé (qui, quand, où) à imprimer ou exporter en CSV.',
    ],
  },
  {
    title: 'Ambulances et VSL',
    screenshot: FEATURE_SCREENSHOTS.driver,
    items: [
      'Les demandes adaptées à vos véhicules, classées par onglet : en attente, en cours, à venir, terminées, partagées, urgentes.',
      'Accepter d’un geste ; le transport passe chez vous et l’établissement le voit.',
      'Côté chauffeur, un grand bouton par étape (en route, patient pris en charge, arrivé), qui fonctionne sans réseau.',
      'La position GPS de chaque étape, datée, comme preuve du service rendu.',
    ],
  },
  {
    title: 'Taxis et VTC',
    items: [
      'Les courses disponibles, à venir et terminées, sur des pages faites pour le téléphone.',
      'Les mêmes étapes hors ligne que les ambulanciers.',
    ],
  },
  {
    title: 'Patients',
    screenshot: FEATURE_SCREENSHOTS.patient,
    items: [
      'Un espace personnel : les transports à venir d’abord, ce qui se passe maintenant, les trajets passés.',
      'Gratuit.',
    ],
  },
  {
    title: 'Administrateurs',
    screenshot: FEATURE_SCREENSHOTS.admin,
    items: [
      'Voir l’application avec les yeux de chaque rôle pour accompagner un client.',
      'Suivre les abonnements et le revenu mensuel par organisation, valider les demandes d’abonnement à réception du virement.',
      'Gérer les comptes : rechercher, modifier, désactiver.',
    ],
  },
] as const satisfies readonly { title: string; screenshot?: FeatureScreenshot; items: readonly string[] }[];

const EVERYONE = [
  'Installation sur l’écran d’accueil du téléphone ou de l’ordinateur, comme une application.',
  'État de synchronisation toujours visible : « Hors ligne — 3 modifications en attente », « Synchronisé à 14:02 ».',
  'Notifications des nouvelles demandes et des changements, même quand l’application est en arrière-plan.',
  'Plusieurs onglets ouverts sans doublon ni conflit.',
] as const;

/**
 * /fonctionnalites — what each role does in the app, with real screenshots (`npm run screenshots`). Each image
 * has its size (no layout shift) and loads lazily: none is needed for the first paint.
 */
export default function FeaturesPage() {
  return (
    <article className="prose">
      <PageTitle>Fonctionnalités</PageTitle>
      <p className="hero__lead">
        Une seule application pour tous les acteurs d’un transport, qui fonctionne aussi sans réseau.
      </p>
      {ROLES.map((role, index) => (
        <section key={role.title} aria-labelledby={`role-${index}`}>
          <h2 id={`role-${index}`}>{role.title}</h2>
          <ul>
            {role.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {'screenshot' in role && (
            <figure className="feature-shot">
              <img
                src={role.screenshot.src}
                width={role.screenshot.width}
                height={role.screenshot.height}
                alt={role.screenshot.alt}
                loading="lazy"
                decoding="async"
              />
            </figure>
          )}
        </section>
      ))}
      <h2>Pour tout le monde</h2>
      <ul>
        {EVERYONE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Link to={PATHS.demo} className="button button--primary">
          Essayer la démonstration
        </Link>
      </p>
    </article>
  );
}
