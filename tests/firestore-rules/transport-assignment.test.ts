// @vitest-environment node
import {
  and,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import {
  domainTransport,
  privateRef,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';

/**
 * [RULES-A] Assignment (issue 13): the move to `assigned` names a driver and a vehicle; only a régulateur or
 * responsable of the accepted company makes it, to one of its chauffeurs, in one of its active vehicles; again
 * until the patient is on board. Every forbidden case is denied.
 */

const PROJECT = 'demo-rules-transport-assignment';
let bed: RulesTestbed;

const member = (uid: string, orgId: string, label: string): Persona => ({
  uid,
  role: 'ambulance',
  orgId,
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label,
});
const { ambulance: dispatcher, otherAmbulance, clinic } = PERSONAS;
const founder = member('u-fondateur', 'ambu_0001', 'fondateur');
const karim = member('u-karim', 'ambu_0001', 'chauffeur');
const lea = member('u-lea', 'ambu_0001', 'autre chauffeur');
const nour = member('u-nour', 'ambu_0001', 'chauffeur hors équipage');
const otherDriver = member('u-driver-b', 'ambu_0002', 'chauffeur d’une autre entreprise');

const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  owner_uid: founder.uid,
  member_roles: {
    [dispatcher.email!]: 'regulateur',
    [karim.email!]: 'chauffeur',
    [lea.email!]: 'chauffeur',
    [nour.email!]: 'chauffeur',
  },
};
const OTHER_COMPANY = {
  id: 'ambu_0002',
  type: 'ambulance',
  owner_uid: otherAmbulance.uid,
  member_roles: { [otherDriver.email!]: 'chauffeur' },
};
const vehicle = (org_id: string, active = true) => ({
  org_id,
  kind: 'ambulance',
  label: 'Ambulance 2',
  registration: 'AB-123-CD',
  equipment: ['brancard'],
  active,
});

const ASSIGNMENT: Assignment = {
  driver: { uid: karim.uid, firstName: 'Karim' },
  vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
};
const withAssignment =
  (assignment: Partial<Record<keyof Assignment, unknown>> = ASSIGNMENT) =>
  (update: DocumentData) => ({
    ...update,
    assigned_driver: assignment.driver,
    assigned_vehicle: assignment.vehicle,
  });

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  for (const p of [founder, karim, lea, nour, otherDriver])
    batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
  batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), COMPANY);
  batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0002'), OTHER_COMPANY);
  batch.set(doc(bed.owner, 'vehicles', 'veh-1'), vehicle('ambu_0001'));
  batch.set(doc(bed.owner, 'vehicles', 'veh-off'), vehicle('ambu_0001', false));
  batch.set(doc(bed.owner, 'vehicles', 'veh-b'), vehicle('ambu_0002'));
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

async function seeded(etat: TransportStatus, extra: Partial<Transport> = {}): Promise<Transport> {
  const t = { ...domainTransport({ id: 't1', etat }), ...extra };
  await seedTransports(bed.owner, [t]);
  return t;
}
type Tamper = (update: DocumentData) => DocumentData;
const assign = (t: Transport, who: Persona, tamper: Tamper = withAssignment()) =>
  allowed(statusBatch(bed.as(who), t, who, 'assigned', { tamper }).commit());

describe('[RULES-A] the accepted company’s dispatcher assigns its chauffeur and vehicle', () => {
  it.each([
    ['le régulateur', dispatcher],
    ['le fondateur (responsable)', founder],
  ])('[RULES-A] %s affecte Karim dans l’Ambulance 2 : autorisé', async (_name, who) => {
    expect(await assign(await seeded('accepted'), who)).toBe(true);
  });
});

