import type { RouteObject } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { placeholderRoute } from './placeholder';

/** Public pages (spec §2), rendered inside the public header/footer. Lazy: they never load Firebase. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@/features/public/home-page')).default }),
  },
  placeholderRoute(
    PATHS.mission,
    'Notre mission',
    'Pourquoi nous construisons cet outil et pour qui.',
  ),
  placeholderRoute(
    PATHS.features,
    'Fonctionnalités',
    'Demandes de transport, diffusion aux transporteurs, suivi en direct et mode hors ligne.',
  ),
  {
    path: PATHS.pricing,
    lazy: async () => ({
      Component: (await import('@/features/subscriptions/pricing-page')).default,
    }),
  },
  placeholderRoute(
    PATHS.pricingCpam,
    'Tarifs CPAM',
    'Les tarifs conventionnés de l’Assurance Maladie.',
  ),
  placeholderRoute(PATHS.payment, 'Paiement', 'Le règlement de votre abonnement.'),
  placeholderRoute(
    PATHS.terms,
    'Conditions générales d’utilisation',
    'Les règles d’usage du service.',
  ),
  placeholderRoute(
    PATHS.privacy,
    'Politique de confidentialité',
    'Comment nous protégeons les données des patients et des professionnels.',
  ),
  placeholderRoute(PATHS.legal, 'Mentions légales', 'L’éditeur et l’hébergeur du service.'),
  placeholderRoute(PATHS.estimate, 'Estimation', 'Estimez le coût de votre abonnement.'),
  placeholderRoute(PATHS.contact, 'Contact', 'Écrivez-nous, nous répondons sous un jour ouvré.'),
  placeholderRoute(
    PATHS.demo,
    'Démonstration',
    'Découvrez l’application avec des données fictives.',
  ),
];
