import { ROOT_ELEMENT_MISSING, USE_AUTH_OUTSIDE_PROVIDER } from './developer-errors';

/**
 * The French error catalogue of spec §8, one string per case, verbatim (including the spec's English
 * developer messages and its straight apostrophes). Parametrised messages are functions of their detail.
 */
export const ID_KIND_LABELS = {
  company: 'société',
  transport: 'transport',
  patient: 'patient',
} as const;
export type IdKind = keyof typeof ID_KIND_LABELS;

export const ERRORS = {
  firebaseConfigIncomplete: (missing: readonly string[]) =>
    `Configuration Firebase incomplète. Champs manquants: ${missing.join(', ')}`,
  invalidUserData: 'Données utilisateur invalides',
  useAuthOutsideProvider: USE_AUTH_OUTSIDE_PROVIDER,
  rootElementMissing: ROOT_ELEMENT_MISSING,
  databaseNotInitialised: 'Database non initialisée',
  profileLoadTimeout: 'Timeout profile loading',
  usersFetch: 'Erreur lors de la récupération des utilisateurs',
  userCreate: 'Erreur lors de la création de l’utilisateur',
  userUpdate: (detail: string) => `Erreur lors de la mise à jour de l’utilisateur: ${detail}`,
  userDelete: 'Erreur lors de la suppression de l’utilisateur',
  transportCreate: 'Erreur lors de la création du transport',
  statisticsFetch: 'Erreur lors de la récupération des statistiques',
  transportsCleanup: 'Erreur lors du nettoyage des transports',
  idGeneration: (kind: IdKind) => `Erreur lors de la génération de l’ID ${ID_KIND_LABELS[kind]}`,
  transportForAccount: 'Erreur lors de la création du transport pour le compte spécifique',
  testAccountCreate: (email: string) => `Erreur lors de la création du compte de test ${email}`,
  userCreateImpossible: (detail: string) => `Impossible de créer l’utilisateur: ${detail}`,
  patientCreate: (detail: string) => `Erreur lors de la création du patient: ${detail}`,
  notificationsCreate: (detail: string) =>
    `Erreur lors de la création des notifications: ${detail}`,
  count: 'Erreur lors du comptage',
  migration: (detail: string) => `Erreur lors de la migration: ${detail}`,
  authFailure: 'Une erreur est survenue lors de l’authentification :',
  unknown: 'Erreur inconnue',
} as const;
