/**
 * Seeds the local emulators with the demo world (npm run emulators:seed): the same deterministic data the embedded
 * demo backend shows, stored as the Firestore adapter stores it (rides split into shared part, identity part and
 * offer marker; notifications with their audience key), plus one Auth account per demo persona, so
 * `VITE_BACKEND_MODE=emulators npm run dev` opens on a living world. Writes as the emulator's owner (rules
 * bypassed), as an administrator's import would.
 */
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  terminate,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { AUDIENCE_FIELD, audienceKey } from '@/data/remote/firestore/notifications';
import { setWholeRide } from '@/data/remote/firestore/ride-parts';
import { DEMO_ORGANISATIONS } from '@/data/local/demo-backend/seed/organisations';
import { buildDemoData } from '@/data/local/demo-backend/seed/demo-data';
import { DEMO_PERSONAS } from '@/data/local/demo-backend/seed/personas';
import { COUNTERS_COLLECTION } from '@/domain/counter/counter';
import { parseNotification } from '@/domain/notification/notification';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { ROLE_EMAILS_COLLECTION, roleEmailKey } from '@/domain/user/role-email-lists';
import { USERS_COLLECTION } from '@/domain/user/user';

export interface SeedTarget {
  projectId: string;
  /** « 127.0.0.1:9099 » */
  authHost: string;
  /** « 127.0.0.1:8080 » */
  firestoreHost: string;
  /** The persona accounts' password. */
  password: string;
  now: number;
}

/** Firestore refuses more than 500 writes per batch. */
const BATCH_SIZE = 400;

async function inBatches<T>(
  db: Firestore,
  items: readonly T[],
  stage: (batch: ReturnType<typeof writeBatch>, item: T) => void,
) {
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = writeBatch(db);
    for (const item of items.slice(start, start + BATCH_SIZE)) stage(batch, item);
    await batch.commit();
  }
}

const timestampsOf = (data: Record<string, unknown>, keys: readonly string[]): DocumentData => {
  const out: Record<string, unknown> = { ...data };
  for (const key of keys) {
    if (typeof out[key] === 'number') out[key] = Timestamp.fromMillis(out[key] as number);
  }
  return out;
};

/** One Auth emulator account per persona, under the persona's uid (the users documents are keyed by it). */
async function createPersonaAccounts(target: SeedTarget): Promise<string[]> {
  const url = `http://${target.authHost}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts`;
  const created: string[] = [];
  for (const persona of Object.values(DEMO_PERSONAS)) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        localId: persona.uid,
        email: persona.email,
        password: target.password,
        displayName: persona.displayName,
        emailVerified: true,
      }),
    });
    const body = await response.text();
    if (!response.ok && !body.includes('DUPLICATE')) {
      throw new Error(`Compte ${persona.email} non créé dans l’émulateur Auth : ${body}`);
    }
    created.push(persona.email);
  }
  return created;
}

export async function seedEmulators(target: SeedTarget) {
  const accounts = await createPersonaAccounts(target);
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo' }, `seed-${target.now}`);
  const db = getFirestore(app);
  const [host, port] = target.firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken: 'owner' });
  try {
    const data = buildDemoData({ baseDate: target.now });
    await inBatches(db, data.users, (batch, user) =>
      batch.set(doc(db, USERS_COLLECTION, user.id), user.data as DocumentData),
    );
    const admin = DEMO_PERSONAS.admin;
    await inBatches(db, [admin], (batch, persona) =>
      batch.set(doc(db, ROLE_EMAILS_COLLECTION, roleEmailKey(persona.email)), { role: 'admin' }),
    );
    const companies = DEMO_ORGANISATIONS.filter((o) => o.role !== 'admin');
    await inBatches(db, companies, (batch, org) => {
      const kind = org.role as keyof typeof ORGANISATION_COLLECTIONS;
      batch.set(doc(db, ORGANISATION_COLLECTIONS[kind], org.orgId), {
        id: org.orgId,
        type: kind,
        name: org.name,
        phone: org.phone,
        owner_uid: null,
        associatedUsers: [],
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
      });
    });
    await inBatches(db, data.patients, (batch, patient) =>
      batch.set(doc(db, PATIENTS_COLLECTION, patient.id), {
        ...timestampsOf(patient.data as Record<string, unknown>, ['created_at']),
        updated_at: serverTimestamp(),
      }),
    );
    await inBatches(db, data.transports, (batch, transport) => setWholeRide(batch, db, transport));
    await inBatches(db, data.notifications, (batch, row) => {
      const parsed = parseNotification(row.id, row.data);
      if (!parsed.ok) return;
      batch.set(doc(db, 'notifications', row.id), {
        ...timestampsOf(parsed.value, ['created_at', 'expires_at']),
        [AUDIENCE_FIELD]: audienceKey(parsed.value),
        updated_at: serverTimestamp(),
      });
    });
    await inBatches(db, data.counters, (batch, counter) =>
      batch.set(doc(db, COUNTERS_COLLECTION, counter.id), {
        value: counter.value,
        type: counter.type,
        lastUpdated: serverTimestamp(),
      }),
    );
    return {
      accounts,
      users: data.users.length,
      patients: data.patients.length,
      transports: data.transports.length,
      notifications: data.notifications.length,
    };
  } finally {
    await terminate(db);
  }
}
