// @vitest-environment node
import {
  and,
  collection,
  doc,
  FieldPath,
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
import {
  PERSONAS,
  profileOf,
  seededProfileOf,
  seedProfiles,
  type Persona,
} from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import { domainTransport, offerRef, seedTransports, transportRef } from './support/transports';
import { newcomer } from './support/sign-up';

/**
 * [RULES-M] Organisation access (issue 13): a chauffeur reads only the rides assigned to them (no request to accept,
 * no colleague's ride); a member a responsable removed loses the organisation's data; sign-up joins the organisation
 * listing the e-mail only when Auth verified that e-mail, and the joining account binds its own uid, nothing more.
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

describe('[RULES-M] sign-up joins the organisation that lists a verified e-mail', () => {
  const joinOnly = (
    who: Persona,
    company = 'ambu_0001',
    kind: 'ambulance' | 'vtc' = 'ambulance',
  ) => {
    const batch = writeBatch(bed.as(who));
    batch.set(doc(bed.as(who), 'users', who.uid), {
      ...profileOf({ ...who, role: kind, orgId: company }),
      email: who.email,
    });
    return allowed(batch.commit());
  };
  const listed = (verified: boolean) => ({
    ...newcomer('u-nouveau', verified),
    email: 'nouveau@exemple.fr',
  });
  it('[RULES-M] e-mail listé et vérifié : le profil rejoint ambu_0001', async () => {
    expect(await joinOnly(listed(true))).toBe(true);
  });
  it.each([
    ['e-mail listé mais non vérifié', listed(false), 'ambu_0001', 'ambulance'],
    ['e-mail non listé', newcomer('u-inconnu'), 'ambu_0001', 'ambulance'],
    ['e-mail listé, sous un autre type', listed(true), 'ambu_0001', 'vtc'],
    ['e-mail listé, vers une autre organisation', listed(true), 'ambu_0009', 'ambulance'],
  ] as const)('[RULES-M] %s : refusé', async (_name, who, company, kind) => {
    expect(await joinOnly(who, company, kind)).toBe(false);
  });
  it('[RULES-M] le nouvel inscrit trouve l’organisation qui liste son e-mail vérifié ; non vérifié : refusé', async () => {
    const listing = (who: Persona) =>
      query(
        collection(bed.as(who), 'ambulanceCompanies'),
        where(new FieldPath('member_roles', 'nouveau@exemple.fr'), 'in', [
          'responsable',
          'regulateur',
          'chauffeur',
          'secretaire',
        ]),
      );
    const found = await getDocs(listing(listed(true)));
    expect(found.docs.map((d) => d.id)).toEqual(['ambu_0001']);
    expect(await allowed(getDocs(listing(listed(false))))).toBe(false);
  });
  describe('binding the joining account', () => {
    const bind = (who: Persona, changes: Record<string, unknown>) =>
      allowed(updateDoc(doc(bed.as(who), 'ambulanceCompanies', 'ambu_0001'), changes));
    it('[RULES-M] le nouveau membre inscrit son uid sous son e-mail : autorisé', async () => {
      expect(await bind(listed(true), { member_uids: { 'nouveau@exemple.fr': 'u-nouveau' } })).toBe(
        true,
      );
    });
    it.each([
      [
        'sans e-mail vérifié',
        listed(false),
        { member_uids: { 'nouveau@exemple.fr': 'u-nouveau' } },
      ],
      ['sous l’e-mail d’un autre', listed(true), { member_uids: { [karim.email!]: 'u-nouveau' } }],
      ['avec l’uid d’un autre', listed(true), { member_uids: { 'nouveau@exemple.fr': karim.uid } }],
      [
        'en changeant son rôle',
        listed(true),
        { member_roles: { ...COMPANY.member_roles, 'nouveau@exemple.fr': 'responsable' } },
      ],
      [
        'non listé',
        newcomer('u-inconnu'),
        { member_uids: { 'u-inconnu@exemple.fr': 'u-inconnu' } },
      ],
    ] as const)('[RULES-M] lier un compte %s : refusé', async (_name, who, changes) => {
      expect(await bind(who, changes)).toBe(false);
    });
  });
  it('[RULES-M] un administrateur lit toujours tout (contrôle)', async () => {
    expect(await reads(admin, 't-lea')).toBe(true);
  });
});
