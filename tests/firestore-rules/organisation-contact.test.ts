// @vitest-environment node
import { doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactWrite } from '@/domain/organisation/organisation-contact';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';

/**
 * [RULES-OC] The organisation's phone and base (issue 15): a responsable of the organisation (its founder counts)
 * or an admin writes them, as a French number and coordinates in range; a driver, another company, or a write
 * that touches anything else is denied.
 */

const PROJECT = 'demo-rules-organisation-contact';
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

const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: founder.uid,
  associatedUsers: [],
  member_roles: { [manager.email!]: 'responsable', [driver.email!]: 'chauffeur' },
};
const CONTACT = {
  phone: '04 72 41 18 18',
  address: { rue: '12 rue de Marseille', ville: 'Lyon', codePostal: '69007' },
  base: { lat: 45.7535, lng: 4.8425 },
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
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

const contactUpdate = (who: Persona, fields: Record<string, unknown> = {}) =>
  allowed(
    updateDoc(doc(bed.as(who), 'ambulanceCompanies', 'ambu_0001'), {
      ...contactWrite(CONTACT),
      updated_at: serverTimestamp(),
      ...fields,
    }),
  );

describe('[RULES-OC] the phone and base are written by a responsable', () => {
  it.each([
    ['le fondateur', founder, true],
    ['un responsable listé', manager, true],
    ['un administrateur', admin, true],
    ['un chauffeur', driver, false],
    ['une autre entreprise', otherAmbulance, false],
  ] as const)('[RULES-OC] %s : %s', async (_name, who, expected) => {
    expect(await contactUpdate(who)).toBe(expected);
  });
});

describe('[RULES-OC] only a valid phone and base, nothing else', () => {
  it.each([
    ['un numéro +33', { phone: '+33 4 72 41 18 18' }, true],
    ['un numéro qui n’est pas français', { phone: '12345' }, false],
    ['une latitude hors bornes', { coordonnees: { lat: 95, lng: 4.8 } }, false],
    ['une longitude en texte', { coordonnees: { lat: 45.7, lng: '4,8' } }, false],
    [
      'un code postal à 4 chiffres',
      { adresse: { ...contactWrite(CONTACT).adresse, codePostal: '6900' } },
      false,
    ],
    ['un renommage en passant', { name: 'Autre nom' }, false],
    ['un changement de fondateur en passant', { owner_uid: manager.uid }, false],
  ] as const)('[RULES-OC] responsable, %s : %s', async (_name, fields, expected) => {
    expect(await contactUpdate(manager, fields)).toBe(expected);
  });
  it('[RULES-OC] sans l’heure du serveur : refusé', async () => {
    expect(await contactUpdate(manager, { updated_at: 0 })).toBe(false);
  });
});
