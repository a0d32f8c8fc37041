import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, incompleteFirebaseMessage, parseEnv } from '@/config/env';

const completeFirebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'projet.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'projet',
  VITE_FIREBASE_STORAGE_BUCKET: 'projet.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('[ENV1] mode selection', () => {
  it('defaults to the embedded local backend when nothing is configured', () => {
    const config = parseEnv({});
    expect(config.mode).toBe('local');
    expect(config.firebase).toBeNull();
    expect(config.emulators).toBeNull();
  });

  it('treats empty strings as unset (an .env copied from .env.example stays local)', () => {
    expect(parseEnv({ VITE_BACKEND_MODE: '', VITE_FIREBASE_API_KEY: '  ' }).mode).toBe('local');
  });

  it('selects firebase when a complete config is present without an explicit mode', () => {
    const config = parseEnv(completeFirebase);
    expect(config.mode).toBe('firebase');
    expect(config.firebase).toMatchObject({ projectId: 'projet', databaseId: '(default)' });
    expect(config.firebase?.functionsRegion).toBe('us-central1');
  });

  it('keeps the named database when one is given', () => {
    const config = parseEnv({ ...completeFirebase, VITE_FIREBASE_DATABASE_ID: 'transports' });
    expect(config.firebase?.databaseId).toBe('transports');
  });

  it('rejects an unknown mode with a French message', () => {
    expect(() => parseEnv({ VITE_BACKEND_MODE: 'cloud' })).toThrow(/Configuration invalide/);
  });
});

describe('[ENV2] incomplete Firebase configuration fails fast, naming each missing field', () => {
  const fields = [
    ['VITE_FIREBASE_API_KEY', 'apiKey'],
    ['VITE_FIREBASE_AUTH_DOMAIN', 'authDomain'],
    ['VITE_FIREBASE_PROJECT_ID', 'projectId'],
    ['VITE_FIREBASE_STORAGE_BUCKET', 'storageBucket'],
    ['VITE_FIREBASE_MESSAGING_SENDER_ID', 'messagingSenderId'],
    ['VITE_FIREBASE_APP_ID', 'appId'],
  ] as const;

  it.each(fields)('without %s the error names %s', (envKey, field) => {
    const partial: Record<string, string> = { ...completeFirebase };
    delete partial[envKey];
    expect(() => parseEnv(partial)).toThrow(new ConfigError(incompleteFirebaseMessage([field])));
  });

  it('lists every missing field in the spec wording', () => {
    expect(() => parseEnv({ VITE_BACKEND_MODE: 'firebase', VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      'Configuration Firebase incomplète. Champs manquants: authDomain, projectId, storageBucket, messagingSenderId, appId',
    );
  });
});

describe('[ENV3] emulators mode', () => {
  it('uses the firebase.json host and ports (where npm run emulators starts them) and a demo- project by default', () => {
    const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8'));
    const config = parseEnv({ VITE_BACKEND_MODE: 'emulators' });
    expect(config.emulators).toEqual({
      host: emulators.auth.host,
      authPort: emulators.auth.port,
      firestorePort: emulators.firestore.port,
    });
    expect(config.firebase?.projectId).toBe('demo-transport-sanitaire');
  });

  it('lets VITE_EMULATOR_* point elsewhere (an emulator reused with FIRESTORE_EMULATOR_HOST)', () => {
    const config = parseEnv({
      VITE_BACKEND_MODE: 'emulators',
      VITE_EMULATOR_HOST: 'localhost',
      VITE_EMULATOR_FIRESTORE_PORT: '8181',
    });
    expect(config.emulators).toMatchObject({ host: 'localhost', firestorePort: 8181 });
  });

  it('refuses a project id that could be a real project', () => {
    expect(() =>
      parseEnv({ VITE_BACKEND_MODE: 'emulators', VITE_FIREBASE_PROJECT_ID: 'prod' }),
    ).toThrow(/demo-/);
  });

  it('rejects a port that is not a number', () => {
    expect(() =>
      parseEnv({ VITE_BACKEND_MODE: 'emulators', VITE_EMULATOR_AUTH_PORT: 'abc' }),
    ).toThrow(/port/);
  });
});

describe('[ENV4] role e-mail lists are configuration', () => {
  it('splits, trims and lower-cases the lists', () => {
    const config = parseEnv({ VITE_ADMIN_EMAILS: ' Chef@Exemple.fr , second@exemple.fr,,' });
    expect(config.roleEmails.admin).toEqual(['chef@exemple.fr', 'second@exemple.fr']);
    expect(config.roleEmails.vtc).toEqual([]);
    expect(config.billingAccountEmail).toBeNull();
  });
});

describe('[ENV5] data backend', () => {
  it('is the embedded demo backend in local mode', () => {
    expect(parseEnv({}).dataBackend).toBe('demo');
  });
  it('defaults to Firestore with Firebase, and may be the demo backend', () => {
    expect(parseEnv({ VITE_BACKEND_MODE: 'emulators' }).dataBackend).toBe('firestore');
    expect(
      parseEnv({ VITE_BACKEND_MODE: 'emulators', VITE_DATA_BACKEND: 'demo' }).dataBackend,
    ).toBe('demo');
  });
  it('rejects an unknown data backend', () => {
    expect(() => parseEnv({ VITE_DATA_BACKEND: 'mongo' })).toThrow(/Configuration invalide/);
  });
});

describe('[ENV6] the online geocoder of address fields (issue 22)', () => {
  it('is the Base Adresse Nationale by default, another URL when given, none when off', () => {
    expect(parseEnv({}).geocoderUrl).toBe('https://api-adresse.data.gouv.fr');
    expect(parseEnv({ VITE_GEOCODER_URL: 'http://127.0.0.1:7070' }).geocoderUrl).toBe(
      'http://127.0.0.1:7070',
    );
    expect(parseEnv({ VITE_GEOCODER_URL: 'off' }).geocoderUrl).toBeNull();
  });

  it('rejects what is neither an http(s) URL nor off', () => {
    expect(() => parseEnv({ VITE_GEOCODER_URL: 'ftp://x' })).toThrow(/VITE_GEOCODER_URL/);
  });
});
