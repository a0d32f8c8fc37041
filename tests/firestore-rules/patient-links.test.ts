// @vitest-environment node
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATIENT_LINKS_COLLECTION } from '@/domain/patient/patient-link';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { DEFAULT_ORG_ID } from '@/domain/constants';
import { PERSONAS, seedProfiles, type Persona } from './support/personas';
import { creationBatch } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import {
  domainTransport,
  privateRef,
  seedTransports,
  transportRef,
} from './support/transports';

/**
 * [RULES-PL] Issue 20: the consented link between a clinic's patient record and a patient account. Only the
 * patient whose verified e-mail the clinic recorded may accept it; then the record's rides carry his uid and he
 * reads exactly them; nobody else reads the link or those rides.
 */

const PROJECT = 'demo-rules-patient-links';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, otherClinic, ambulance, patient, otherPatient } = PERSONAS;
const patientPersona = (uid: string, label: string, overrides: Partial<Persona> = {}): Persona => ({
  uid,
  role: 'patient',
  orgId: DEFAULT_ORG_ID,
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label,
  ...overrides,
});
/** Same address as the linked patient, not verified yet. */
const unverified = patientPersona('u-pat-nv', 'patient non vérifié', {
  email: patient.email,
  emailVerified: false,
});
/** Same first and last name as the linked patient on his profile, another account and address. */
const homonym = patientPersona('u-pat-homonyme', 'homonyme');
/** Addressed by the second record, which he declined. */
const decliner = patientPersona('u-pat-refus', 'patient ayant refusé');
/** An ambulance user whose address the clinic typed by mistake. */
const companyUser: Persona = { ...ambulance, email: 'u-pat@exemple.fr' };

const RECORD = 'patient_0001';
const DECLINED_RECORD = 'patient_0002';
const linkRef = (db: Firestore, id = RECORD) => doc(db, PATIENT_LINKS_COLLECTION, id);

const record = (id: string, email: string, orgId = clinic.orgId): DocumentData => ({
  id,
  first_name: 'Jeanne',
  last_name: 'Martin',
  orga_id: orgId,
  created_by: clinic.uid,
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
  email,
});

const proposal = (email: string, orgName: string | null = 'Clinique du Parc'): DocumentData => ({
  orga_id: clinic.orgId,
  org_name: orgName,
  email,
  status: 'proposed',
  patient_uid: null,
  created_by: clinic.uid,
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
  answered_at: null,
});

