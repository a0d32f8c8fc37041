import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_FALLBACK,
  authErrorCode,
  authErrorMessage,
} from '@/domain/errors/auth-error-message';

const CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/network-request-failed',
  'auth/too-many-requests',
  'auth/invalid-email',
  'auth/popup-closed-by-user',
];

describe('[ERR5] Firebase Auth codes read in French', () => {
  it.each(CODES)('[ERR5] %s has its own French message', (code) => {
    const message = authErrorMessage(code);
    expect(message).not.toBe(AUTH_ERROR_FALLBACK);
    expect(message).not.toMatch(/auth\/|Firebase/);
    expect(message).toMatch(/[.]$/);
  });

  it('[ERR5] distinct codes give distinct messages', () => {
    expect(new Set(CODES.map(authErrorMessage)).size).toBe(CODES.length);
  });

  it.each([['auth/quota-exceeded'], [''], [null], [undefined]])(
    '[ERR5] %s falls back to a French message',
    (code) => {
      expect(authErrorMessage(code)).toBe(AUTH_ERROR_FALLBACK);
    },
  );

  it('[ERR5] the message for a wrong password is the expected one', () => {
    expect(authErrorMessage('auth/wrong-password')).toBe('Mot de passe incorrect.');
  });
});

describe('[ERR6] authErrorCode reads the code of a thrown error structurally', () => {
  it.each([
    [Object.assign(new Error('x'), { code: 'auth/invalid-email' }), 'auth/invalid-email'],
    [{ code: 'auth/user-disabled' }, 'auth/user-disabled'],
    [{ code: 42 }, null],
    [new Error('sans code'), null],
    ['auth/invalid-email', null],
    [null, null],
  ])('[ERR6] case %#', (error, expected) => {
    expect(authErrorCode(error)).toBe(expected);
  });
});
