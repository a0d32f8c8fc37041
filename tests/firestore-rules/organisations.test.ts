// @vitest-environment node
import {
  deleteDoc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  doc,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyId } from '@/domain/ids/formatted-id';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { PERSONAS, withoutSubscription, type Persona } from './support/personas';
import { counterRef, counterStep } from './support/creation';
import { companyRef, newcomer, signUpBatch, type SignUpOptions } from './support/sign-up';
import { deviceClock } from './support/device-clock';
import { trialSubscription } from './support/trial';
import { allowed, useRulesTestbed } from './support/testbed';

/**
 * [RULES-O] Companies are created at sign-up, with their owner's profile, under the number their counter hands out
 * in the same commit: two sign-ups never share an id and a number is never handed out twice.
 */

const PROJECT = 'demo-rules-organisations';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, otherClinic } = PERSONAS;
const signUp = (who: Persona, options: SignUpOptions) =>
  allowed(signUpBatch(bed.as(who), who, options).commit());

describe('[RULES-O] création d’une société à l’inscription', () => {
  it('[RULES-O] deux cliniques s’inscrivent : clin_0001 puis clin_0002', async () => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', number: 1 })).toBe(true);
    expect(await signUp(newcomer('u-b'), { role: 'clinique', number: 2 })).toBe(true);
    const first = await getDocFromServer(companyRef(bed.owner, 'clinique', 'clin_0001'));
    expect(first.data()?.owner_uid).toBe('u-a');
  });
  it('[RULES-O] deux inscriptions sur le même numéro : la seconde est refusée', async () => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', number: 1 })).toBe(true);
    expect(await signUp(newcomer('u-b'), { role: 'clinique', number: 1 })).toBe(false);
  });
  it.each([
    ['ambulance', 'ambu_0001'],
    ['vtc', 'vtc_0001'],
  ] as const)('[RULES-O] une société %s (%s) : autorisé', async (role, id) => {
    expect(companyId(role, 1)).toBe(id);
    expect(await signUp(newcomer('u-a'), { role })).toBe(true);
  });
  it('[RULES-O] le compteur saute un numéro : refusé', async () => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', number: 2 })).toBe(false);
  });
  it('[RULES-O] sans faire avancer le compteur : refusé', async () => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', number: 1, counter: false })).toBe(
      false,
    );
  });
  it('[RULES-O] un numéro supprimé n’est jamais redonné', async () => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', number: 1 })).toBe(true);
    await deleteDoc(companyRef(bed.owner, 'clinique', 'clin_0001'));
    expect(await signUp(newcomer('u-b'), { role: 'clinique', number: 1, counter: false })).toBe(
      false,
    );
    expect(await signUp(newcomer('u-b'), { role: 'clinique', number: 1 })).toBe(false);
  });
  it.each([
    ['mal numérotée', (c: DocumentData) => ({ ...c, id: 'clin_1' })],
    ['d’un autre type', (c: DocumentData) => ({ ...c, type: 'ambulance' })],
    ['au nom d’un autre', (c: DocumentData) => ({ ...c, owner_uid: 'u-autre' })],
    ['datée par l’appareil', (c: DocumentData) => ({ ...c, created_at: deviceClock() })],
  ])('[RULES-O] une société %s : refusé', async (_name, company) => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', company })).toBe(false);
  });
  it('[RULES-O] une société que le profil ne nomme pas : refusé', async () => {
    const profile = (p: DocumentData) => ({ ...p, orga_id: 'default-org' });
    expect(await signUp(newcomer('u-a'), { role: 'clinique', profile })).toBe(false);
  });
  it('[RULES-O] un utilisateur déjà inscrit ne crée pas d’autre société : refusé', async () => {
    await setDoc(counterRef(bed.owner, 'company_clin'), {
      value: 1,
      type: 'company',
      last_id: 'clin_0001',
    });
    const keepProfile = (p: DocumentData) => ({ ...p, orga_id: clinic.orgId });
    expect(await signUp(clinic, { role: 'clinique', number: 2, profile: keepProfile })).toBe(false);
    expect(await signUp(clinic, { role: 'clinique', number: 2 })).toBe(false);
  });
});

