// @vitest-environment node
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';

/**
 * [RULES-O] Members and fleet (issue 13): only a responsable of the organisation (its founder counts) or an admin
 * changes associatedUsers / member_roles or writes vehicles; members read their fleet; everything else is denied.
 */

const PROJECT = 'demo-rules-organisation-staff';
let bed: RulesTestbed;

const member = (uid: string, orgId: string): Persona => ({
  uid,
  role: 'ambulance',
  orgId,
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const founder = member('u-fondateur', 'ambu_0001');
const manager = member('u-responsable', 'ambu_0001');
const driver = member('u-chauffeur', 'ambu_0001');
const { otherAmbulance, admin } = PERSONAS;

const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: founder.uid,
  associatedUsers: [],
  member_roles: { [manager.email!]: 'responsable', [driver.email!]: 'chauffeur' },
};
const VEHICLE = {
  org_id: 'ambu_0001',
  kind: 'vsl',
  label: 'VSL 1',
  registration: 'AB-123-CD',
  equipment: [],
  active: true,
};

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  for (const p of [founder, manager, driver])
    batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
  batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), COMPANY);
  batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0002'), {
    ...COMPANY,
    id: 'ambu_0002',
    owner_uid: otherAmbulance.uid,
  });
  batch.set(doc(bed.owner, 'vehicles', 'veh-1'), VEHICLE);
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

const membersUpdate = (who: Persona, extra: Record<string, unknown> = {}) =>
  allowed(
    updateDoc(doc(bed.as(who), 'ambulanceCompanies', 'ambu_0001'), {
      associatedUsers: [
        { id: 'x@exemple.fr', email: 'x@exemple.fr', name: 'X', role: 'chauffeur', createdAt: 0 },
      ],
      member_roles: { ...COMPANY.member_roles, 'x@exemple.fr': 'chauffeur' },
      updated_at: serverTimestamp(),
      ...extra,
    }),
  );

describe('[RULES-O] members are managed by a responsable', () => {
  it.each([
    ['le fondateur', founder, true],
    ['un responsable listé', manager, true],
    ['un administrateur', admin, true],
    ['un chauffeur', driver, false],
    ['une autre entreprise', otherAmbulance, false],
  ] as const)('[RULES-O] %s : %s', async (_name, who, expected) => {
    expect(await membersUpdate(who)).toBe(expected);
  });
  it('[RULES-O] un responsable ne change pas le fondateur en passant : refusé', async () => {
    expect(await membersUpdate(manager, { owner_uid: manager.uid })).toBe(false);
  });
});

describe('[RULES-O] the fleet: responsables write, members read', () => {
  const vehicleRef = (who: Persona, id = 'veh-2') => doc(bed.as(who), 'vehicles', id);
  it.each([
    ['un responsable, pour son organisation', manager, 'ambu_0001', true],
    ['un responsable, pour une autre organisation', manager, 'ambu_0002', false],
    ['un chauffeur', driver, 'ambu_0001', false],
    ['une autre entreprise', otherAmbulance, 'ambu_0001', false],
  ] as const)('[RULES-O] création par %s : %s', async (_name, who, orgId, expected) => {
    expect(await allowed(setDoc(vehicleRef(who), { ...VEHICLE, org_id: orgId }))).toBe(expected);
  });
  it('[RULES-O] déplacer un véhicule vers une autre organisation : refusé', async () => {
    expect(
      await allowed(setDoc(vehicleRef(manager, 'veh-1'), { ...VEHICLE, org_id: 'ambu_0002' })),
    ).toBe(false);
  });
  it.each([
    ['un chauffeur de l’entreprise', driver, true],
    ['une autre entreprise', otherAmbulance, false],
  ] as const)('[RULES-O] lecture par %s : %s', async (_name, who, expected) => {
    expect(await allowed(getDoc(vehicleRef(who, 'veh-1')))).toBe(expected);
  });
  it.each([
    ['le responsable', manager, true],
    ['un chauffeur', driver, false],
  ] as const)('[RULES-O] suppression par %s : %s', async (_name, who, expected) => {
    expect(await allowed(deleteDoc(vehicleRef(who, 'veh-1')))).toBe(expected);
  });
});
