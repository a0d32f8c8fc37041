/** French messages for the Firebase Auth error codes users actually meet (the SDK's own are English). */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'Mot de passe incorrect.',
  'auth/invalid-credential': 'Adresse e-mail ou mot de passe incorrect.',
  'auth/user-not-found': 'Aucun compte ne correspond à cette adresse e-mail.',
  'auth/email-already-in-use': 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  'auth/weak-password': 'Le mot de passe doit contenir au moins 6 caractères.',
  'auth/network-request-failed':
    'Problème de connexion réseau. Vérifiez votre connexion internet puis réessayez.',
  'auth/too-many-requests': 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  'auth/invalid-email': 'L’adresse e-mail n’est pas valide.',
  'auth/popup-closed-by-user': 'La fenêtre de connexion a été fermée avant la fin de la connexion.',
  'auth/popup-blocked': 'La fenêtre de connexion a été bloquée par le navigateur.',
  'auth/user-disabled': 'Ce compte a été désactivé.',
  'auth/missing-password': 'Veuillez saisir votre mot de passe.',
};

export const AUTH_ERROR_FALLBACK =
  'Une erreur est survenue lors de l’authentification. Veuillez réessayer.';

export function authErrorMessage(code: string | null | undefined): string {
  return (code && AUTH_ERROR_MESSAGES[code]) || AUTH_ERROR_FALLBACK;
}

/** The `code` of a thrown Firebase error (checked structurally: the domain never imports Firebase). */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}
