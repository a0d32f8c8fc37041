import { expect, it } from 'vitest';
import { RemoteError, type ProfilePort } from '@/data/ports';
import {
  PROFILE_NEEDS_NETWORK,
  PROFILE_OFFLINE_NO_COPY,
} from '@/data/local/profiles/mirrored-profiles';
import { DEFAULT_ORG_ID } from '@/domain/constants';
import { companyId, type CompanyKind } from '@/domain/ids/formatted-id';
import { memberRoleIndex } from '@/domain/organisation/members';
import {
  ORGANISATION_COLLECTIONS,
  type OrganisationCollection,
} from '@/domain/organisation/own-organisation';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import type { User } from '@/domain/user/user';
import { contractProfile } from '@tests/data/remote-contract/profile-cases';
import { rejection, sleep } from '@tests/data/remote-contract/contract-fixtures';
import type { Persona } from '@tests/firestore-rules/support/personas';

/**
 * [PROFILE-C] What a ProfilePort owes the app, run against `services.profiles` of each assembled runtime: the
 * mirrored wrapper over the backend's adapter, as the app gets it. Each case uses new people (their own uid, so
 * their own device database) and, for Firestore, their own SDK clients under the production rules.
 */
export interface ProfileBackend {
  /** `services.profiles` of a new runtime on this device, signed in as `who`; it follows `setOnline`. */
  profilesFor(who: Persona): ProfilePort;
  /** `services.profiles` on another device of `who`, always online (a second phone, another browser). */
  otherDevice(who: Persona): ProfilePort;
  /** Writes the users document directly (the sign-up already made), bypassing the user's rights. */
  seedProfile(who: Persona, data: Record<string, unknown>): Promise<void>;
  /** Writes an organisation document directly. */
  seedOrganisation(
    collection: OrganisationCollection,
    id: string,
    data: Record<string, unknown>,
  ): Promise<void>;
  /** The stored profile as the app reads it, bypassing rights and connectivity; null when none. */
  stored(uid: string): Promise<User | null>;
  /** This device's network (the other device stays online). */
  setOnline(online: boolean): Promise<void>;
}

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const QUIET_MS = 500; // how long « nothing arrives » is watched for: the emulator delivers in tens of ms
const WATCH_TIMEOUT_MS = 20_000;
let people = 0;

