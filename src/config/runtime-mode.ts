/**
 * Which runtime the configuration selects (README, « Runtime modes »), decided without zod so the light public
 * shell can tell before the session loads whether demo personas or Google sign-in apply (/auth). The validated
 * configuration (`env.ts`) selects its mode with this same function.
 */
export const RUNTIME_MODES = ['local', 'emulators', 'firebase'] as const;
export type RuntimeMode = (typeof RUNTIME_MODES)[number];

/** Firebase web config fields that a real project needs (env variable → SDK field). */
export const REQUIRED_FIREBASE_FIELDS = {
  VITE_FIREBASE_API_KEY: 'apiKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'authDomain',
  VITE_FIREBASE_PROJECT_ID: 'projectId',
  VITE_FIREBASE_STORAGE_BUCKET: 'storageBucket',
  VITE_FIREBASE_MESSAGING_SENDER_ID: 'messagingSenderId',
  VITE_FIREBASE_APP_ID: 'appId',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The explicit `VITE_BACKEND_MODE`; else any Firebase field set means a real project; else the embedded demo. */
export function runtimeModeOf(env: Record<string, unknown>): RuntimeMode {
  const explicit = text(env.VITE_BACKEND_MODE);
  if ((RUNTIME_MODES as readonly string[]).includes(explicit)) return explicit as RuntimeMode;
  const anyFirebaseField = Object.keys(REQUIRED_FIREBASE_FIELDS).some((key) => text(env[key]));
  return anyFirebaseField ? 'firebase' : 'local';
}
