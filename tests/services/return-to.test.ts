import { afterEach, describe, expect, it } from 'vitest';
import {
  authUrlFor,
  consumeReturnTarget,
  forgetReturnTarget,
  isSafeReturnTarget,
} from '@/services/return-to';

const memory = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage;

afterEach(() => memory.clear());

describe('[RET1] return target round trip', () => {
  it('stores the target and comes back to it once', () => {
    const url = authUrlFor('/dashboard/ambulance/transports?tab=urgents');
    expect(url).toBe(
      '/auth?mode=login&returnTo=%2Fdashboard%2Fambulance%2Ftransports%3Ftab%3Durgents',
    );
    expect(consumeReturnTarget(null)).toBe('/dashboard/ambulance/transports?tab=urgents');
    expect(consumeReturnTarget(null)).toBe('/dashboard');
  });

  it('prefers the query parameter to the stored target', () => {
    authUrlFor('/dashboard/vtc');
    expect(consumeReturnTarget('/mon-espace')).toBe('/mon-espace');
  });

  it.each(['https://pirate.example', '//pirate.example', '/auth?mode=login', '', null])(
    'never returns to an unsafe target: %s',
    (target) => {
      expect(isSafeReturnTarget(target)).toBe(false);
      expect(consumeReturnTarget(target)).toBe('/dashboard');
    },
  );
});

describe('[RET2] an explicit sign-out leaves no return target', () => {
  it('forgets the stored target and sends the next redirect to a bare /auth, until the next sign-in', () => {
    authUrlFor('/dashboard/clinique/transports/abc');
    forgetReturnTarget();
    expect(authUrlFor('/dashboard/clinique/transports/abc')).toBe('/auth');
    expect(consumeReturnTarget(null)).toBe('/dashboard');
    // Signed in again: deep links come back as before.
    expect(authUrlFor('/dashboard/vtc')).toBe('/auth?mode=login&returnTo=%2Fdashboard%2Fvtc');
  });
});
