import { AUTH_ERROR_MESSAGES, authErrorMessage } from '@/domain/errors/auth-error-message';

/**
 * Changing one's password (Firebase mode): the checks made before anything is sent, and the French words for what
 * the identity service answers. The current password is always asked: the service wants a recent sign-in.
 */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  currentMissing: 'Saisissez votre mot de passe actuel.',
  tooShort: `Le nouveau mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  mismatch: 'La confirmation ne correspond pas au nouveau mot de passe.',
  unchanged: 'Le nouveau mot de passe doit être différent de l’actuel.',
  wrongCurrent: 'Mot de passe actuel incorrect.',
  weak: `Mot de passe trop faible : choisissez-en un d’au moins ${MIN_PASSWORD_LENGTH} caractères, plus difficile à deviner.`,
  recentLogin: 'Pour votre sécurité, reconnectez-vous puis réessayez.',
} as const;

export interface PasswordChangeInput {
  current: string;
  next: string;
  confirmation: string;
}

/** The first problem with the form, in French, or null when it can be sent. */
export function checkPasswordChange({
  current,
  next,
  confirmation,
}: PasswordChangeInput): string | null {
  if (current === '') return PASSWORD_MESSAGES.currentMissing;
  if (next.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (next !== confirmation) return PASSWORD_MESSAGES.mismatch;
  if (next === current) return PASSWORD_MESSAGES.unchanged;
  return null;
}

const BY_CODE: Readonly<Record<string, string>> = {
  'auth/wrong-password': PASSWORD_MESSAGES.wrongCurrent,
  'auth/invalid-credential': PASSWORD_MESSAGES.wrongCurrent,
  'auth/invalid-login-credentials': PASSWORD_MESSAGES.wrongCurrent,
  'auth/weak-password': PASSWORD_MESSAGES.weak,
  'auth/requires-recent-login': PASSWORD_MESSAGES.recentLogin,
  'auth/too-many-requests': AUTH_ERROR_MESSAGES['auth/too-many-requests']!,
};

/** What to tell the user when the identity service refused a re-authentication or a new password. */
export function passwordChangeErrorMessage(code: string | null | undefined): string {
  return (code && BY_CODE[code]) || authErrorMessage(code);
}
