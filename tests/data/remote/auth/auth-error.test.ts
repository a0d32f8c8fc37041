import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { AuthError, toAuthError, UNKNOWN_AUTH_ERROR_CODE } from '@/data/remote/auth/auth-error';
import { AUTH_ERROR_FALLBACK } from '@/domain/errors/auth-error-message';

// What the UI shows as is for the failures users actually meet (spec §7, §8).
const FRENCH_BY_CODE: [code: string, message: string][] = [
  ['auth/wrong-password', 'Mot de passe incorrect.'],
  ['auth/invalid-credential', 'Adresse e-mail ou mot de passe incorrect.'],
  ['auth/user-not-found', 'Aucun compte ne correspond à cette adresse e-mail.'],
  ['auth/email-already-in-use', 'Cette adresse e-mail est déjà utilisée par un autre compte.'],
  ['auth/weak-password', 'Le mot de passe doit contenir au moins 6 caractères.'],
  [
    'auth/network-request-failed',
    'Problème de connexion réseau. Vérifiez votre connexion internet puis réessayez.',
  ],
  ['auth/too-many-requests', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
  ['auth/invalid-email', 'L’adresse e-mail n’est pas valide.'],
  [
    'auth/popup-closed-by-user',
    'La fenêtre de connexion a été fermée avant la fin de la connexion.',
  ],
];

/** The shape the SDK throws: a FirebaseError with an English message. */
const sdkError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('[AUTH10] Firebase failures become AuthErrors with a French message', () => {
  it.each(FRENCH_BY_CODE)('[AUTH10] %s → « %s »', (code, message) => {
    const original = sdkError(code);
    const error = toAuthError(original);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AuthError');
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(original);
  });

  it('[AUTH10] an unlisted Firebase code keeps its code and reads the French fallback', () => {
    const error = toAuthError(sdkError('auth/quota-exceeded'));
    expect(error.code).toBe('auth/quota-exceeded');
    expect(error.message).toBe(AUTH_ERROR_FALLBACK);
    expect(error.message).toBe(
      'Une erreur est survenue lors de l’authentification. Veuillez réessayer.',
    );
  });

  it.each([[new TypeError('x is undefined')], ['chaîne'], [null], [{ code: 42 }]])(
    '[AUTH10] a failure without a Firebase code (%s) reads the French fallback',
    (thrown) => {
      const error = toAuthError(thrown);
      expect(error.code).toBe(UNKNOWN_AUTH_ERROR_CODE);
      expect(error.message).toBe(AUTH_ERROR_FALLBACK);
      expect(error.cause).toBe(thrown);
    },
  );

  it('[AUTH10] an AuthError is passed through unchanged, never wrapped twice', () => {
    const once = toAuthError(sdkError('auth/weak-password'));
    expect(toAuthError(once)).toBe(once);
  });
});