const answer = (accept: boolean, uid: string | null) => ({
  status: accept ? 'accepted' : 'declined',
  patient_uid: uid,
  answered_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

async function seedWorld() {
  await seedProfiles(bed.owner, [unverified, homonym, decliner]);
  const batch = writeBatch(bed.owner);
  batch.set(doc(bed.owner, 'clinics', clinic.orgId), {
    id: clinic.orgId,
    type: 'clinique',
    name: 'Clinique du Parc',
    owner_uid: clinic.uid,
  });
  batch.set(doc(bed.owner, PATIENTS_COLLECTION, RECORD), record(RECORD, patient.email!));
  batch.set(
    doc(bed.owner, PATIENTS_COLLECTION, DECLINED_RECORD),
    record(DECLINED_RECORD, decliner.email!),
  );
  batch.set(linkRef(bed.owner), proposal(patient.email!));
  batch.set(linkRef(bed.owner, DECLINED_RECORD), {
    ...proposal(decliner.email!),
    ...answer(false, null),
  });
  await batch.commit();
}

/** A ride of the record booked before the link (global_patient_id still null), and one of the declined record. */
async function seedRides() {
  const ride = (id: string, recordId: string, etat: 'pending' | 'accepted') => ({
    ...domainTransport({ id, etat }),
    patient_id: recordId,
    global_patient_id: null,
  });
  await seedTransports(bed.owner, [
    ride('avant-lien', RECORD, 'accepted'),
    ride('refuse', DECLINED_RECORD, 'pending'),
  ]);
}

const accept = () => allowed(updateDoc(linkRef(bed.as(patient)), answer(true, patient.uid)));
const claim = (who: Persona, id = 'avant-lien', uid = who.uid) =>
  allowed(
    updateDoc(transportRef(bed.as(who), id), {
      global_patient_id: uid,
      updated_at: serverTimestamp(),
    }),
  );
const reads = (who: Persona, ref: (db: Firestore) => ReturnType<typeof doc>) =>
  allowed(getDocFromServer(ref(bed.as(who))));

beforeEach(seedWorld);

describe('[RULES-PL] proposition par la clinique', () => {
  const propose = (who: Persona, id: string, change: (d: DocumentData) => DocumentData) => {
    const db = bed.as(who);
    const batch = writeBatch(db);
    batch.set(doc(db, PATIENTS_COLLECTION, id), record(id, 'marc@exemple.fr', who.orgId));
    batch.set(linkRef(db, id), change(proposal('marc@exemple.fr')));
    return allowed(batch.commit());
  };
  it('[RULES-PL] avec la fiche, à l’adresse de la fiche, en son nom : autorisé', async () => {
    expect(await propose(clinic, 'PAT-NOUVEAU1', (d) => d)).toBe(true);
  });
  it.each([
    ['déjà rattachée à un compte', (d: DocumentData) => ({ ...d, patient_uid: homonym.uid })],
    ['déjà acceptée', (d: DocumentData) => ({ ...d, status: 'accepted' })],
    ['à une autre adresse que la fiche', (d: DocumentData) => ({ ...d, email: 'x@exemple.fr' })],
    ['au nom d’une autre clinique', (d: DocumentData) => ({ ...d, org_name: 'Clinique Voisine' })],
    ['pour une autre organisation', (d: DocumentData) => ({ ...d, orga_id: otherClinic.orgId })],
  ])('[RULES-PL] une proposition %s : refusé', async (_label, change) => {
    expect(await propose(clinic, 'PAT-NOUVEAU2', change)).toBe(false);
  });
  it('[RULES-PL] une autre clinique ne propose pas de lien pour une fiche qui n’est pas la sienne : refusé', async () => {
    const batch = writeBatch(bed.as(otherClinic));
    batch.set(linkRef(bed.as(otherClinic), 'patient_0009'), proposal(patient.email!, null));
    expect(await allowed(batch.commit())).toBe(false);
  });
});

describe('[RULES-PL] lecture du lien', () => {
  it('[RULES-PL] le patient à l’adresse vérifiée trouve sa proposition par son adresse : autorisé', async () => {
    const mine = query(
      collection(bed.as(patient), PATIENT_LINKS_COLLECTION),
      where('email', '==', patient.email),
    );
    const found = await getDocsFromServer(mine);
    expect(found.docs.map((d) => d.id)).toEqual([RECORD]);
  });
  it.each([
    ['la clinique qui tient la fiche', clinic, true],
    ['un administrateur', admin, true],
    ['une autre clinique', otherClinic, false],
    ['un homonyme', homonym, false],
    ['le même e-mail non vérifié', unverified, false],
    ['un transporteur ayant cette adresse', companyUser, false],
  ])('[RULES-PL] %s lit le lien : %s', async (_label, who, expected) => {
    expect(await reads(who, (db) => linkRef(db))).toBe(expected);
  });
});

describe('[RULES-PL] réponse du patient', () => {
  it('[RULES-PL] le patient adressé accepte en se nommant : autorisé ; une seconde réponse : refusé', async () => {
    expect(await accept()).toBe(true);
    expect(
      await allowed(updateDoc(linkRef(bed.as(patient)), answer(false, null))),
    ).toBe(false);
  });
  it.each([
    ['un homonyme', homonym],
    ['le même e-mail non vérifié', unverified],
    ['la clinique (vers un compte de son choix)', clinic],
    ['un transporteur ayant cette adresse', companyUser],
  ])('[RULES-PL] %s accepte : refusé', async (_label, who) => {
    expect(await allowed(updateDoc(linkRef(bed.as(who)), answer(true, who.uid)))).toBe(false);
  });
  it('[RULES-PL] accepter au nom d’un autre compte : refusé', async () => {
    expect(await allowed(updateDoc(linkRef(bed.as(patient)), answer(true, homonym.uid)))).toBe(
      false,
    );
  });
  it('[RULES-PL] refuser : autorisé, sans nommer personne', async () => {
    expect(await allowed(updateDoc(linkRef(bed.as(patient)), answer(false, null)))).toBe(true);
  });
});

describe('[RULES-PL] transports du patient lié', () => {
  beforeEach(seedRides);

  it('[RULES-PL] lié, il retrouve les transports de sa fiche et les marque siens ; il lit alors la course et sa partie privée', async () => {
    expect(await accept()).toBe(true);
    const ofRecord = query(
      collection(bed.as(patient), 'transport'),
      where('patient_id', '==', RECORD),
      where('requester_org_id', '==', clinic.orgId),
    );
    expect((await getDocsFromServer(ofRecord)).docs.map((d) => d.id)).toEqual(['avant-lien']);
    expect(await claim(patient)).toBe(true);
    expect(await reads(patient, (db) => transportRef(db, 'avant-lien'))).toBe(true);
    expect(await reads(patient, (db) => privateRef(db, 'avant-lien'))).toBe(true);
    const mine = query(
      collection(bed.as(patient), 'transport'),
      where('global_patient_id', '==', patient.uid),
    );
    expect((await getDocsFromServer(mine)).docs.map((d) => d.id)).toEqual(['avant-lien']);
  });
  it('[RULES-PL] avant d’accepter, il ne lit ni ne marque la course : refusé', async () => {
    expect(await reads(patient, (db) => transportRef(db, 'avant-lien'))).toBe(false);
    expect(await claim(patient)).toBe(false);
  });
  it.each([
    ['un autre patient', otherPatient],
    ['un homonyme', homonym],
    ['le même e-mail non vérifié', unverified],
    ['le patient ayant refusé le lien', decliner],
  ])('[RULES-PL] %s ne lit ni ne marque la course ni sa partie privée : refusé', async (_l, who) => {
    expect(await accept()).toBe(true);
    expect(await claim(patient)).toBe(true);
    expect(await reads(who, (db) => transportRef(db, 'avant-lien'))).toBe(false);
    expect(await reads(who, (db) => privateRef(db, 'avant-lien'))).toBe(false);
    expect(await claim(who)).toBe(false);
  });
  it('[RULES-PL] le patient ayant refusé ne lit ni ne marque la course de sa fiche : refusé', async () => {
    expect(await reads(decliner, (db) => transportRef(db, 'refuse'))).toBe(false);
    expect(await claim(decliner, 'refuse')).toBe(false);
  });
  it('[RULES-PL] le patient lié ne change rien d’autre : état, transporteur, ou la course pour un autre compte : refusé', async () => {
    expect(await accept()).toBe(true);
    const ref = transportRef(bed.as(patient), 'avant-lien');
    const tries: DocumentData[] = [
      { global_patient_id: patient.uid, etat: 'cancelled', updated_at: serverTimestamp() },
      { global_patient_id: patient.uid, provider_org_id: null, updated_at: serverTimestamp() },
      { global_patient_id: homonym.uid, updated_at: serverTimestamp() },
    ];
    for (const change of tries) expect(await allowed(updateDoc(ref, change))).toBe(false);
    expect(await claim(patient)).toBe(true);
    expect(await claim(patient)).toBe(false); // already his: nothing left to claim
  });
});

describe('[RULES-PL] création d’une demande pour une fiche liée', () => {
  const create = (who: Persona, id: string, recordId: string, globalId: string | null) =>
    allowed(
      creationBatch(bed.as(who), who, {
        id,
        number: null,
        tamper: (d) => ({
          ...d,
          patient_id: recordId,
          global_patient_id: globalId,
          // The clinic's document (seeded) names it: the ride copies that name (issue 15).
          ...(who === clinic ? { requester_org_name: 'Clinique du Parc' } : {}),
        }),
      }).batch.commit(),
    );
  it('[RULES-PL] lien accepté : la demande porte le compte du patient (autorisé), pas un autre ni aucun (refusé)', async () => {
    expect(await accept()).toBe(true);
    expect(await create(clinic, 'n1', RECORD, homonym.uid)).toBe(false);
    expect(await create(clinic, 'n2', RECORD, null)).toBe(false);
    expect(await create(clinic, 'n3', RECORD, patient.uid)).toBe(true);
  });
  it('[RULES-PL] lien seulement proposé ou refusé : la demande ne porte aucun compte', async () => {
    expect(await create(clinic, 'n4', RECORD, patient.uid)).toBe(false);
    expect(await create(clinic, 'n5', DECLINED_RECORD, decliner.uid)).toBe(false);
    expect(await create(clinic, 'n6', RECORD, null)).toBe(true);
  });
  it('[RULES-PL] une autre clinique nommant la fiche ne rattache pas sa demande au patient : refusé', async () => {
    expect(await accept()).toBe(true);
    expect(await create(otherClinic, 'n7', RECORD, patient.uid)).toBe(false);
    expect(await create(otherClinic, 'n8', RECORD, null)).toBe(true);
  });
});
