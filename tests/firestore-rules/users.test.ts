// @vitest-environment node
import {
  deleteDoc,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@/domain/constants';
import { ROLE_EMAILS_COLLECTION } from '@/domain/security/collections';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { PERSONAS, withoutSubscription, type Persona } from './support/personas';
import { newcomer, signUpBatch, type SignUpOptions } from './support/sign-up';
import { deviceClock } from './support/device-clock';
import { trialSubscription } from './support/trial';
import { allowed, useRulesTestbed } from './support/testbed';

/**
 * [RULES-P] Profiles: nobody picks admin, role lists (server-side, verified e-mail) force the role, and a user
 * never changes their own role, organisation, permissions, activity or subscription — but starts the trial once.
 */

const PROJECT = 'demo-rules-users';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, ambulance, patient } = PERSONAS;
const signUp = (who: Persona, options: SignUpOptions) =>
  allowed(signUpBatch(bed.as(who), who, options).commit());
const listAs = (who: Persona, role: string) =>
  setDoc(doc(bed.owner, ROLE_EMAILS_COLLECTION, who.email!.toLowerCase()), { role });
const change = (profile: (data: DocumentData) => DocumentData) => ({ profile });

describe('[RULES-P] inscription', () => {
  it('[RULES-P] un patient s’inscrit : autorisé', async () => {
    expect(await signUp(newcomer('u-new'), { role: 'patient' })).toBe(true);
  });
  it('[RULES-P] se déclarer administrateur sans être sur la liste : refusé', async () => {
    const who = newcomer('u-new');
    expect(
      await signUp(who, { role: 'admin', ...change((p) => ({ ...p, permissions: ['all'] })) }),
    ).toBe(false);
  });
  it('[RULES-P] sur la liste des administrateurs, e-mail vérifié : administrateur autorisé', async () => {
    const who = newcomer('u-boss');
    await listAs(who, 'admin');
    expect(
      await signUp(who, { role: 'admin', ...change((p) => ({ ...p, permissions: ['all'] })) }),
    ).toBe(true);
  });
  it('[RULES-P] sur la liste, e-mail non vérifié : la liste ne compte pas (pas d’administrateur)', async () => {
    const who = newcomer('u-boss', false);
    await listAs(who, 'admin');
    expect(
      await signUp(who, { role: 'admin', ...change((p) => ({ ...p, permissions: ['all'] })) }),
    ).toBe(false);
    expect(await signUp(who, { role: 'patient' })).toBe(true);
  });
  it('[RULES-P] listé comme clinique : le rôle est imposé', async () => {
    const who = newcomer('u-listed');
    await listAs(who, 'clinique');
    expect(await signUp(who, { role: 'patient' })).toBe(false);
    expect(await signUp(who, { role: 'clinique' })).toBe(true);
  });
  it.each([
    ['des permissions', (p: DocumentData) => ({ ...p, permissions: ['all'] })],
    ['inactif', (p: DocumentData) => ({ ...p, isActive: false })],
    [
      'avec un abonnement',
      (p: DocumentData) => ({ ...p, subscription: { status: 'active', plan: 'vip' } }),
    ],
    ['dans une organisation existante', (p: DocumentData) => ({ ...p, orga_id: 'clin_0001' })],
    ['sous un autre e-mail', (p: DocumentData) => ({ ...p, email: 'autre@exemple.fr' })],
    ['sous un autre uid', (p: DocumentData) => ({ ...p, uid: 'u-autre' })],
  ])('[RULES-P] un patient qui s’inscrit %s : refusé', async (_name, profile) => {
    expect(await signUp(newcomer('u-new'), { role: 'patient', profile })).toBe(false);
  });
  it('[RULES-P] créer le profil d’un autre : refusé ; un administrateur crée un compte de test : autorisé', async () => {
    const data = {
      uid: 'u-x',
      email: 'x@exemple.fr',
      userType: 'vtc',
      orga_id: 'vtc_0099',
      permissions: [],
      isActive: true,
    };
    expect(await allowed(setDoc(doc(bed.as(clinic), 'users', 'u-x'), data))).toBe(false);
    expect(await allowed(setDoc(doc(bed.as(admin), 'users', 'u-x'), data))).toBe(true);
  });
});