describe('[RULES-A] every forbidden assignment is denied', () => {
  const other = (driver: unknown, vehicleRef: unknown) =>
    withAssignment({ driver, vehicle: vehicleRef });
  it.each<[string, Persona, ((u: DocumentData) => DocumentData) | undefined]>([
    ['sans chauffeur ni véhicule', dispatcher, (u) => u],
    ['par un chauffeur', karim, undefined],
    ['par un transporteur candidat', otherAmbulance, undefined],
    ['par la clinique', clinic, undefined],
    [
      'à un régulateur',
      dispatcher,
      other({ uid: dispatcher.uid, firstName: 'Paul' }, ASSIGNMENT.vehicle),
    ],
    [
      'au chauffeur d’une autre entreprise',
      dispatcher,
      other({ uid: otherDriver.uid, firstName: 'Luc' }, ASSIGNMENT.vehicle),
    ],
    [
      'dans le véhicule d’une autre entreprise',
      dispatcher,
      other(ASSIGNMENT.driver, { ...ASSIGNMENT.vehicle, id: 'veh-b' }),
    ],
    [
      'dans un véhicule inactif',
      dispatcher,
      other(ASSIGNMENT.driver, { ...ASSIGNMENT.vehicle, id: 'veh-off' }),
    ],
    [
      'sous une autre immatriculation',
      dispatcher,
      other(ASSIGNMENT.driver, { ...ASSIGNMENT.vehicle, registration: 'ZZ-999-ZZ' }),
    ],
    [
      'avec un prénom vide',
      dispatcher,
      other({ uid: karim.uid, firstName: '' }, ASSIGNMENT.vehicle),
    ],
  ])('[RULES-A] %s : refusé', async (_name, who, tamper) => {
    expect(await assign(await seeded('accepted'), who, tamper)).toBe(false);
  });
});

describe('[RULES-A] reassignment until the patient is on board', () => {
  const assigned = { assigned_driver: ASSIGNMENT.driver, assigned_vehicle: ASSIGNMENT.vehicle };
  const toLea = withAssignment({ ...ASSIGNMENT, driver: { uid: lea.uid, firstName: 'Léa' } });
  it.each([['assigned'], ['en_route_pickup'], ['arrived_pickup']] as const)(
    '[RULES-A] depuis %s vers Léa : autorisé',
    async (from) => {
      expect(await assign(await seeded(from, assigned), dispatcher, toLea)).toBe(true);
    },
  );
  it('[RULES-A] la même affectation une seconde fois : refusé', async () => {
    expect(await assign(await seeded('assigned', assigned), dispatcher)).toBe(false);
  });
  it.each([['patient_loaded'], ['completed'], ['pending']] as const)(
    '[RULES-A] depuis %s : refusé',
    async (from) => {
      expect(await assign(await seeded(from, assigned), dispatcher, toLea)).toBe(false);
    },
  );
  it('[RULES-A] une autre étape ne touche pas à l’affectation', async () => {
    const t = await seeded('assigned', assigned);
    const tamper = withAssignment({ ...ASSIGNMENT, driver: { uid: lea.uid, firstName: 'Léa' } });
    const batch = statusBatch(bed.as(karim), t, karim, 'en_route_pickup', { tamper });
    expect(await allowed(batch.commit())).toBe(false);
  });
  it('[RULES-A] le chauffeur fait avancer la course affectée : autorisé', async () => {
    const t = await seeded('assigned', assigned);
    expect(await allowed(statusBatch(bed.as(karim), t, karim, 'en_route_pickup').commit())).toBe(
      true,
    );
  });
});

/**
 * [RULES-CREW] Issue 23 item 3: an ambulance ride's second member (assigned_equipier) is another chauffeur of the
 * accepted company, with a known qualification (or none); a VSL or a VTC rides without one.
 */
