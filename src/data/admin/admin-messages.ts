/** French texts of the maintenance tools beyond the §8 catalogue (which stays in domain/errors). */
export const MAINTENANCE_MESSAGES = {
  cancelled: 'Opération annulée.',
  patientsCreated: (n: number) => `${n} patient(s) de test créé(s).`,
  notificationsCreated: (n: number) => `${n} notification(s) de test créée(s).`,
  transportsCreated: (n: number) => `${n} transport(s) de test créé(s).`,
  cleaned: (n: number) => `${n} transport(s) de test supprimé(s).`,
  accountMissing: 'compte introuvable',
  connection: 'Erreur lors du test de connexion',
  connectionFailed: 'Une des lectures a échoué',
  connectionOk: 'Connexion au serveur vérifiée.',
  carryFailed: 'Erreur lors du report des abonnements sur les organisations',
  carried: (n: number) => `${n} organisation(s) mise(s) à jour.`,
} as const;

export const COUNTER_MESSAGES = {
  read: 'Erreur lors de la lecture des compteurs',
  init: 'Erreur lors de l’initialisation des compteurs',
  reset: 'Erreur lors de la remise à zéro du compteur',
  unknown: 'Compteur inconnu',
  initialised: (n: number) =>
    n === 0 ? 'Tous les compteurs existent déjà.' : `${n} compteur(s) initialisé(s).`,
  resetDone: (name: string) => `Compteur ${name} remis à zéro.`,
} as const;
