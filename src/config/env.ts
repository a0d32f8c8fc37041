import { z } from 'zod';
import { ERRORS } from '@/domain/errors/error-catalogue';
import type { RoleEmailLists } from '@/domain/user/role-email-lists';
import {
  REQUIRED_FIREBASE_FIELDS,
  RUNTIME_MODES,
  runtimeModeOf,
  type RuntimeMode,
} from './runtime-mode';

/**
 * Runtime configuration, validated once at start (ARCHITECTURE §2).
 * - `local`: embedded demo backend (IndexedDB "server" + demo personas). Default when nothing is configured,
 *   so `npm run dev` works on a fresh machine with no network and no Firebase account.
 * - `emulators`: Firebase Auth + Firestore emulators on the host and ports of firebase.json (`npm run emulators`),
 *   project id `demo-…`.
 * - `firebase`: a real Firebase project.
 */
export { RUNTIME_MODES, REQUIRED_FIREBASE_FIELDS, type RuntimeMode };

/**
 * Where data lives in the Firebase modes: Firestore (default), or the embedded demo backend — real Firebase
 * sign-in with local data, for trying authentication where no Firestore emulator can run.
 */
export const DATA_BACKENDS = ['firestore', 'demo'] as const;
export type DataBackend = (typeof DATA_BACKENDS)[number];

type FirebaseEnvKey = keyof typeof REQUIRED_FIREBASE_FIELDS;
type FirebaseField = (typeof REQUIRED_FIREBASE_FIELDS)[FirebaseEnvKey];

export interface FirebaseWebConfig extends Record<FirebaseField, string> {
  /** Named Firestore database; the spec's "named with a fallback to default". */
  databaseId: string;
  functionsRegion: string;
}

export interface EmulatorConfig {
  host: string;
  authPort: number;
  firestorePort: number;
}

/**
 * The emulators' host and ports of firebase.json, put there by vite.config.ts (build, dev server and Vitest):
 * `npm run emulators` starts them on those ports, so the app's defaults and the emulators never disagree.
 */
declare const __FIREBASE_JSON_EMULATORS__: EmulatorConfig;
const EMULATOR_DEFAULTS: EmulatorConfig = __FIREBASE_JSON_EMULATORS__;

export interface AppConfig {
  mode: RuntimeMode;
  /** Always 'demo' in local mode. */
  dataBackend: DataBackend;
  firebase: FirebaseWebConfig | null;
  emulators: EmulatorConfig | null;
  /** E-mail lists that force a role (spec §5). Configuration, never literals in code. */
  roleEmails: RoleEmailLists;
  /** The one ambulance account that sees « Facturation » in the account menu (spec §2, §6). */
  billingAccountEmail: string | null;
  /**
   * Issue 22: where the online geocoder (Base Adresse Nationale /search/) lives; null when VITE_GEOCODER_URL=off —
   * address fields then use the offline sources only (address book, communes table).
   */
  geocoderUrl: string | null;
}

/** The Base Adresse Nationale: the French state's open geocoder, no key needed. */
export const DEFAULT_GEOCODER_URL = 'https://api-adresse.data.gouv.fr';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const emailList = optionalText.transform((value) =>
  (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0),
);

const port = (fallback: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d{2,5}$/, 'doit être un numéro de port')
      .transform(Number)
      .optional()
      .transform((value) => value ?? fallback),
  );