describe('[RULES-CREW] the équipier of an ambulance crew', () => {
  const lÉquipier = (equipier: unknown) => (update: DocumentData) => ({
    ...withAssignment()(update),
    assigned_driver: { ...ASSIGNMENT.driver, equipier },
  });
  const LEA = { uid: lea.uid, firstName: 'Léa', qualification: 'DEA' };
  it.each([
    ['Léa, chauffeur DEA de l’entreprise', LEA],
    ['Léa, auxiliaire', { ...LEA, qualification: 'auxiliaire' }],
    ['Léa, sans qualification', { ...LEA, qualification: null }],
    ['équipier nul', null],
  ])('[RULES-CREW] %s : autorisé', async (_name, equipier) => {
    expect(await assign(await seeded('accepted'), dispatcher, lÉquipier(equipier))).toBe(true);
  });
  it.each([
    ['le chauffeur lui-même', { ...LEA, uid: karim.uid }],
    ['le chauffeur d’une autre entreprise', { ...LEA, uid: otherDriver.uid }],
    ['un régulateur', { ...LEA, uid: dispatcher.uid }],
    ['une qualification inconnue', { ...LEA, qualification: 'medecin' }],
    ['un prénom vide', { ...LEA, firstName: '' }],
    ['une clé en trop', { ...LEA, phone: '0600000000' }],
    ['une chaîne', 'Léa'],
  ])('[RULES-CREW] %s : refusé', async (_name, equipier) => {
    expect(await assign(await seeded('accepted'), dispatcher, lÉquipier(equipier))).toBe(false);
  });
  it('[RULES-CREW] un VSL part sans équipier : refusé', async () => {
    const vsl = await seeded('accepted', { type_transport: 'vsl' });
    expect(await assign(vsl, dispatcher, lÉquipier(LEA))).toBe(false);
  });
  it('[RULES-CREW] changer l’équipier seul est une réaffectation : autorisé', async () => {
    const t = await seeded('assigned', {
      assigned_driver: { ...ASSIGNMENT.driver, equipier: { ...LEA, qualification: 'auxiliaire' } },
      assigned_vehicle: ASSIGNMENT.vehicle,
    });
    expect(await assign(t, dispatcher, lÉquipier(LEA))).toBe(true);
  });
  it('[RULES-CREW] une autre étape ne touche pas à l’équipier', async () => {
    const t = await seeded('assigned', {
      assigned_driver: ASSIGNMENT.driver,
      assigned_vehicle: ASSIGNMENT.vehicle,
    });
    const tamper = (u: DocumentData) => ({
      ...u,
      assigned_driver: { ...ASSIGNMENT.driver, equipier: LEA },
    });
    const batch = statusBatch(bed.as(karim), t, karim, 'en_route_pickup', { tamper });
    expect(await allowed(batch.commit())).toBe(false);
  });
});

/**
 * [RULES-CREW2] Issue 23: the équipier is on the ride as much as its driver — reads it (shared and private part), finds
 * it with the query the app runs for a chauffeur, records its steps; a chauffeur of the company who is not on the
 * crew does none of it (domain: transport/ride-crew.ts isOnCrew).
 */
describe('[RULES-CREW2] the équipier sees and drives the ride like its driver', () => {
  const crewRide = () =>
    seeded('assigned', {
      assigned_driver: {
        ...ASSIGNMENT.driver,
        equipier: { uid: lea.uid, firstName: 'Léa', qualification: 'auxiliaire' },
      },
      assigned_vehicle: ASSIGNMENT.vehicle,
    });
  const reads = async (who: Persona) => {
    const db = bed.as(who);
    return [
      await allowed(getDoc(transportRef(db, 't1'))),
      await allowed(getDoc(privateRef(db, 't1'))),
    ];
  };
  /** The chauffeur's query (scoped-query.ts assignedToDriver), for the crew member named `uid` as équipier. */
  const listsAsEquipier = (who: Persona, uid = who.uid) =>
    allowed(
      getDocs(
        query(
          collection(bed.as(who), TRANSPORT_COLLECTION),
          and(
            where('provider_org_id', '==', 'ambu_0001'),
            where('assigned_driver.equipier.uid', '==', uid),
          ),
        ),
      ),
    );
  it('[RULES-CREW2] l’équipier lit la course et sa partie privée : autorisé', async () => {
    await crewRide();
    expect(await reads(lea)).toEqual([true, true]);
  });
  it('[RULES-CREW2] l’équipier la trouve par la requête d’un chauffeur : autorisé', async () => {
    await crewRide();
    expect(await listsAsEquipier(lea)).toBe(true);
  });
  it('[RULES-CREW2] un chauffeur hors équipage : lecture et requête sur l’équipière refusées', async () => {
    await crewRide();
    expect(await reads(nour)).toEqual([false, false]);
    expect(await listsAsEquipier(nour, lea.uid)).toBe(false);
  });
  it('[RULES-CREW2] l’équipier enregistre une étape : autorisé ; hors équipage : refusé', async () => {
    const t = await crewRide();
    expect(await allowed(statusBatch(bed.as(nour), t, nour, 'en_route_pickup').commit())).toBe(
      false,
    );
    expect(await allowed(statusBatch(bed.as(lea), t, lea, 'en_route_pickup').commit())).toBe(true);
  });
});
