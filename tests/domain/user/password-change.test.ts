import { describe, expect, it } from 'vitest';
import {
  checkPasswordChange,
  PASSWORD_MESSAGES,
  passwordChangeErrorMessage,
} from '@/domain/user/password-change';
import { isSessionRevoked } from '@/domain/user/session-revocation';

describe('[PWD] changing one’s password: checked before sending, service errors in French', () => {
  it.each([
    [
      { current: '', next: 'nouveau-42', confirmation: 'nouveau-42' },
      PASSWORD_MESSAGES.currentMissing,
    ],
    [{ current: 'ancien-42', next: 'court', confirmation: 'court' }, PASSWORD_MESSAGES.tooShort],
    [
      { current: 'ancien-42', next: 'nouveau-42', confirmation: 'nouveau-43' },
      PASSWORD_MESSAGES.mismatch,
    ],
    [
      { current: 'ancien-42', next: 'ancien-42', confirmation: 'ancien-42' },
      PASSWORD_MESSAGES.unchanged,
    ],
    [{ current: 'ancien-42', next: 'nouveau-42', confirmation: 'nouveau-42' }, null],
  ])('[PWD1] %j → %s', (input, expected) => {
    expect(checkPasswordChange(input)).toBe(expected);
  });

  it.each([
    ['auth/wrong-password', 'Mot de passe actuel incorrect.'],
    ['auth/invalid-credential', 'Mot de passe actuel incorrect.'],
    ['auth/weak-password', PASSWORD_MESSAGES.weak],
    ['auth/too-many-requests', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
    ['auth/requires-recent-login', PASSWORD_MESSAGES.recentLogin],
    ['auth/network-request-failed', expect.stringMatching(/^Problème de connexion réseau/)],
  ])('[PWD2] %s → %s', (code, message) => {
    expect(passwordChangeErrorMessage(code)).toEqual(message);
  });
});

describe('[REV] sign out other devices: sessions older than the request end', () => {
  it.each([
    [1_000, 2_000, true],
    [2_000, 2_000, false],
    [3_000, 2_000, false],
    [null, 2_000, false],
    [1_000, null, false],
    [1_000, undefined, false],
  ])('[REV1] session started %s, revoked at %s → revoked: %s', (started, revoked, expected) => {
    expect(isSessionRevoked(started, revoked)).toBe(expected);
  });
});