const rawEnvSchema = z.object({
  VITE_BACKEND_MODE: optionalText.pipe(z.enum(RUNTIME_MODES).optional()),
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_DATABASE_ID: optionalText,
  VITE_DATA_BACKEND: optionalText.pipe(z.enum(DATA_BACKENDS).optional()),
  VITE_FIREBASE_FUNCTIONS_REGION: optionalText,
  VITE_EMULATOR_HOST: optionalText,
  VITE_EMULATOR_AUTH_PORT: port(EMULATOR_DEFAULTS.authPort),
  VITE_EMULATOR_FIRESTORE_PORT: port(EMULATOR_DEFAULTS.firestorePort),
  VITE_ADMIN_EMAILS: emailList,
  VITE_AMBULANCE_EMAILS: emailList,
  VITE_VTC_EMAILS: emailList,
  VITE_CLINIQUE_EMAILS: emailList,
  VITE_BILLING_ACCOUNT_EMAIL: optionalText.transform((value) => value?.toLowerCase() ?? null),
  VITE_GEOCODER_URL: optionalText.pipe(
    z
      .union([
        z.literal('off'),
        z.url({ protocol: /^https?$/, error: 'doit être une URL http(s) ou off' }),
      ])
      .optional(),
  ),
});

type RawEnv = z.infer<typeof rawEnvSchema>;

/** The spec's exact message for an incomplete Firebase configuration (§8). */
export const incompleteFirebaseMessage = ERRORS.firebaseConfigIncomplete;

function firebaseConfig(env: RawEnv, mode: RuntimeMode): FirebaseWebConfig {
  const base = {
    databaseId: env.VITE_FIREBASE_DATABASE_ID ?? '(default)',
    functionsRegion: env.VITE_FIREBASE_FUNCTIONS_REGION ?? 'us-central1',
  };
  if (mode === 'emulators') {
    // The emulators accept any key; only a demo-* project id keeps them from reaching production.
    const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-transport-sanitaire';
    if (!projectId.startsWith('demo-')) {
      throw new ConfigError(
        `Le mode émulateurs exige un identifiant de projet commençant par « demo- » (reçu : ${projectId}).`,
      );
    }
    return {
      ...base,
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
      appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
    };
  }
  const missing = (Object.keys(REQUIRED_FIREBASE_FIELDS) as FirebaseEnvKey[])
    .filter((key) => !env[key])
    .map((key) => REQUIRED_FIREBASE_FIELDS[key]);
  if (missing.length > 0) throw new ConfigError(incompleteFirebaseMessage(missing));
  return {
    ...base,
    apiKey: env.VITE_FIREBASE_API_KEY!,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN!,
    projectId: env.VITE_FIREBASE_PROJECT_ID!,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET!,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID!,
    appId: env.VITE_FIREBASE_APP_ID!,
  };
}

/** Validates raw variables (import.meta.env in the app, a plain object in tests) into an AppConfig. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const parsed = rawEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')} : ${issue.message}`)
      .join(' ; ');
    throw new ConfigError(`Configuration invalide — ${details}`);
  }
  const env = parsed.data;
  const mode = runtimeModeOf(env);
  return {
    mode,
    dataBackend: mode === 'local' ? 'demo' : (env.VITE_DATA_BACKEND ?? 'firestore'),
    firebase: mode === 'local' ? null : firebaseConfig(env, mode),
    emulators:
      mode === 'emulators'
        ? {
            host: env.VITE_EMULATOR_HOST ?? EMULATOR_DEFAULTS.host,
            authPort: env.VITE_EMULATOR_AUTH_PORT,
            firestorePort: env.VITE_EMULATOR_FIRESTORE_PORT,
          }
        : null,
    roleEmails: {
      admin: env.VITE_ADMIN_EMAILS,
      ambulance: env.VITE_AMBULANCE_EMAILS,
      vtc: env.VITE_VTC_EMAILS,
      clinique: env.VITE_CLINIQUE_EMAILS,
    },
    billingAccountEmail: env.VITE_BILLING_ACCOUNT_EMAIL,
    geocoderUrl:
      env.VITE_GEOCODER_URL === 'off' ? null : (env.VITE_GEOCODER_URL ?? DEFAULT_GEOCODER_URL),
  };
}

let cached: AppConfig | undefined;

/** The app's configuration, parsed from import.meta.env on first use. */
export function appConfig(): AppConfig {
  cached ??= parseEnv(import.meta.env as Record<string, unknown>);
  return cached;
}
