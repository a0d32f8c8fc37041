import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUCCESS_MESSAGE,
  errorMessage,
  fail,
  ok,
  UNKNOWN_ERROR,
} from '@/domain/errors/service-result';

describe('[ERR1] errorMessage lit le message d’une Error, sinon « Erreur inconnue »', () => {
  it.each([
    [new Error('réseau coupé'), 'réseau coupé'],
    [new TypeError('mauvais type'), 'mauvais type'],
    [new Error('   '), UNKNOWN_ERROR],
    ['une chaîne', UNKNOWN_ERROR],
    [{ message: 'pas une Error' }, UNKNOWN_ERROR],
    [null, UNKNOWN_ERROR],
    [undefined, UNKNOWN_ERROR],
    [42, UNKNOWN_ERROR],
  ])('%# → %s', (thrown, expected) => {
    expect(errorMessage(thrown)).toBe(expected);
  });

  it('[ERR1] the unknown message is the spec string', () => {
    expect(UNKNOWN_ERROR).toBe('Erreur inconnue');
  });
});

describe('[ERR2] ok() has the shape success, message, data, error', () => {
  it('[ERR2] carries data with a null error and a default French message', () => {
    expect(ok([1, 2])).toEqual({
      success: true,
      message: DEFAULT_SUCCESS_MESSAGE,
      data: [1, 2],
      error: null,
    });
  });

  it('[ERR2] keeps a given message', () => {
    expect(ok(3, 'Utilisateur créé').message).toBe('Utilisateur créé');
  });
});

describe('[ERR3] fail() separates the cause (error) from the user text (message)', () => {
  it.each([
    [new Error('permission-denied'), undefined, 'permission-denied', 'permission-denied'],
    [new Error('quota'), 'Erreur lors du comptage', 'Erreur lors du comptage', 'quota'],
    ['déjà une chaîne', undefined, 'déjà une chaîne', 'déjà une chaîne'],
    [{ weird: true }, undefined, UNKNOWN_ERROR, UNKNOWN_ERROR],
  ])('[ERR3] case %#', (cause, message, expectedMessage, expectedError) => {
    const result = fail(cause, message);
    expect(result).toEqual({
      success: false,
      message: expectedMessage,
      data: null,
      error: expectedError,
    });
  });

  it('[ERR3] may still return fallback data, e.g. 0 for a failed count', () => {
    const result = fail(new Error('x'), 'Erreur lors du comptage', 0);
    expect(result.data).toBe(0);
    expect(result.success).toBe(false);
  });
});
