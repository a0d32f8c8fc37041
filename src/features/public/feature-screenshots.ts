/**
 * The screenshots of /fonctionnalites: real captures of the demo, taken by `npm run screenshots`
 * (.config/screenshots.mjs, which writes these files at these sizes into public/screenshots/).
 */
export interface FeatureScreenshot {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const FEATURE_SCREENSHOTS = {
  clinic: {
    src: '/screenshots/clinique-bureau.webp',
    width: 960,
    height: 600,
    alt: 'Tableau de bord d’un établissement sur ordinateur : demandes en attente, statistiques et demandes récentes avec leur état.',
  },
  driver: {
    src: '/screenshots/chauffeur-telephone.webp',
    width: 390,
    height: 844,
    alt: 'Tableau de bord d’une société d’ambulances sur téléphone : les transports du jour et leur étape.',
  },
  patient: {
    src: '/screenshots/patient-telephone.webp',
    width: 390,
    height: 844,
    alt: 'Espace d’une patiente sur téléphone : ses prochains transports en premier.',
  },
  admin: {
    src: '/screenshots/administrateur-bureau.webp',
    width: 960,
    height: 600,
    alt: 'Écran d’administration sur ordinateur : demandes d’abonnement, revenus et liste des abonnements.',
  },
} as const satisfies Record<string, FeatureScreenshot>;