/** Someone new: a fresh uid, e-mail in the auth token, their own organisation (number unique to the run). */
export function newPerson(role: 'patient' | CompanyKind): Persona {
  people += 1;
  const uid = `u-profil-${people}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    uid,
    role,
    orgId: role === 'patient' ? DEFAULT_ORG_ID : companyId(role, 9000 + people),
    email: `${uid}@exemple.fr`,
    emailVerified: true,
    label: uid,
  };
}

/** The users document sign-up left: a phone, an address, the §9 preferences, the token's e-mail. */
const signedUp = (who: Persona) => ({
  ...contractProfile({ role: who.role, orgId: who.orgId, uid: who.uid }),
  email: who.email,
});

const authUser = (who: Persona) => ({ uid: who.uid, email: who.email ?? '', displayName: null });

/** An organisation document its founder and members read (listed with their roles, as sign-up leaves it). */
function organisationOf(founder: Persona) {
  const members = [
    {
      id: founder.uid,
      email: founder.email!,
      name: founder.label,
      role: 'responsable',
      createdAt: NOW,
    },
  ];
  return {
    id: founder.orgId,
    type: founder.role,
    name: 'Ambulances Bellecour',
    phone: '04 72 41 18 18',
    coordinates: { lat: 45.7535, lng: 4.8425 },
    owner_uid: founder.uid,
    associatedUsers: members,
    member_roles: memberRoleIndex(members),
  };
}

export function defineProfileContract(backend: () => ProfileBackend) {
  it('[PROFILE-C1] load: null when no users document exists; the stored profile, read by the domain', async () => {
    const b = backend();
    const nobody = newPerson('patient');
    expect(await b.profilesFor(nobody).load(authUser(nobody))).toBeNull();

    const vtc = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));
    expect(await b.profilesFor(vtc).load(authUser(vtc))).toMatchObject({
      uid: vtc.uid,
      userType: 'vtc',
      orga_id: vtc.orgId,
      phoneNumber: '01 02 03 04 05',
    });
  });

  it('[PROFILE-C2] create writes the sign-up (a clinic awaits its organisation until verified, issue 20); a second create answers the stored one, untouched', async () => {
    const b = backend();
    const clinic = newPerson('clinique');
    const built = buildNewProfile({
      uid: clinic.uid,
      email: clinic.email,
      displayName: 'Claire Martin',
      requestedRole: 'clinique',
      now: NOW,
      lists: EMPTY_ROLE_EMAIL_LISTS,
    });
    if (!built.ok) throw new Error(built.error);
    const profiles = b.profilesFor(clinic);

    const first = await profiles.create(built.profile);
    expect(first).toMatchObject({ uid: clinic.uid, userType: 'clinique', firstName: 'Claire' });
    // Neither joined nor founded at sign-up: the invitation step comes first (domain join-organisation).
    expect(first.orga_id).toBe(DEFAULT_ORG_ID);

    // A commit whose answer was lost, a second tab, « Réessayer »: the server's document is the answer.
    const again = await profiles.create({ ...built.profile, displayName: 'Autre nom' });
    expect(again).toEqual(first);
    expect(await b.stored(clinic.uid)).toMatchObject({
      displayName: 'Claire Martin',
      orga_id: first.orga_id,
    });
  });

  it('[PROFILE-C3] merge writes the fields given (undefined stripped, others kept) and answers the stored profile', async () => {
    const b = backend();
    const vtc = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));
    const before = await b.stored(vtc.uid);

    const merged = await b
      .profilesFor(vtc)
      .merge(vtc.uid, { phoneNumber: '06 12 34 56 78', address: undefined, loginCount: 2 });

    expect(merged).toMatchObject({ uid: vtc.uid, phoneNumber: '06 12 34 56 78', loginCount: 2 });
    expect(merged.address).toEqual(before!.address);
    expect(await b.stored(vtc.uid)).toEqual(merged);
  });

  it('[PROFILE-C4] merge of a field the user may not set (their role) is refused (permission-denied), nothing written', async () => {
    const b = backend();
    const vtc = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));

    const refused = await rejection(
      b.profilesFor(vtc).merge(vtc.uid, { userType: 'admin', phoneNumber: '06 00 00 00 00' }),
    );

    expect(refused).toBeInstanceOf(RemoteError);
    expect(refused.code).toBe('permission-denied');
    expect(await b.stored(vtc.uid)).toMatchObject({
      userType: 'vtc',
      phoneNumber: '01 02 03 04 05',
    });
  });

  it('[PROFILE-C4b] merge of someone else’s profile is refused (permission-denied), nothing written', async () => {
    const b = backend();
    const vtc = newPerson('vtc');
    const other = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));
    await b.seedProfile(other, signedUp(other));

    const refused = await rejection(
      b.profilesFor(vtc).merge(other.uid, { phoneNumber: '06 00 00 00 00' }),
    );

    expect(refused).toBeInstanceOf(RemoteError);
    expect(refused.code).toBe('permission-denied');
    expect(await b.stored(other.uid)).toMatchObject({ phoneNumber: '01 02 03 04 05' });
  });

  it('[PROFILE-C5] organisation: the card of the viewer’s own organisation, kept for offline; null for a patient', async () => {
    const b = backend();
    const founder = newPerson('ambulance');
    await b.seedProfile(founder, signedUp(founder));
    await b.seedOrganisation(
      ORGANISATION_COLLECTIONS.ambulance,
      founder.orgId,
      organisationOf(founder),
    );
    const profiles = b.profilesFor(founder);
    const viewer = { role: founder.role, orgId: founder.orgId, uid: founder.uid };
    const card = {
      name: 'Ambulances Bellecour',
      phone: '04 72 41 18 18',
      base: { lat: 45.7535, lng: 4.8425 },
      // Who founded it: only they are offered the organisation's one trial (issue 21).
      ownerUid: founder.uid,
    };

    expect(await profiles.organisation(viewer)).toEqual(card);
    await b.setOnline(false);
    try {
      expect(await profiles.organisation(viewer)).toEqual(card);
    } finally {
      await b.setOnline(true);
    }

    const patient = newPerson('patient');
    await b.seedProfile(patient, signedUp(patient));
    expect(
      await b
        .profilesFor(patient)
        .organisation({ role: 'patient', orgId: patient.orgId, uid: patient.uid }),
    ).toBeNull();
  });

  it(
    '[PROFILE-C6] watch: a save from another device reaches the watcher; after unsubscribing, nothing more',
    async () => {
      const b = backend();
      const vtc = newPerson('vtc');
      await b.seedProfile(vtc, signedUp(vtc));
      const seen: User[] = [];
      const stop = b.profilesFor(vtc).watch(vtc.uid, (profile) => seen.push(profile));
      try {
        await b.otherDevice(vtc).merge(vtc.uid, { phoneNumber: '06 11 11 11 11' });
        await expect
          .poll(() => seen.at(-1)?.phoneNumber, { timeout: 10_000 })
          .toBe('06 11 11 11 11');
      } finally {
        stop();
      }

      await b.otherDevice(vtc).merge(vtc.uid, { phoneNumber: '06 22 22 22 22' });
      await sleep(QUIET_MS);
      expect(seen.map((profile) => profile.phoneNumber)).not.toContain('06 22 22 22 22');
    },
    WATCH_TIMEOUT_MS,
  );

  it(
    '[PROFILE-C7] watch: nothing while offline; the change missed arrives once back online',
    async () => {
      const b = backend();
      const vtc = newPerson('vtc');
      await b.seedProfile(vtc, signedUp(vtc));
      const seen: User[] = [];
      const stop = b.profilesFor(vtc).watch(vtc.uid, (profile) => seen.push(profile));
      try {
        await b.otherDevice(vtc).merge(vtc.uid, { phoneNumber: '06 11 11 11 11' });
        await expect.poll(() => seen.at(-1)?.phoneNumber, { timeout: 10_000 }).toBeDefined();

        await b.setOnline(false);
        await b.otherDevice(vtc).merge(vtc.uid, { phoneNumber: '06 33 33 33 33' });
        await sleep(QUIET_MS);
        expect(seen.map((profile) => profile.phoneNumber)).not.toContain('06 33 33 33 33');

        await b.setOnline(true);
        await expect
          .poll(() => seen.at(-1)?.phoneNumber, { timeout: 10_000 })
          .toBe('06 33 33 33 33');
      } finally {
        stop();
        await b.setOnline(true);
      }
    },
    WATCH_TIMEOUT_MS,
  );

  it('[PROFILE-C8] offline: the profile read online is read from the device; never read here, it is unreachable (not « none »)', async () => {
    const b = backend();
    const vtc = newPerson('vtc');
    const stranger = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));
    await b.seedProfile(stranger, signedUp(stranger));
    const online = await b.profilesFor(vtc).load(authUser(vtc));

    await b.setOnline(false);
    try {
      expect(await b.profilesFor(vtc).load(authUser(vtc))).toEqual(online);
      await expect(b.profilesFor(stranger).load(authUser(stranger))).rejects.toThrow(
        PROFILE_OFFLINE_NO_COPY,
      );
    } finally {
      await b.setOnline(true);
    }
  });

  it('[PROFILE-C9] offline: merge is refused with « Connexion nécessaire… », nothing written', async () => {
    const b = backend();
    const vtc = newPerson('vtc');
    await b.seedProfile(vtc, signedUp(vtc));
    const profiles = b.profilesFor(vtc);

    await b.setOnline(false);
    try {
      await expect(profiles.merge(vtc.uid, { phoneNumber: '06 99 99 99 99' })).rejects.toThrow(
        PROFILE_NEEDS_NETWORK,
      );
    } finally {
      await b.setOnline(true);
    }
    expect(await b.stored(vtc.uid)).toMatchObject({ phoneNumber: '01 02 03 04 05' });
  });
}
