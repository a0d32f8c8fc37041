import { describe, expect, it } from 'vitest';
import { ERRORS } from '@/domain/errors/error-catalogue';

describe('[ERR4] the catalogue holds the exact strings of spec §8', () => {
  it.each([
    [ERRORS.invalidUserData, 'Données utilisateur invalides'],
    [ERRORS.useAuthOutsideProvider, 'useAuth must be used within an AuthProvider'],
    [ERRORS.rootElementMissing, 'Failed to find the root element'],
    [ERRORS.databaseNotInitialised, 'Database non initialisée'],
    [ERRORS.profileLoadTimeout, 'Timeout profile loading'],
    [ERRORS.usersFetch, 'Erreur lors de la récupération des utilisateurs'],
    [ERRORS.userCreate, 'Erreur lors de la création de l’utilisateur'],
    [
      ERRORS.userUpdate('champ manquant'),
      'Erreur lors de la mise à jour de l’utilisateur: champ manquant',
    ],
    [ERRORS.userDelete, 'Erreur lors de la suppression de l’utilisateur'],
    [ERRORS.transportCreate, 'Erreur lors de la création du transport'],
    [ERRORS.statisticsFetch, 'Erreur lors de la récupération des statistiques'],
    [ERRORS.transportsCleanup, 'Erreur lors du nettoyage des transports'],
    [ERRORS.idGeneration('company'), 'Erreur lors de la génération de l’ID société'],
    [ERRORS.idGeneration('transport'), 'Erreur lors de la génération de l’ID transport'],
    [ERRORS.idGeneration('patient'), 'Erreur lors de la génération de l’ID patient'],
    [
      ERRORS.transportForAccount,
      'Erreur lors de la création du transport pour le compte spécifique',
    ],
    [
      ERRORS.testAccountCreate('test@exemple.fr'),
      'Erreur lors de la création du compte de test test@exemple.fr',
    ],
    [ERRORS.userCreateImpossible('quota'), 'Impossible de créer l’utilisateur: quota'],
    [ERRORS.patientCreate('refus'), 'Erreur lors de la création du patient: refus'],
    [ERRORS.notificationsCreate('refus'), 'Erreur lors de la création des notifications: refus'],
    [ERRORS.count, 'Erreur lors du comptage'],
    [ERRORS.migration('lot 2'), 'Erreur lors de la migration: lot 2'],
    [ERRORS.authFailure, 'Une erreur est survenue lors de l’authentification :'],
    [ERRORS.unknown, 'Erreur inconnue'],
    [
      ERRORS.firebaseConfigIncomplete(['apiKey', 'appId']),
      'Configuration Firebase incomplète. Champs manquants: apiKey, appId',
    ],
  ])('[ERR4] « %s »', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
