// @vitest-environment node
/**
 * Issue 12 under the production firestore.rules: the Firestore adapter's profile.update is accepted (it writes field
 * by field, with profile_op_ids and a server updatedAt), and a device that skips the domain and writes its own
 * users document directly cannot change its role, organisation or subscription status — the rules refuse it.
 */
import { doc, updateDoc } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RemoteError } from '@/data/ports';
import { toRemoteError } from '@/data/remote/firestore/remote-errors';
import { contractProfile } from '@tests/data/remote-contract/profile-cases';
import { emulatorProject } from '@tests/support/firestore-emulator';
import { makeFirestoreHarness, type FirestoreHarness } from './firestore-harness';

const projectId = emulatorProject('profil-regles');
let h: FirestoreHarness;

beforeEach(async () => {
  h = await makeFirestoreHarness({ projectId, rules: 'production' });
  await h.seedProfile(h.viewers.vtc.uid, contractProfile(h.viewers.vtc));
});
afterEach(async () => {
  await h.cleanup();
});

async function directWrite(data: Record<string, unknown>): Promise<RemoteError | null> {
  const vtc = h.viewers.vtc;
  return updateDoc(doc(h.device(vtc).db, 'users', vtc.uid), data).then(
    () => null,
    (error: unknown) => toRemoteError(error),
  );
}

describe('[PR-RULES] profile writes under the production rules', () => {
  it.each([
    ['son rôle', { userType: 'admin' }],
    ['son organisation', { orga_id: 'vtc_9999' }],
    ['le statut de son abonnement', { 'subscription.status': 'active' }],
    ['son abonnement entier', { subscription: { plan: 'pro', status: 'active' } }],
  ])('[PR-RULES1] écrire directement %s : refusé par les règles', async (_what, data) => {
    const error = await directWrite(data);
    expect(error?.code).toBe('permission-denied');
    expect(await h.readProfile(h.viewers.vtc.uid)).toMatchObject({
      userType: 'vtc',
      orga_id: h.viewers.vtc.orgId,
      subscription: null,
    });
  });

  it('[PR-RULES2] the same device’s phone, written directly: allowed (the rules only lock those fields)', async () => {
    expect(await directWrite({ phoneNumber: '06 12 34 56 78' })).toBeNull();
  });
});