describe('[RULES-P] lecture et mise à jour de son profil', () => {
  it('[RULES-P] lire son profil : autorisé ; celui d’un autre : refusé ; administrateur : autorisé', async () => {
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), 'users', clinic.uid)))).toBe(true);
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), 'users', ambulance.uid)))).toBe(
      false,
    );
    expect(await allowed(getDocFromServer(doc(bed.as(admin), 'users', ambulance.uid)))).toBe(true);
  });
  it('[RULES-P] changer son nom : autorisé', async () => {
    expect(
      await allowed(updateDoc(doc(bed.as(clinic), 'users', clinic.uid), { firstName: 'Léa' })),
    ).toBe(true);
  });
  it.each([
    ['se promouvoir administrateur', { userType: 'admin' }],
    ['changer de rôle', { userType: 'ambulance' }],
    ['changer d’organisation', { orga_id: 'clin_0002' }],
    ['se donner des permissions', { permissions: ['all'] }],
    ['changer son activité', { isActive: false }],
    ['s’abonner', { subscription: { status: 'active', plan: 'vip' } }],
    ['changer son e-mail', { email: 'autre@exemple.fr' }],
    ['s’abonner champ par champ', { 'subscription.plan': 'vip' }],
    [
      'prolonger son abonnement champ par champ',
      { 'subscription.endDate': Timestamp.fromMillis(Date.now() + 3650 * MILLIS_PER_DAY) },
    ],
  ])('[RULES-P] %s : refusé', async (_name, data) => {
    expect(await allowed(updateDoc(doc(bed.as(clinic), 'users', clinic.uid), data))).toBe(false);
  });
  it('[RULES-P] ce qu’écrit une modification de profil (issue 12) : autorisé', async () => {
    const data = {
      phoneNumber: '06 12 34 56 78',
      'preferences.notifications.sms': true,
      profile_op_ids: ['op-1'],
      sessions_revoked_at: Date.now(),
      updatedAt: serverTimestamp(),
    };
    expect(await allowed(updateDoc(doc(bed.as(clinic), 'users', clinic.uid), data))).toBe(true);
  });
  it('[RULES-P] supprimer son profil : refusé ; un administrateur modifie et supprime : autorisé', async () => {
    expect(await allowed(deleteDoc(doc(bed.as(clinic), 'users', clinic.uid)))).toBe(false);
    expect(
      await allowed(updateDoc(doc(bed.as(admin), 'users', clinic.uid), { isActive: false })),
    ).toBe(true);
    expect(await allowed(deleteDoc(doc(bed.as(admin), 'users', clinic.uid)))).toBe(true);
  });
});

const TRIAL_MS = TRIAL_DAYS * MILLIS_PER_DAY;
const trial = (overrides: DocumentData = {}) => ({ subscription: trialSubscription(overrides) });
const startTrial = (who: Persona, data: DocumentData = trial()) =>
  allowed(updateDoc(doc(bed.as(who), 'users', who.uid), data));

describe('[RULES-P] essai de 14 jours', () => {
  // The clinic's founder, before any subscription (issue 21: the trial is the organisation's, once).
  beforeEach(async () => {
    await withoutSubscription(bed.owner, clinic);
    await setDoc(doc(bed.owner, 'clinics', clinic.orgId), {
      id: clinic.orgId,
      type: 'clinique',
      owner_uid: clinic.uid,
    });
  });
  it('[RULES-P] une fois, aux dates exactes : autorisé ; une seconde fois : refusé', async () => {
    expect(await startTrial(clinic)).toBe(true);
    expect(await startTrial(clinic)).toBe(false);
  });
  it('[RULES-P] après un essai retiré (isTrialAvailable false) : refusé', async () => {
    await updateDoc(doc(bed.owner, 'users', clinic.uid), {
      subscription: { status: 'none', isTrialAvailable: false },
    });
    expect(await startTrial(clinic)).toBe(false);
  });
  it.each([
    ['début à l’heure de l’appareil', { startDate: deviceClock() }],
    ['fin à 30 jours', { trialEndsAt: Timestamp.fromMillis(Date.now() + 30 * MILLIS_PER_DAY) }],
    [
      'fin repoussée de 10 minutes',
      { trialEndsAt: Timestamp.fromMillis(Date.now() + TRIAL_MS + 600_000) },
    ],
    ['endDate différente', { endDate: Timestamp.fromMillis(Date.now() + 30 * MILLIS_PER_DAY) }],
    ['autre formule', { plan: 'vip' }],
    ['abonnement actif', { status: 'active' }],
    ['essai encore disponible', { isTrialAvailable: true }],
    ['clé en plus', { paidUntil: Timestamp.now() }],
  ])('[RULES-P] %s : refusé', async (_name, overrides) => {
    expect(await startTrial(clinic, trial(overrides))).toBe(false);
  });
  it('[RULES-P] un patient : refusé', async () => {
    expect(await startTrial(patient)).toBe(false);
  });
});
