// @vitest-environment node
import { doc, getDocFromServer, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityWrite } from '@/domain/organisation/organisation-identity';
import { IDENTITIES } from '@tests/support/organisation-identities';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';

/**
 * [RULES-OID] Issue 25: an organisation founded before its identity was asked (no SIRET, named after its founder)
 * is completed by a responsable — its founder counts — or an admin, with the checks of founding (declaresIdentity);
 * a driver, another company, a malformed identity or a write touching anything else is denied.
 */

const PROJECT = 'demo-rules-organisation-identity';
let bed: RulesTestbed;

const member = (uid: string): Persona => ({
  uid,
  role: 'ambulance',
  orgId: 'ambu_0001',
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const founder = member('u-fondateur');
const manager = member('u-responsable');
const driver = member('u-chauffeur');
const { otherAmbulance, admin } = PERSONAS;

// As founded before issue 25: the founder's name, no address, no SIRET.
const LEGACY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Marc Dubois',
  owner_uid: founder.uid,
  associatedUsers: [],
  member_roles: { [manager.email!]: 'responsable', [driver.email!]: 'chauffeur' },
};
const companyDoc = () => doc(bed.owner, 'ambulanceCompanies', 'ambu_0001');

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  for (const p of [founder, manager, driver])
    batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
  batch.set(companyDoc(), LEGACY);
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

const completes = (who: Persona, fields: Record<string, unknown> = {}) =>
  allowed(
    updateDoc(doc(bed.as(who), 'ambulanceCompanies', 'ambu_0001'), {
      ...identityWrite('ambulance', { ...IDENTITIES.ambulance, name: 'Ambulances Dubois' }),
      updated_at: serverTimestamp(),
      ...fields,
    }),
  );

describe('[RULES-OID] a responsable completes the identity of an organisation founded before issue 25', () => {
  it.each([
    ['le fondateur', founder, true],
    ['un responsable listé', manager, true],
    ['un administrateur', admin, true],
    ['un chauffeur', driver, false],
    ['une autre entreprise', otherAmbulance, false],
  ] as const)('[RULES-OID] %s : %s', async (_name, who, expected) => {
    expect(await completes(who)).toBe(expected);
  });
  it('[RULES-OID] completed: the document holds the name and SIRET', async () => {
    expect(await completes(founder)).toBe(true);
    const stored = (await getDocFromServer(companyDoc())).data();
    expect(stored).toMatchObject({ name: 'Ambulances Dubois', siret: IDENTITIES.ambulance.siret });
  });
  it.each([
    ['un SIRET de 13 chiffres', { siret: '8234567890001' }],
    ['un nom d’une lettre', { name: 'A' }],
    [
      'un code postal de 4 chiffres',
      { adresse: { rue: '4 quai', codePostal: '6900', ville: 'Lyon' } },
    ],
    ['un FINESS sur une société d’ambulances', { finess: '690000880' }],
    ['un champ de plus (owner_uid)', { owner_uid: manager.uid }],
  ])('[RULES-OID] le fondateur, avec %s : refusé', async (_name, fields) => {
    expect(await completes(founder, fields)).toBe(false);
  });
});
