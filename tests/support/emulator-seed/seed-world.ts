/**
 * Seeds the local emulators with the demo world (npm run emulators:seed): the same deterministic data the embedded
 * demo backend shows, stored as the Firestore adapter stores it (rides split into shared part, identity part and
 * offer marker; notifications with their audience key; subscription dates as Timestamps), the organisations with
 * their members and fleets, plus one Auth account per demo person (personas, drivers, the patients), so
 * `VITE_BACKEND_MODE=emulators npm run dev` opens on a living world. Writes as the emulator's owner (rules
 * bypassed), as an administrator's import would. The administrator is made the way a real project makes its first
 * one (npm run admin:grant): signed up as anyone, then granted.
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
import { grantAdmin, openFirestore } from '../../../.config/grant-admin';
import { AUDIENCE_FIELD, audienceKey } from '@/data/remote/firestore/notifications';
import { setWholeRide } from '@/data/remote/firestore/ride-parts';
import { buildDemoData } from '@/data/demo-server/seed/demo-data';
import { DEMO_PEOPLE } from '@/data/demo-server/seed/people';
import { DEMO_DRIVER_PERSONAS, DEMO_PERSONAS } from '@/data/demo-server/seed/personas';
import { COUNTERS_COLLECTION } from '@/domain/counter/counter';
import { parseNotification } from '@/domain/notification/notification';
import { VEHICLES_COLLECTION } from '@/domain/organisation/vehicle';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
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

const SUBSCRIPTION_DATES = ['startDate', 'endDate', 'trialEndsAt'] as const;

/** A profile as the app stores it: subscription dates are Timestamps (profile-changes.ts). */
function storedProfile(data: Record<string, unknown>): DocumentData {
  const subscription = data.subscription as Record<string, unknown> | null | undefined;
  return subscription
    ? { ...data, subscription: timestampsOf(subscription, SUBSCRIPTION_DATES) }
    : data;
}

/** The administrators sign up as a sign-up without a listed role makes them (patient); the grant does the rest. */
const beforeGrant = (data: Record<string, unknown>): Record<string, unknown> =>
  data.userType === 'admin' ? { ...data, userType: 'patient', permissions: [] } : data;

/** One Auth emulator account per demo person, under their uid (the users documents are keyed by it). */
async function createAccounts(target: SeedTarget): Promise<string[]> {
  const url = `http://${target.authHost}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts`;
  const created: string[] = [];
  for (const persona of DEMO_PEOPLE) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        localId: persona.uid,
        email: persona.email,
        password: target.password,
        displayName: `${persona.firstName} ${persona.lastName}`,
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
  const accounts = await createAccounts(target);
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo' }, `seed-${target.now}`);
  const db = getFirestore(app);
  const [host, port] = target.firestoreHost.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken: 'owner' });
  try {
    const data = buildDemoData({ baseDate: target.now });
    await inBatches(db, data.users, (batch, user) =>
      batch.set(
        doc(db, USERS_COLLECTION, user.id),
        storedProfile(beforeGrant(user.data as Record<string, unknown>)),
      ),
    );
    await inBatches(db, data.organisations, (batch, row) =>
      batch.set(
        doc(db, row.collection, row.id),
        timestampsOf(row.data as Record<string, unknown>, ['created_at', 'updated_at']),
      ),
    );
    await inBatches(db, data.vehicles, (batch, vehicle) => {
      const { id: _id, ...fields } = vehicle.data as Record<string, unknown>;
      batch.set(doc(db, VEHICLES_COLLECTION, vehicle.id), fields);
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
    const admins = DEMO_PEOPLE.filter((person) => person.userType === 'admin');
    const granting = openFirestore({
      projectId: target.projectId,
      databaseId: '(default)',
      target: { kind: 'emulators', firestoreHost: target.firestoreHost },
    });
    try {
      for (const admin of admins) await grantAdmin(granting.db, admin.email, target.now);
    } finally {
      await granting.close();
    }
    return {
      accounts,
      personas: [
        ...Object.values(DEMO_PERSONAS).map((p) => `${p.email} (${p.userType})`),
        ...DEMO_DRIVER_PERSONAS.map((p) => `${p.email} (${p.label})`),
      ],
      organisations: data.organisations.length,
      vehicles: data.vehicles.length,
      users: data.users.length,
      patients: data.patients.length,
      transports: data.transports.length,
      notifications: data.notifications.length,
    };
  } finally {
    await terminate(db);
  }
}
