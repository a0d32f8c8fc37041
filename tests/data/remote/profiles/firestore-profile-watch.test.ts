// @vitest-environment node
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createFirestoreProfiles } from '@/data/remote/profiles/firestore-profiles';
import type { User } from '@/domain/user/user';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  clearData,
  connectClient,
  emulatorProject,
  loadRules,
  rulesText,
  type TestFirestore,
} from '@tests/support/firestore-emulator';

// [PRW] The signed-in device follows its users document: an admin's approval, written by another client, reaches
// it without a new read (issue 11: access changes without a reload).
const projectId = emulatorProject('profil-suivi');
let device: TestFirestore;
let admin: TestFirestore;

beforeAll(() => loadRules(projectId, rulesText('open')));
beforeEach(async () => {
  await clearData(projectId);
  [device, admin] = [connectClient(projectId, 'owner'), connectClient(projectId, 'owner')];
});
afterEach(async () => {
  await Promise.all([device.terminate(), admin.terminate()]);
});

it('[PRW1] a subscription approved by another client reaches the watching device', async () => {
  await setDoc(doc(admin.db, 'users', 'u-ambu'), {
    email: 'ambu@exemple.fr',
    userType: 'ambulance',
    subscription: { plan: 'none', status: 'none' },
  });
  const profiles = createFirestoreProfiles({
    db: device.db,
    connectivity: new FakeConnectivity(true),
  });
  const seen: User[] = [];
  const stop = profiles.watch!('u-ambu', (profile) => seen.push(profile));
  try {
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await updateDoc(doc(admin.db, 'users', 'u-ambu'), {
      'subscription.status': 'active',
      'subscription.plan': 'pro',
    });
    await expect.poll(() => seen.at(-1)?.subscription?.status, { timeout: 10_000 }).toBe('active');
  } finally {
    stop();
  }
});
