/**
 * npm run admin:grant — the first administrator without the Firebase console. What firestore.rules needs for a
 * person to be an admin: isAdmin() reads `userType == 'admin'` on their profile (users/{uid}), and sign-up gives
 * that role only to a verified e-mail listed in roleEmails/{e-mail} (listedRole()). So: the roleEmails entry,
 * always; and the profile, when the account already has one. Idempotent: a second run writes nothing.
 *
 * Written with firebase-admin (rules bypassed, as the console), against the emulators by default or a real project
 * with a service account. Shared by .config/admin-grant.mjs and the emulators' seed.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { ADMIN_PERMISSIONS } from '../src/domain/constants';
import { toFrenchLocaleString } from '../src/domain/shared/timestamp';
import { ROLE_EMAILS_COLLECTION, roleEmailKey } from '../src/domain/user/role-email-lists';
import { USERS_COLLECTION } from '../src/domain/user/user';

export const DEFAULT_EMULATOR_PROJECT = 'demo-transport-sanitaire';

/** One address, no spaces, a dot in the domain: what Firebase Auth would accept as an account's e-mail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class GrantError extends Error {
  override name = 'GrantError';
}

export interface GrantedProfile {
  uid: string;
  /** Its role before the grant. */
  before: string;
  /** Whether this run wrote it (false: it already was an administrator). */
  changed: boolean;
}

export interface GrantResult {
  email: string;
  /** Whether this run wrote the roleEmails entry (false: it was already there). */
  listed: boolean;
  profiles: GrantedProfile[];
}

const isAdminProfile = (data: DocumentData) =>
  data.userType === 'admin' &&
  Array.isArray(data.permissions) &&
  data.permissions.length === ADMIN_PERMISSIONS.length &&
  ADMIN_PERMISSIONS.every((permission, i) => data.permissions[i] === permission);

/**
 * Makes `email` an administrator: its roleEmails entry, and every profile already signed up under that address
 * (the app stores the address as Auth gives it, usually lower-cased) becomes admin with the admin permissions.
 * The organisation the profile points at is left as is: only the role changes, as sign-up's listed role does.
 */
export async function grantAdmin(
  db: Firestore,
  rawEmail: string,
  now: number,
): Promise<GrantResult> {
  const typed = rawEmail.trim();
  if (!EMAIL.test(typed)) {
    throw new GrantError(`« ${rawEmail} » n’est pas une adresse e-mail valide.`);
  }
  const email = roleEmailKey(typed);
  const entry = db.collection(ROLE_EMAILS_COLLECTION).doc(email);
  const listed = (await entry.get()).data()?.role !== 'admin';
  if (listed) await entry.set({ role: 'admin' });

  const variants = [...new Set([email, typed])];
  const found = await db.collection(USERS_COLLECTION).where('email', 'in', variants).get();
  const profiles: GrantedProfile[] = [];
  for (const profile of found.docs) {
    const data = profile.data();
    const changed = !isAdminProfile(data);
    if (changed) {
      await profile.ref.update({
        userType: 'admin',
        permissions: [...ADMIN_PERMISSIONS],
        updatedAt: toFrenchLocaleString(now),
      });
    }
    profiles.push({ uid: profile.id, before: String(data.userType ?? '?'), changed });
  }
  return { email, listed, profiles };
}

/** What the command prints: French, one fact per line. */
export function describeGrant(result: GrantResult): string[] {
  const lines = [`${result.email} est maintenant administrateur.`];
  lines.push(
    result.listed
      ? `  Liste des rôles (roleEmails/${result.email}) : ajouté.`
      : `  Liste des rôles (roleEmails/${result.email}) : déjà présent.`,
  );
  if (result.profiles.length === 0) {
    lines.push(
      '  Aucun compte inscrit avec cette adresse pour l’instant : il sera administrateur à son inscription si ' +
        'son adresse est vérifiée ; sinon, relancez cette commande une fois le compte créé.',
    );
  }
  for (const profile of result.profiles) {
    lines.push(
      profile.changed
        ? `  Profil ${profile.uid} : ${profile.before} → admin.`
        : `  Profil ${profile.uid} : déjà administrateur.`,
    );
  }
  return lines;
}

