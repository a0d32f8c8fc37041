import { PATHS } from '@/config/paths';

/**
 * Every public page (spec §2): its path, the `<title>` and description the prerendered HTML carries, and the
 * module that renders it (the build preloads it; a test checks it is the one the route imports).
 */
export interface PublicPage {
  path: string;
  /** Also the page's PageTitle, so the title stays the same after hydration. */
  title: string;
  description: string;
  module: string;
  /** Interactive pages hydrate with their code; the others keep their prerendered HTML (StaticPage). */
  hydrated: boolean;
}

export const APP_NAME = 'Transport Sanitaire';

export const documentTitle = (title: string) => `${title} — ${APP_NAME}`;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: PATHS.home,
    title: 'Accueil',
    description:
      'Cliniques, ambulances, VSL et taxis conventionnés coordonnent les transports de patients sur une seule application, qui fonctionne même sans réseau.',
    module: 'src/features/public/home-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.mission,
    title: 'Notre mission',
    description:
      'Pourquoi une application hors ligne d’abord pour commander, accepter et suivre les transports de patients, et pour qui nous la construisons.',
    module: 'src/features/public/mission-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.features,
    title: 'Fonctionnalités',
    description:
      'Ce que font les établissements, les ambulanciers, les VTC, les patients et les administrateurs dans l’application, rôle par rôle.',
    module: 'src/features/public/features-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.pricing,
    title: 'Tarifs',
    description:
      'Abonnement mensuel sans engagement pour les ambulances, les VTC et les établissements ; gratuit pour les patients.',
    module: 'src/features/subscriptions/pricing-page.tsx',
    hydrated: true,
  },
  {
    path: PATHS.estimate,
    title: 'Estimation',
    description:
      'Estimez le coût de votre abonnement et celui d’un trajet en ambulance, VSL ou taxi conventionné selon les tarifs de l’Assurance Maladie.',
    module: 'src/features/public/estimate/estimate-page.tsx',
    hydrated: true,
  },
  {
    path: PATHS.pricingCpam,
    title: 'Tarifs CPAM',
    description:
      'Les tarifs conventionnés des ambulances, VSL et taxis conventionnés, avec leurs dates d’effet et leurs sources.',
    module: 'src/features/public/cpam/cpam-tariffs-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.payment,
    title: 'Paiement',
    description:
      'Comment se règle l’abonnement : essai gratuit, facturation mensuelle, résiliation.',
    module: 'src/features/public/legal/payment-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.terms,
    title: 'Conditions générales d’utilisation',
    description: 'Les règles d’usage du service Transport Sanitaire.',
    module: 'src/features/public/legal/terms-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.privacy,
    title: 'Politique de confidentialité',
    description:
      'Quelles données nous traitons, pourquoi, combien de temps, où elles sont hébergées et comment exercer vos droits.',
    module: 'src/features/public/legal/privacy-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.legal,
    title: 'Mentions légales',
    description: 'L’éditeur, le directeur de la publication et l’hébergeur du service.',
    module: 'src/features/public/legal/legal-notice-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.accessibility,
    title: 'Déclaration d’accessibilité',
    description: 'L’état de conformité du site au RGAA et comment nous signaler un obstacle.',
    module: 'src/features/public/legal/accessibility-page.tsx',
    hydrated: false,
  },
  {
    path: PATHS.contact,
    title: 'Contact',
    description: 'Écrivez-nous : votre message part même hors ligne, dès le retour du réseau.',
    // The form with the channel of the configured mode (Firestore or the demo inbox).
    module: 'src/app/routes/contact-route.tsx',
    hydrated: true,
  },
  {
    path: PATHS.demo,
    title: 'Démonstration',
    description: 'Essayez l’application avec des données fictives, dans le rôle de votre choix.',
    module: 'src/features/public/demo-page.tsx',
    hydrated: true,
  },
  {
    path: PATHS.auth,
    title: 'Connexion',
    description:
      'Connectez-vous à votre espace ou créez votre compte : établissements de santé, ambulances, VTC et patients.',
    // Outside the public header and footer (route-table.tsx); hydrates, and loads the session on first action.
    module: 'src/app/routes/auth-route.tsx',
    hydrated: true,
  },
];
