import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { runtimeModeOf } from '@/config/runtime-mode';

const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'projet.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'projet',
  VITE_FIREBASE_STORAGE_BUCKET: 'projet.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('[ENV-MODE] the runtime mode, known without zod (the prerendered /auth) and the same as the config’s', () => {
  it.each([
    ['nothing set', {}, 'local'],
    ['empty strings', { VITE_BACKEND_MODE: ' ', VITE_FIREBASE_API_KEY: '' }, 'local'],
    ['explicit emulators', { VITE_BACKEND_MODE: 'emulators' }, 'emulators'],
    [
      'explicit local despite Firebase fields',
      { ...FIREBASE, VITE_BACKEND_MODE: 'local' },
      'local',
    ],
    ['the six Firebase fields', FIREBASE, 'firebase'],
  ])('[ENV-MODE] %s → %s, as parseEnv decides', (_label, env, mode) => {
    expect(runtimeModeOf(env)).toBe(mode);
    expect(parseEnv(env).mode).toBe(mode);
  });

  it('[ENV-MODE] one Firebase field alone already means Firebase (parseEnv then names the missing ones)', () => {
    expect(runtimeModeOf({ VITE_FIREBASE_PROJECT_ID: 'projet' })).toBe('firebase');
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: 'projet' })).toThrow(/apiKey/);
  });
});
