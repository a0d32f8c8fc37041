import { describe, expect, it } from 'vitest';
import { authEmulatorFromEnv, EMULATOR_MISSING_MESSAGE } from './auth-emulator';

describe('[AUTH13] the emulator suite fails, never skips, outside `npm run test:unit`', () => {
  it.each([[{}], [{ FIREBASE_AUTH_EMULATOR_HOST: '' }], [{ FIREBASE_AUTH_EMULATOR_HOST: '  ' }]])(
    '[AUTH13] %o throws a message that says how to run the tests',
    (env) => {
      expect(() => authEmulatorFromEnv(env)).toThrow(EMULATOR_MISSING_MESSAGE);
      expect(EMULATOR_MISSING_MESSAGE).toContain('npm run test:unit');
    },
  );

  it.each([
    ['127.0.0.1:9099', { host: '127.0.0.1', authPort: 9099 }],
    ['localhost:9199', { host: 'localhost', authPort: 9199 }],
    ['[::1]:9099', { host: '::1', authPort: 9099 }],
  ])('[AUTH13] reads %s', (value, expected) => {
    expect(authEmulatorFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: value })).toEqual(expected);
  });

  it.each([['9099'], ['127.0.0.1:'], ['127.0.0.1:port']])('[AUTH13] rejects %s', (value) => {
    expect(() => authEmulatorFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: value })).toThrow(
      /not "host:port"/,
    );
  });
});