describe('[RULES-ORGID] issue 25 : la société se crée avec son identité (nom, adresse, SIRET, FINESS)', () => {
  const without = (key: string) => (c: DocumentData) => {
    const { [key]: _left, ...rest } = c;
    return rest;
  };
  const address = (changes: DocumentData) => (c: DocumentData) => ({
    ...c,
    adresse: { ...(c.adresse as DocumentData), ...changes },
  });
  it.each(['clinique', 'ambulance', 'vtc'] as const)(
    '[RULES-ORGID] %s avec son identité : autorisé',
    async (role) => {
      expect(await signUp(newcomer('u-a'), { role })).toBe(true);
      const stored = await getDocFromServer(companyRef(bed.owner, role, companyId(role, 1)));
      expect(stored.get('siret')).toMatch(/^\d{14}$/);
    },
  );
  it('[RULES-ORGID] une clinique de Corse (FINESS 2A…) : autorisé', async () => {
    const company = (c: DocumentData) => ({ ...c, finess: '2A0000123' });
    expect(await signUp(newcomer('u-a'), { role: 'clinique', company })).toBe(true);
  });
  it.each([
    ['sans nom', without('name')],
    ['au nom d’une lettre', (c: DocumentData) => ({ ...c, name: 'C' })],
    ['au nom de 121 caractères', (c: DocumentData) => ({ ...c, name: 'C'.repeat(121) })],
    ['sans adresse', without('adresse')],
    ['à l’adresse sans rue', address({ rue: '' })],
    ['au code postal de 4 chiffres', address({ codePostal: '6900' })],
    ['à l’adresse d’un champ en trop', address({ pays: 'France' })],
    ['sans SIRET', without('siret')],
    ['au SIRET de 13 chiffres', (c: DocumentData) => ({ ...c, siret: '8123456780001' })],
    ['au SIRET avec des lettres', (c: DocumentData) => ({ ...c, siret: '8123456780001A' })],
    ['au SIRET en nombre', (c: DocumentData) => ({ ...c, siret: 81234567800013 })],
    ['sans FINESS', without('finess')],
    ['au FINESS de 8 chiffres', (c: DocumentData) => ({ ...c, finess: '69000088' })],
    ['avec une clé inconnue', (c: DocumentData) => ({ ...c, subventions: true })],
    [
      'avec d’autres membres',
      (c: DocumentData) => ({
        ...c,
        associatedUsers: [...(c.associatedUsers as unknown[]), ...(c.associatedUsers as unknown[])],
      }),
    ],
  ])('[RULES-ORGID] une clinique %s : refusé', async (_name, company) => {
    expect(await signUp(newcomer('u-a'), { role: 'clinique', company })).toBe(false);
  });
  it('[RULES-ORGID] une société d’ambulances avec un FINESS (réservé aux établissements) : refusé', async () => {
    const company = (c: DocumentData) => ({ ...c, finess: '690000880' });
    expect(await signUp(newcomer('u-a'), { role: 'ambulance', company })).toBe(false);
  });
  it('[RULES-ORGID] un SIRET à la clé de Luhn fausse : les règles ne peuvent pas le voir, l’appareil le refuse', async () => {
    const company = (c: DocumentData) => ({ ...c, siret: '81234567800014' });
    expect(await signUp(newcomer('u-a'), { role: 'clinique', company })).toBe(true);
  });
});

/** clin_0001 as its founder's sign-up left it (rules bypassed), with `changes` (undefined: left out). */
async function seedClinicDocument(changes: DocumentData = {}) {
  const data = {
    id: clinic.orgId,
    type: 'clinique',
    name: 'Clinique du Parc',
    owner_uid: clinic.uid,
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
    ...changes,
  };
  await setDoc(companyRef(bed.owner, 'clinique', clinic.orgId), stripUndefined(data));
}

