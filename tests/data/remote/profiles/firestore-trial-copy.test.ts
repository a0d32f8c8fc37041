// @vitest-environment node
import { deleteField, doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreProfiles } from '@/data/remote/profiles/firestore-profiles';
import { hasAccess } from '@/domain/subscription/access';
import { startTrial } from '@/domain/subscription/trial';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  clearData,
  connectClient,
  emulatorProject,
  loadRules,
  rulesText,
  type TestFirestore,
} from '@tests/support/firestore-emulator';
import { IDENTITIES } from '@tests/support/organisation-identities';

/**
 * [TRIAL-ORG] Issue 13 in Firebase mode, under the production rules: a founder who starts their 14-day trial
 * carries it onto their organisation's document, so the secretary they add works under it instead of landing on
 * /tarifs. A member starting a trial of their own copies nothing.
 */
const projectId = emulatorProject('essai-organisation');
let owner: TestFirestore;
let clients: TestFirestore[] = [];

const FOUNDER = { uid: 'u-claire', email: 'claire@clinique-du-parc.fr' };
const SECRETARY = { uid: 'u-sarah', email: 'sarah@clinique-du-parc.fr' };
const profileOf = (who: typeof FOUNDER) => ({
  uid: who.uid,
  email: who.email,
  userType: 'clinique',
  orga_id: 'clin_0001',
  permissions: [],
  isActive: true,
  createdAt: Date.UTC(2026, 10, 24, 9, 0),
});

beforeAll(() => loadRules(projectId, rulesText('production')));
beforeEach(async () => {
  await clearData(projectId);
  owner = connectClient(projectId, 'owner');
  clients = [owner];
  await setDoc(doc(owner.db, 'clinics', 'clin_0001'), {
    id: 'clin_0001',
    type: 'clinique',
    name: 'Clinique du Parc',
    owner_uid: FOUNDER.uid,
    associatedUsers: [
      {
        id: SECRETARY.uid,
        email: SECRETARY.email,
        name: 'Sarah',
        role: 'secretaire',
        createdAt: 0,
      },
    ],
    member_roles: { [SECRETARY.email]: 'secretaire' },
  });
  await setDoc(doc(owner.db, 'users', FOUNDER.uid), profileOf(FOUNDER));
  await setDoc(doc(owner.db, 'users', SECRETARY.uid), profileOf(SECRETARY));
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.terminate()));
});

const profilesAs = (who: typeof FOUNDER) => {
  const client = connectClient(projectId, { uid: who.uid, email: who.email, email_verified: true });
  clients.push(client);
  return createFirestoreProfiles({ db: client.db, connectivity: new FakeConnectivity(true) });
};
const storedOrganisation = async () =>
  (await getDocFromServer(doc(owner.db, 'clinics', 'clin_0001'))).data();

describe('[TRIAL-ORG] the founder’s trial is their organisation’s', () => {
  it('[TRIAL-ORG] the founder starts it: the organisation carries it; the secretary has access', async () => {
    const founder = profilesAs(FOUNDER);
    const profile = await founder.merge(FOUNDER.uid, {
      subscription: startTrial(null, Date.now()),
    });
    expect(profile.subscription).toMatchObject({ status: 'trial' });
    const stored = await getDocFromServer(doc(owner.db, 'users', FOUNDER.uid));
    expect((await storedOrganisation())?.subscription).toEqual(stored.data()?.subscription);

    const secretary = profilesAs(SECRETARY);
    const mine = await secretary.load({
      uid: SECRETARY.uid,
      email: SECRETARY.email,
      displayName: null,
    });
    const card = await secretary.organisation!({
      role: 'clinique',
      orgId: 'clin_0001',
      uid: SECRETARY.uid,
    });
    expect(hasAccess(mine)).toMatchObject({ hasAccess: false });
    expect(hasAccess(mine, card)).toMatchObject({ hasAccess: true });
  });

  it('[TRIAL-ORG] a trial already on the founder’s profile (copy missed) is carried at their next load', async () => {
    const founder = profilesAs(FOUNDER);
    await founder.merge(FOUNDER.uid, { subscription: startTrial(null, Date.now()) });
    // As if the copy had not happened (offline between the two writes, or a trial older than this rule).
    await setDoc(
      doc(owner.db, 'clinics', 'clin_0001'),
      { subscription: deleteField() },
      { merge: true },
    );
    await founder.load({ uid: FOUNDER.uid, email: FOUNDER.email, displayName: null });
    const stored = await getDocFromServer(doc(owner.db, 'users', FOUNDER.uid));
    await vi.waitFor(async () =>
      expect((await storedOrganisation())?.subscription).toEqual(stored.data()?.subscription),
    );
  });

  it('[TRIAL-ORG] a clinic made by sign-up carries its trial in the very commit that starts it', async () => {
    // The organisation and profile as sign-up and founding write them, not seeded by the console.
    await setDoc(doc(owner.db, 'counters', 'company_clin'), { value: 1, type: 'company' });
    const built = buildNewProfile({
      uid: 'u-lea',
      email: 'lea@clinique-des-tilleuls.fr',
      displayName: 'Léa Roussel',
      requestedRole: 'clinique',
      now: Date.now(),
      lists: EMPTY_ROLE_EMAIL_LISTS,
    });
    if (!built.ok) throw new Error(built.error);
    const founder = profilesAs({ uid: 'u-lea', email: 'lea@clinique-des-tilleuls.fr' });
    // Issue 20: the account awaits until its verified owner founds (or joins) an organisation.
    const created = await founder.create(built.profile);
    expect((await founder.foundOrganisation(created, IDENTITIES.clinique)).orga_id).toBe(
      'clin_0002',
    );

    await founder.merge('u-lea', { subscription: startTrial(null, Date.now()) });

    const profile = (await getDocFromServer(doc(owner.db, 'users', 'u-lea'))).data();
    const clinic = (await getDocFromServer(doc(owner.db, 'clinics', 'clin_0002'))).data();
    expect(clinic?.subscription).toEqual(profile?.subscription);
    // One commit: no moment where the founder holds a trial their organisation does not (a read in between
    // saw the trial half-written — its start still the server's to stamp — and copied that, refused).
    expect(clinic?.updated_at).toEqual(profile?.subscription.startDate);
  });

  it('[TRIAL-ORG] a profile read while the trial start is on its way copies nothing half-written', async () => {
    const warn = vi.spyOn(console, 'warn');
    const founder = profilesAs(FOUNDER);
    const starting = founder.merge(FOUNDER.uid, { subscription: startTrial(null, Date.now()) });
    await founder.load({ uid: FOUNDER.uid, email: FOUNDER.email, displayName: null });
    await starting;
    const stored = await getDocFromServer(doc(owner.db, 'users', FOUNDER.uid));
    expect((await storedOrganisation())?.subscription).toEqual(stored.data()?.subscription);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('essai non reporté');
    warn.mockRestore();
  });

  it('[TRIAL-ORG] a member starting a trial of their own: refused (issue 21: the trial is the organisation’s), nothing onto the organisation', async () => {
    const secretary = profilesAs(SECRETARY);
    await expect(
      secretary.merge(SECRETARY.uid, { subscription: startTrial(null, Date.now()) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await storedOrganisation())?.subscription).toBeUndefined();
  });
});