export interface GrantOptions {
  email: string;
  /** The project to write to; absent, the emulators' demo project. */
  projectId: string;
  /** Named Firestore database (VITE_FIREBASE_DATABASE_ID), '(default)' otherwise. */
  databaseId: string;
  /** emulators: « hôte:port » of the Firestore emulator; real: the service account's key file. */
  target: { kind: 'emulators'; firestoreHost: string } | { kind: 'project'; credentials: string };
}

export const USAGE =
  'Usage : npm run admin:grant -- <e-mail> [--project <id> (avec GOOGLE_APPLICATION_CREDENTIALS)] [--database <id>]';

/**
 * Reads the command line and the environment: the emulators (project demo-…, the host of FIRESTORE_EMULATOR_HOST
 * or firebase.json) unless a real project is named, which needs a service account's key
 * (GOOGLE_APPLICATION_CREDENTIALS). Throws a GrantError in French for every mistake.
 */
export function grantOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  emulatorFirestore: { host: string; port: number },
): GrantOptions {
  const rest: string[] = [];
  let project: string | undefined;
  let database: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--project' || arg === '--database') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--'))
        throw new GrantError(`${arg} attend une valeur.\n${USAGE}`);
      if (arg === '--project') project = value;
      else database = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      throw new GrantError(`Option inconnue : ${arg}.\n${USAGE}`);
    } else rest.push(arg);
  }
  if (rest.length !== 1) throw new GrantError(`Donnez une adresse e-mail, une seule.\n${USAGE}`);
  const email = rest[0]!;
  if (!EMAIL.test(email.trim())) {
    throw new GrantError(`« ${email} » n’est pas une adresse e-mail valide.`);
  }
  const databaseId = database ?? env.VITE_FIREBASE_DATABASE_ID?.trim() ?? '(default)';
  const projectId = project ?? DEFAULT_EMULATOR_PROJECT;
  if (projectId.startsWith('demo-')) {
    const firestoreHost =
      env.FIRESTORE_EMULATOR_HOST?.trim() || `${emulatorFirestore.host}:${emulatorFirestore.port}`;
    return { email, projectId, databaseId, target: { kind: 'emulators', firestoreHost } };
  }
  if (env.FIRESTORE_EMULATOR_HOST?.trim()) {
    throw new GrantError(
      `FIRESTORE_EMULATOR_HOST est défini : firebase-admin écrirait dans l’émulateur, pas dans ${projectId}. ` +
        'Retirez cette variable pour viser le vrai projet.',
    );
  }
  const credentials = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (!credentials) {
    throw new GrantError(
      `Pas d’identifiants pour le projet ${projectId} : téléchargez la clé d’un compte de service (console ` +
        'Firebase › Paramètres du projet › Comptes de service › Générer une nouvelle clé privée), puis ' +
        `GOOGLE_APPLICATION_CREDENTIALS=/chemin/cle.json npm run admin:grant -- ${email} --project ${projectId}`,
    );
  }
  return { email, projectId, databaseId, target: { kind: 'project', credentials } };
}

/**
 * firebase-admin's Firestore for these options: the emulator (host given in the settings, never through
 * FIRESTORE_EMULATOR_HOST, so a caller's environment keeps its meaning; firebase-admin then sends the owner token)
 * or the project with its service account. A throwaway app of its own: close() frees its connections.
 */
export function openFirestore(options: Pick<GrantOptions, 'projectId' | 'databaseId' | 'target'>) {
  const { projectId, databaseId, target } = options;
  const name = `admin-grant-${randomUUID()}`;
  let app;
  if (target.kind === 'emulators') {
    // No credentials here: without this, google-auth probes the cloud metadata server (a request off this
    // machine) before settling for the emulator's owner token.
    process.env.METADATA_SERVER_DETECTION = 'none';
    app = initializeApp({ projectId }, name);
  } else {
    let key: object;
    try {
      key = JSON.parse(readFileSync(target.credentials, 'utf8')) as object;
    } catch (error) {
      throw new GrantError(
        `Clé du compte de service illisible (${target.credentials}) : ${(error as Error).message}`,
      );
    }
    app = initializeApp({ projectId, credential: cert(key) }, name);
  }
  const db = getFirestore(app, databaseId);
  // firebase-admin's own settings carry no host: the client's settings() does, before any other call.
  if (target.kind === 'emulators') db.settings({ host: target.firestoreHost, ssl: false });
  return { db, close: () => deleteApp(app) };
}
