// @vitest-environment node
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRIVER_PERSONAS, DEMO_PERSONAS } from '@/data/demo-server/seed/personas';
import { isTerminal } from '@/domain/transport/transport-status';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import {
  connectClient,
  emulatorAddress,
  loadRules,
  rulesText,
  type TestFirestore,
} from '@tests/support/firestore-emulator';
import { seedEmulators } from './seed-world';

/**
 * [SEED] npm run emulators:seed under the production rules: the whole demo world, its administrator made the way
 * npm run admin:grant makes one, and each persona reading its own part. Needs the Auth emulator (the accounts):
 * flock /tmp/emu-e2e.lock npx firebase emulators:exec --only auth --project demo-transport-sanitaire "npx vitest
 * run tests/support/emulator-seed/seed-world.test.ts". The project is the Auth emulator's single one; the
 * Firestore emulator is this run's own.
 */
const projectId = 'demo-transport-sanitaire';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const clients: TestFirestore[] = [];
let summary: Awaited<ReturnType<typeof seedEmulators>>;

beforeAll(async () => {
  await loadRules(projectId, rulesText('production'));
  const { host, port } = emulatorAddress();
  summary = await seedEmulators({
    projectId,
    authHost,
    firestoreHost: `${host}:${port}`,
    password: 'demo1234',
    now: Date.now(),
  });
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.terminate()));
});

const as = (persona: { uid: string; email: string }) => {
  const client = connectClient(projectId, {
    uid: persona.uid,
    email: persona.email,
    email_verified: true,
  });
  clients.push(client);
  return client.db;
};

describe('[SEED] the demo world in the emulators', () => {
  it('[SEED] every kind of document, an account per person', () => {
    expect(summary.accounts).toContain(DEMO_PERSONAS.admin.email);
    expect(summary.accounts.length).toBe(summary.users);
    expect(summary.organisations).toBeGreaterThanOrEqual(6);
    expect(summary.vehicles).toBeGreaterThan(0);
    expect(summary.transports).toBeGreaterThan(0);
  });

  it('[SEED] the administrator is made by the grant: an admin under the rules', async () => {
    const db = as(DEMO_PERSONAS.admin);
    const own = await getDoc(doc(db, 'users', DEMO_PERSONAS.admin.uid));
    expect(own.data()).toMatchObject({ userType: 'admin', permissions: ['all'] });
    const entry = await getDoc(doc(db, 'roleEmails', DEMO_PERSONAS.admin.email));
    expect(entry.data()).toEqual({ role: 'admin' });
    // Admin-only: someone else's profile.
    const other = await getDoc(doc(db, 'users', DEMO_PERSONAS.patient.uid));
    expect(other.data()).toMatchObject({ userType: 'patient' });
  });

  it('[SEED] each company persona reads its organisation (members, fleet) and its rides', async () => {
    for (const persona of [DEMO_PERSONAS.clinique, DEMO_PERSONAS.ambulance, DEMO_PERSONAS.vtc]) {
      const db = as(persona);
      const kind = persona.userType as keyof typeof ORGANISATION_COLLECTIONS;
      const organisation = await getDoc(doc(db, ORGANISATION_COLLECTIONS[kind], persona.orgId));
      expect(organisation.data()?.member_roles?.[persona.email]).toBe('responsable');
      const field = kind === 'clinique' ? 'requester_org_id' : 'provider_org_id';
      const rides = await getDocs(
        query(collection(db, 'transport'), where(field, '==', persona.orgId), limit(5)),
      );
      expect(rides.size).toBeGreaterThan(0);
      if (kind !== 'clinique') {
        const fleet = await getDocs(
          query(collection(db, 'vehicles'), where('org_id', '==', persona.orgId)),
        );
        expect(fleet.size).toBeGreaterThan(0);
      }
    }
  });

  it('[SEED] the patient with an account reads their own rides', async () => {
    const db = as(DEMO_PERSONAS.patient);
    const rides = await getDocs(
      query(collection(db, 'transport'), where('patient_id', '==', DEMO_PERSONAS.patient.uid)),
    );
    const global = await getDocs(
      query(
        collection(db, 'transport'),
        where('global_patient_id', '==', DEMO_PERSONAS.patient.uid),
      ),
    );
    expect(rides.size + global.size).toBeGreaterThan(0);
  });

  it('[SEED-DRIVER] each chauffeur persona reads, under the rules, rides assigned to them and under way (issue 25)', async () => {
    expect(summary.personas).toEqual(
      expect.arrayContaining(
        DEMO_DRIVER_PERSONAS.map((driver) => expect.stringContaining(driver.email)),
      ),
    );
    for (const driver of DEMO_DRIVER_PERSONAS) {
      const db = as(driver);
      const rides = await getDocs(
        query(
          collection(db, 'transport'),
          where('provider_org_id', '==', driver.orgId),
          where('assigned_driver.uid', '==', driver.uid),
        ),
      );
      const underWay = rides.docs.filter((ride) => !isTerminal(ride.data().etat));
      expect(underWay.length, driver.email).toBeGreaterThan(0);
    }
  });
});
