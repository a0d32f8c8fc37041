import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { clearData, firestoreEmulatorHost, loadRules, repositoryRules } from './emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedProfiles, type Persona } from './personas';

export interface RulesTestbed {
  /** Rules bypassed (the emulator's `owner` token): seeding and checking what was stored. */
  owner: Firestore;
  /**
   * A client signed in as the persona (unsigned test token with uid, e-mail and its verification); `device` names
   * another client of the same person (their second device), with its own cache and connection; `authTime` (epoch
   * seconds) is when its session signed in (the token's auth_time; the SDK's default is 0).
   */
  as(persona: Persona, device?: string, authTime?: number): Firestore;
  /** A client that is not signed in. */
  anonymous(): Firestore;
  clear(): Promise<void>;
  dispose(): Promise<void>;
}

type Token =
  | string
  | {
      sub: string;
      user_id: string;
      email?: string;
      email_verified?: boolean;
      auth_time?: number;
    };

/** The repository's firestore.rules loaded for `projectId`, and clients for the owner and each persona. */
export async function rulesTestbed(projectId: string): Promise<RulesTestbed> {
  setLogLevel('silent');
  const address = firestoreEmulatorHost();
  await loadRules(address, projectId, repositoryRules());
  const apps: FirebaseApp[] = [];
  const clients = new Map<string, Firestore>();
  const connect = (key: string, token: Token | null) => {
    const known = clients.get(key);
    if (known) return known;
    const app = initializeApp({ projectId, apiKey: 'demo' }, `${projectId}-${key}`);
    const db = initializeFirestore(app, {
      localCache: memoryLocalCache(),
      ignoreUndefinedProperties: true,
    });
    connectFirestoreEmulator(
      db,
      address.host,
      address.port,
      token === null ? {} : { mockUserToken: token },
    );
    apps.push(app);
    clients.set(key, db);
    return db;
  };
  return {
    owner: connect('owner', 'owner'),
    as: (persona, device, authTime) =>
      connect(
        `${persona.uid}-${persona.emailVerified ? 'v' : 'nv'}${device ? `-${device}` : ''}${authTime === undefined ? '' : `-t${authTime}`}`,
        {
          sub: persona.uid,
          user_id: persona.uid,
          ...(persona.email === null ? {} : { email: persona.email }),
          email_verified: persona.emailVerified,
          ...(authTime === undefined ? {} : { auth_time: authTime }),
        },
      ),
    anonymous: () => connect('anonymous', null),
    clear: () => clearData(address, projectId),
    dispose: async () => {
      await Promise.all([...clients.values()].map((db) => terminate(db)));
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}

/** Whether the rules let the operation through; any error other than permission-denied fails the test. */
export async function allowed(operation: Promise<unknown>): Promise<boolean> {
  try {
    await operation;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') {
      if (process.env.RULES_DEBUG) console.info((error as Error).message);
      return false;
    }
    throw error;
  }
}

/**
 * The test bed of one rules test file: started once, emptied and given the personas' profiles before each test,
 * disposed at the end. Call at the top of the file; the returned bed is usable inside tests and hooks.
 */
export function useRulesTestbed(projectId: string): RulesTestbed {
  let current: RulesTestbed | null = null;
  const bed = () => {
    if (!current) throw new Error('Banc de règles non démarré');
    return current;
  };
  beforeAll(async () => {
    current = await rulesTestbed(projectId);
  });
  beforeEach(async () => {
    await bed().clear();
    await seedProfiles(bed().owner);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return {
    get owner() {
      return bed().owner;
    },
    as: (persona, device, authTime) => bed().as(persona, device, authTime),
    anonymous: () => bed().anonymous(),
    clear: () => bed().clear(),
    dispose: () => bed().dispose(),
  };
}
