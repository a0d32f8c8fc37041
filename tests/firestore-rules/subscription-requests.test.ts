// @vitest-environment node
import {
  deleteDoc,
  doc,
  getDocFromServer,
  getDocs,
  query,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildSubscriptionRequest,
  processRequest,
  SUBSCRIPTION_REQUESTS_COLLECTION,
} from '@/domain/subscription/subscription-request';
import { PERSONAS, type Persona } from './support/personas';
import { deviceClock } from './support/device-clock';
import { allowed, useRulesTestbed } from './support/testbed';

/** [RULES-SRQ] A user files their own pending request in the agreed shape; admins read and process all. */

const PROJECT = 'demo-rules-subscription-requests';
const bed = useRulesTestbed(PROJECT);

const { admin, vtc, clinic, ambulance, patient } = PERSONAS;
const REFERENCE = 'ABO-7K2M9Q4XPD';

/** The document the app writes: the domain's builder, with the server's times. */
function requestOf(p: Persona, units: number, overrides: DocumentData = {}): DocumentData {
  const built = buildSubscriptionRequest({
    applicant: {
      uid: p.uid,
      email: p.email ?? '',
      displayName: p.label,
      userType: p.role,
      orga_id: p.orgId,
    },
    plan: 'pro',
    units,
    transferReference: REFERENCE,
    now: 0,
  });
  if (!built.ok) throw new Error(built.error);
  return {
    ...built.request,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}
const requestRef = (db = bed.as(vtc), id = REFERENCE) =>
  doc(db, SUBSCRIPTION_REQUESTS_COLLECTION, id);

describe('[RULES-SRQ] filing a request', () => {
  it.each([
    ['VTC, formule pro, 3 véhicules (74 € HT)', vtc, 3],
    ['clinique, 0 employé', clinic, 0],
    ['ambulance, 20 ambulances (le maximum)', ambulance, 20],
  ])('[RULES-SRQ] %s : autorisé', async (_label, p, units) => {
    expect(await allowed(setDoc(requestRef(bed.as(p)), requestOf(p, units)))).toBe(true);
  });

  it.each([
    ['au nom d’un autre', { uid: ambulance.uid }],
    ['avec un autre rôle', { userType: 'ambulance' }],
    ['pour une autre organisation', { orga_id: 'vtc_0009' }],
    ['avec une autre adresse', { email: 'autre@exemple.fr' }],
    ['déjà approuvée', { status: 'approved' }],
    ['déjà traitée', { processedAction: 'approve' }],
    ['avec une note d’administrateur', { adminNotes: 'ok' }],
    ['datée par l’appareil', { createdAt: deviceClock() }],
    ['sous-évaluée (HT)', { monthlyHT: 29, monthlyTTC: 34.8 }],
    ['avec une TTC fausse', { monthlyTTC: 74 }],
    ['avec une autre TVA', { vatRate: 0.055 }],
    ['au-delà du maximum', { units: 11, monthlyHT: 194, monthlyTTC: 232.8 }],
    ['avec un nombre d’unités non entier', { units: 2.5, monthlyHT: 66.5, monthlyTTC: 79.8 }],
    ['pour une formule inconnue', { plan: 'gold' }],
    ['sous une autre référence', { transferReference: 'ABO-0000000000' }],
    ['avec un champ en plus', { subscription: { status: 'active' } }],
  ])('[RULES-SRQ] une demande %s : refusé', async (_label, overrides) => {
    expect(await allowed(setDoc(requestRef(), requestOf(vtc, 3, overrides)))).toBe(false);
  });

  it('[RULES-SRQ] un champ manquant : refusé', async () => {
    const { adminNotes: _missing, ...rest } = requestOf(vtc, 3);
    expect(await allowed(setDoc(requestRef(), rest))).toBe(false);
  });

  it('[RULES-SRQ] un identifiant qui n’est pas une référence de virement : refusé', async () => {
    const id = 'r1';
    expect(
      await allowed(
        setDoc(requestRef(bed.as(vtc), id), requestOf(vtc, 3, { transferReference: id })),
      ),
    ).toBe(false);
  });

  it('[RULES-SRQ] un patient ou un administrateur ne souscrit pas', async () => {
    const asPatient = {
      ...requestOf(vtc, 3),
      uid: patient.uid,
      email: patient.email,
      userType: 'patient',
      orga_id: patient.orgId,
    };
    expect(await allowed(setDoc(requestRef(bed.as(patient)), asPatient))).toBe(false);
  });
});

describe('[RULES-SRQ] reading and processing', () => {
  beforeEach(async () => {
    await setDoc(requestRef(bed.owner), {
      ...requestOf(vtc, 3),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  });

  it('[RULES-SRQ] lire : le demandeur et l’administrateur, personne d’autre', async () => {
    expect(await allowed(getDocFromServer(requestRef()))).toBe(true);
    expect(await allowed(getDocFromServer(requestRef(bed.as(admin))))).toBe(true);
    expect(await allowed(getDocFromServer(requestRef(bed.as(ambulance))))).toBe(false);
  });

  it('[RULES-SRQ] la liste de ses demandes (uid == soi) : autorisée ; celle d’un autre : refusée', async () => {
    const mine = query(
      collection(bed.as(vtc), SUBSCRIPTION_REQUESTS_COLLECTION),
      where('uid', '==', vtc.uid),
    );
    const theirs = query(
      collection(bed.as(ambulance), SUBSCRIPTION_REQUESTS_COLLECTION),
      where('uid', '==', vtc.uid),
    );
    expect(await allowed(getDocs(mine))).toBe(true);
    expect(await allowed(getDocs(theirs))).toBe(false);
  });

  it('[RULES-SRQ] la traiter : administrateur seulement ; le demandeur ne peut ni l’approuver ni la supprimer', async () => {
    const processed = {
      ...processRequest('approve', 0, 'Virement reçu'),
      processedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    expect(await allowed(updateDoc(requestRef(), processed))).toBe(false);
    expect(await allowed(deleteDoc(requestRef()))).toBe(false);
    expect(await allowed(updateDoc(requestRef(bed.as(admin)), processed))).toBe(true);
  });
});