describe('[RULES-O] lecture et mise à jour d’une société', () => {
  beforeEach(() => seedClinicDocument());
  it('[RULES-O] un membre la lit ; une autre clinique non ; un administrateur oui', async () => {
    expect(
      await allowed(
        getDocFromServer(companyRef(bed.as(PERSONAS.clinicMate), 'clinique', clinic.orgId)),
      ),
    ).toBe(true);
    expect(
      await allowed(getDocFromServer(companyRef(bed.as(otherClinic), 'clinique', clinic.orgId))),
    ).toBe(false);
    expect(
      await allowed(getDocFromServer(companyRef(bed.as(admin), 'clinique', clinic.orgId))),
    ).toBe(true);
  });
  it('[RULES-O] le propriétaire la renomme : autorisé ; change de propriétaire : refusé', async () => {
    const ref = companyRef(bed.as(clinic), 'clinique', clinic.orgId);
    expect(
      await allowed(updateDoc(ref, { name: 'Clinique du Lac', updated_at: serverTimestamp() })),
    ).toBe(true);
    expect(
      await allowed(updateDoc(ref, { owner_uid: 'u-autre', updated_at: serverTimestamp() })),
    ).toBe(false);
  });
  it('[RULES-O] un membre qui n’est pas propriétaire la renomme : refusé', async () => {
    const ref = companyRef(bed.as(PERSONAS.clinicMate), 'clinique', clinic.orgId);
    expect(await allowed(updateDoc(ref, { name: 'X', updated_at: serverTimestamp() }))).toBe(false);
  });
});

describe('[RULES-O] l’abonnement de l’organisation : écrit par un administrateur seulement (issue 13)', () => {
  const SUBSCRIPTION = {
    plan: 'pro',
    status: 'active',
    startDate: Timestamp.now(),
    endDate: Timestamp.now(),
    units: 5,
  };
  beforeEach(() => seedClinicDocument());
  const grant = (who: Persona) =>
    allowed(
      updateDoc(companyRef(bed.as(who), 'clinique', clinic.orgId), {
        subscription: SUBSCRIPTION,
        updated_at: serverTimestamp(),
      }),
    );
  it('[RULES-O] un membre y écrit un abonnement : refusé', async () => {
    expect(await grant(PERSONAS.clinicMate)).toBe(false);
  });
  it('[RULES-O] son fondateur (responsable) y écrit un abonnement : refusé', async () => {
    expect(await grant(clinic)).toBe(false);
  });
  it('[RULES-O] avec un renommage, en passant : refusé', async () => {
    const ref = companyRef(bed.as(clinic), 'clinique', clinic.orgId);
    const rename = { name: 'Clinique du Lac', subscription: SUBSCRIPTION };
    expect(await allowed(updateDoc(ref, { ...rename, updated_at: serverTimestamp() }))).toBe(false);
  });
  it('[RULES-O] un administrateur (approbation d’une demande) : autorisé', async () => {
    expect(await grant(admin)).toBe(true);
    const stored = await getDocFromServer(companyRef(bed.owner, 'clinique', clinic.orgId));
    expect(stored.data()?.subscription).toMatchObject({ status: 'active', units: 5 });
  });
});

