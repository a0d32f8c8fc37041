// @vitest-environment node
import {
  and,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Transport } from '@/domain/transport/transport.schema';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import { domainTransport, offerRef, seedTransports, transportRef } from './support/transports';

/**
 * [RULES-M] Organisation access (issue 13): a chauffeur reads only the rides assigned to them (no request to accept,
 * no colleague's ride); a member a responsable removed loses the organisation's data; sign-up joins the organisation
 * listing the e-mail is an invitation (issue 20: tests/firestore-rules/invitation.test.ts).
 */

const PROJECT = 'demo-rules-organisation-access';
let bed: RulesTestbed;

const member = (uid: string, emailVerified = true): Persona => ({
  uid,
  role: 'ambulance',
  orgId: 'ambu_0001',
  email: `${uid}@exemple.fr`,
  emailVerified,
  label: uid,
});
const { ambulance: dispatcher, admin } = PERSONAS;
const karim = member('u-karim');
const lea = member('u-lea');
const removed = member('u-parti');

const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: 'u-fondateur',
  associatedUsers: [],
  member_roles: {
    [dispatcher.email!]: 'regulateur',
    [karim.email!]: 'chauffeur',
    [lea.email!]: 'chauffeur',
    'nouveau@exemple.fr': 'chauffeur',
  },
  removed_members: { [removed.email!]: true },
};

const assignedTo = (id: string, driver: Persona | null): Transport => ({
  ...domainTransport({ id, etat: driver ? 'assigned' : 'accepted' }),
  assigned_driver: driver ? { uid: driver.uid, firstName: driver.uid } : null,
  assigned_vehicle: driver
    ? { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' }
    : null,
});

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  for (const p of [karim, lea, removed])
    batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
  batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), COMPANY);
  batch.set(doc(bed.owner, 'vehicles', 'veh-1'), {
    org_id: 'ambu_0001',
    kind: 'ambulance',
    label: 'Ambulance 2',
    registration: 'AB-123-CD',
    equipment: [],
    active: true,
  });
  await batch.commit();
  await seedTransports(bed.owner, [
    assignedTo('t-karim', karim),
    assignedTo('t-lea', lea),
    assignedTo('t-libre', null),
    domainTransport({ id: 't-demande', etat: 'pending', type: 'ambulance' }),
  ]);
});
afterAll(async () => {
  await bed?.dispose();
});

const reads = (who: Persona, id: string) => allowed(getDoc(transportRef(bed.as(who), id)));
const rides = (db: Firestore) => collection(db, 'transport');

describe('[RULES-M] a chauffeur sees the rides assigned to them, nothing else', () => {
  it.each([
    ['sa course affectée', 't-karim', true],
    ['la course d’un collègue', 't-lea', false],
    ['une course acceptée non affectée', 't-libre', false],
    ['une demande en attente', 't-demande', false],
  ] as const)('[RULES-M] Karim (chauffeur) lit %s : %s', async (_name, id, expected) => {
    expect(await reads(karim, id)).toBe(expected);
  });
  it('[RULES-M] le régulateur garde la vue de l’entreprise (courses et demandes)', async () => {
    for (const id of ['t-karim', 't-lea', 't-libre', 't-demande']) {
      expect(await reads(dispatcher, id)).toBe(true);
    }
  });
  it('[RULES-M] le chauffeur ne lit pas les offres ouvertes', async () => {
    expect(await allowed(getDoc(offerRef(bed.as(karim), 't-demande')))).toBe(false);
  });
  it('[RULES-M] la requête du chauffeur (ses courses affectées) est prouvée ; celle de l’entreprise refusée', async () => {
    const db = bed.as(karim);
    const mine = query(
      rides(db),
      and(
        where('provider_org_id', '==', 'ambu_0001'),
        where('assigned_driver.uid', '==', karim.uid),
      ),
    );
    const snapshot = await getDocs(mine);
    expect(snapshot.docs.map((d) => d.id)).toEqual(['t-karim']);
    const company = query(rides(db), where('provider_org_id', '==', 'ambu_0001'));
    expect(await allowed(getDocs(company))).toBe(false);
  });
});

describe('[RULES-M] a chauffeur hears only what names them', () => {
  const note = (id: string, audience: string) =>
    writeBatch(bed.owner)
      .set(doc(bed.owner, 'notifications', id), {
        audience,
        type: 'new_transport',
        role: 'ambulance',
      })
      .commit();
  it.each([
    ['adressée à lui', 'n-user', 'user:u-karim', true, false],
    ['adressée à l’entreprise', 'n-org', 'org:ambu_0001:ambulance', false, true],
    ['adressée au rôle', 'n-role', 'role:ambulance', false, true],
  ] as const)(
    '[RULES-M] notification %s : chauffeur %s, régulateur %s',
    async (_name, id, audience, byDriver, byDispatcher) => {
      await note(id, audience);
      const read = (who: Persona) => allowed(getDoc(doc(bed.as(who), 'notifications', id)));
      expect(await read(karim)).toBe(byDriver);
      expect(await read(dispatcher)).toBe(byDispatcher);
    },
  );
});

describe('[RULES-M] a removed member loses the organisation’s data', () => {
  it.each([
    ['une course de l’entreprise', () => getDoc(transportRef(bed.as(removed), 't-libre'))],
    ['une demande en attente', () => getDoc(transportRef(bed.as(removed), 't-demande'))],
    [
      'la fiche de l’entreprise',
      () => getDoc(doc(bed.as(removed), 'ambulanceCompanies', 'ambu_0001')),
    ],
    ['un véhicule de la flotte', () => getDoc(doc(bed.as(removed), 'vehicles', 'veh-1'))],
  ])('[RULES-M] le membre retiré lit %s : refusé', async (_name, read) => {
    expect(await allowed(read())).toBe(false);
  });
  it('[RULES-M] listé de nouveau par un responsable, il retrouve l’accès', async () => {
    await updateDoc(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), {
      member_roles: { ...COMPANY.member_roles, [removed.email!]: 'regulateur' },
    });
    expect(await reads(removed, 't-libre')).toBe(true);
  });
  it('[RULES-M] le responsable peut enregistrer un retrait (removed_members)', async () => {
    const founder = { ...member('u-fondateur'), label: 'fondateur' };
    await writeBatch(bed.owner)
      .set(doc(bed.owner, 'users', founder.uid), seededProfileOf(founder))
      .commit();
    const write = updateDoc(doc(bed.as(founder), 'ambulanceCompanies', 'ambu_0001'), {
      member_roles: { [dispatcher.email!]: 'regulateur' },
      removed_members: { [karim.email!]: true, [lea.email!]: true },
      updated_at: serverTimestamp(),
    });
    expect(await allowed(write)).toBe(true);
    expect(await reads(karim, 't-karim')).toBe(false);
  });
});

describe('[RULES-M] control', () => {
  it('[RULES-M] un administrateur lit toujours tout (contrôle)', async () => {
    expect(await reads(admin, 't-lea')).toBe(true);
  });
});