describe('[RULES-O] l’essai de 14 jours du fondateur devient celui de son organisation (issue 13)', () => {
  beforeEach(async () => {
    await seedClinicDocument({ name: undefined });
    // Before its trial, the founder has no subscription (issue 21: the trial is the organisation's, once).
    await withoutSubscription(bed.owner, clinic);
  });
  const trialOf = trialSubscription;
  /** The founder's profile and, in the same commit, the organisation document. */
  const startBoth = (who: Persona, profile: DocumentData, copy: DocumentData) => {
    const db = bed.as(who);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', who.uid), { subscription: profile });
    batch.update(companyRef(db, 'clinique', clinic.orgId), {
      subscription: copy,
      updated_at: serverTimestamp(),
    });
    return allowed(batch.commit());
  };

  it('[RULES-O] le fondateur démarre son essai et le porte sur son organisation : autorisé', async () => {
    const trial = trialOf();
    expect(await startBoth(clinic, trial, trial)).toBe(true);
    const stored = await getDocFromServer(companyRef(bed.owner, 'clinique', clinic.orgId));
    expect(stored.data()?.subscription).toMatchObject({ status: 'trial', plan: 'pro' });
  });
  it('[RULES-O] une copie qui diffère de son profil (formule premium) : refusé', async () => {
    expect(await startBoth(clinic, trialOf(), trialOf({ plan: 'premium' }))).toBe(false);
  });
  it('[RULES-O] un membre qui n’est pas le fondateur, avec son propre essai : refusé', async () => {
    const mate = PERSONAS.clinicMate;
    expect(await startBoth(mate, trialOf(), trialOf())).toBe(false);
  });
  it('[RULES-O] un abonnement actif recopié comme « essai » : refusé', async () => {
    const active = trialOf({ status: 'active' });
    expect(await startBoth(clinic, trialOf(), active)).toBe(false);
  });
  it('[RULES-O] sur une organisation qui a déjà un abonnement : refusé', async () => {
    await updateDoc(companyRef(bed.owner, 'clinique', clinic.orgId), {
      subscription: { plan: 'premium', status: 'active' },
    });
    expect(await startBoth(clinic, trialOf(), trialOf())).toBe(false);
  });
});

describe('[RULES-O] pas d’abonnement apporté à l’inscription (issue 13)', () => {
  it('[RULES-O] une société créée avec un abonnement : refusé ; sans : autorisé', async () => {
    const subscription = { plan: 'pro', status: 'active', units: 5 };
    const company = (c: DocumentData) => ({ ...c, subscription });
    expect(await signUp(newcomer('u-a'), { role: 'clinique', company })).toBe(false);
    expect(await signUp(newcomer('u-a'), { role: 'clinique' })).toBe(true);
  });
});

describe('[RULES-O] compteurs', () => {
  it('[RULES-O] lus par tout utilisateur connecté, pas par un anonyme', async () => {
    await setDoc(counterRef(bed.owner, 'company_clin'), {
      value: 4,
      type: 'company',
      last_id: 'clin_0004',
    });
    expect(await allowed(getDocFromServer(counterRef(bed.as(clinic), 'company_clin')))).toBe(true);
    expect(await allowed(getDocFromServer(counterRef(bed.anonymous(), 'company_clin')))).toBe(
      false,
    );
  });
  it('[RULES-O] remis à zéro par un administrateur seulement', async () => {
    await setDoc(counterRef(bed.owner, 'transport_vsl'), {
      value: 41,
      type: 'transport',
      last_id: 'x',
    });
    const reset = { value: 0, lastUpdated: serverTimestamp(), type: 'transport', last_id: '' };
    expect(await allowed(setDoc(counterRef(bed.as(clinic), 'transport_vsl'), reset))).toBe(false);
    expect(await allowed(setDoc(counterRef(bed.as(admin), 'transport_vsl'), reset))).toBe(true);
  });
  it('[RULES-O] avancer un compteur sans créer le document nommé : refusé', async () => {
    const step = counterStep(1, 'transport', 't-fantome');
    expect(await allowed(setDoc(counterRef(bed.as(clinic), 'transport_vsl'), step))).toBe(false);
  });
  it('[RULES-O] un compteur inconnu : refusé', async () => {
    const step = counterStep(1, 'x', 'clin_0001');
    expect(await allowed(setDoc(counterRef(bed.as(clinic), 'mon_compteur'), step))).toBe(false);
  });
});
