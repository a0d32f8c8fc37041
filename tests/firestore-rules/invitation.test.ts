// @vitest-environment node
import {
  doc,
  FieldPath,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '@/domain/constants';
import { profileOf, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import { counterRef, counterStep } from './support/creation';
import { foundingDocument } from './support/sign-up';

/**
 * [RULES-INV] Joining an organisation is an invitation (issue 20, domain organisation/join-organisation.ts): a
 * company account is created awaiting its organisation; with a verified e-mail an organisation lists, it accepts
 * (its profile takes that organisation, its entry binds its uid, the role stays the listed one) or declines
 * (recorded under declined_members, then it founds its own). Nobody else can bind or decline for it.
 */

const PROJECT = 'demo-rules-invitation';
let bed: RulesTestbed;

const EMAIL = 'nouveau@exemple.fr';
const person = (uid: string, email: string, emailVerified = true): Persona => ({
  uid,
  role: 'ambulance',
  orgId: DEFAULT_ORG_ID,
  email,
  emailVerified,
  label: uid,
});
const invited = person('u-nouveau', EMAIL);
const unverified = person('u-nouveau', EMAIL, false);
const stranger = person('u-autre', 'autre@exemple.fr');

const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: 'u-fondateur',
  associatedUsers: [{ id: EMAIL, email: EMAIL, name: 'Nouveau', role: 'chauffeur', createdAt: 0 }],
  member_roles: { [EMAIL]: 'chauffeur' },
};
const companyDoc = (db: Firestore) => doc(db, 'ambulanceCompanies', 'ambu_0001');
const userDoc = (db: Firestore, who: Persona) => doc(db, 'users', who.uid);
const awaiting = (who: Persona) => ({ ...profileOf(who), company_name: 'Organisation par défaut' });

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  const batch = writeBatch(bed.owner);
  batch.set(companyDoc(bed.owner), COMPANY);
  batch.set(counterRef(bed.owner, 'company_ambu'), {
    value: 1,
    type: 'company',
    last_id: 'ambu_0001',
  });
  for (const who of [invited, stranger]) batch.set(userDoc(bed.owner, who), awaiting(who));
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

/** The acceptance as the Firestore adapter writes it (organisation-entry.ts), with optional forgeries. */
function accept(
  who: Persona,
  options: { kind?: string; extra?: Record<string, unknown>; boundUid?: string } = {},
) {
  const db = bed.as(who);
  const batch = writeBatch(db);
  batch.update(userDoc(db, who), {
    userType: options.kind ?? 'ambulance',
    orga_id: 'ambu_0001',
    company_name: 'Ambulances Bellecour',
  });
  batch.update(
    companyDoc(db),
    new FieldPath('member_uids', who.email!.toLowerCase()),
    options.boundUid ?? who.uid,
    ...Object.entries(options.extra ?? {}).flat(),
  );
  return allowed(batch.commit());
}

const decline = (who: Persona, email = who.email!) =>
  allowed(updateDoc(companyDoc(bed.as(who)), new FieldPath('declined_members', email), true));

/** Founding its own organisation ambu_0002 from the awaiting profile (counter +1, company, profile). */
function foundOwn(who: Persona) {
  const db = bed.as(who);
  const batch = writeBatch(db);
  batch.set(counterRef(db, 'company_ambu'), counterStep(2, 'company', 'ambu_0002'));
  const company = foundingDocument('ambulance', 'ambu_0002', who);
  batch.set(doc(db, 'ambulanceCompanies', 'ambu_0002'), company);
  batch.update(userDoc(db, who), { orga_id: 'ambu_0002', company_name: company.name });
  return allowed(batch.commit());
}

describe('[RULES-INV] sign-up neither joins nor founds: the account awaits its organisation', () => {
  it('[RULES-INV] a company profile awaiting its organisation (default-org) may be created', async () => {
    const fresh = person('u-frais', 'frais@exemple.fr');
    expect(await allowed(setDoc(userDoc(bed.as(fresh), fresh), awaiting(fresh)))).toBe(true);
  });
  it('[RULES-INV] joining at sign-up (the profile naming the listing organisation) is refused', async () => {
    const fresh = person('u-frais', EMAIL);
    const joined = { ...awaiting(fresh), orga_id: 'ambu_0001' };
    expect(await allowed(setDoc(userDoc(bed.as(fresh), fresh), joined))).toBe(false);
  });
});

describe('[RULES-INV] accepting an invitation', () => {
  it('[RULES-INV] verified and listed: the profile joins ambu_0001 and binds its uid', async () => {
    expect(await accept(invited)).toBe(true);
  });
  it('[RULES-INV] e-mail not verified: refused', async () => {
    expect(await accept(unverified)).toBe(false);
  });
  it('[RULES-INV] not listed: refused', async () => {
    expect(await accept(stranger)).toBe(false);
  });
  it('[RULES-INV] forged role (member_roles rewritten to responsable in the same write): refused', async () => {
    const forged = { member_roles: { [EMAIL]: 'responsable' } };
    expect(await accept(invited, { extra: forged })).toBe(false);
  });
  it('[RULES-INV] forged kind (joining an ambulance company as a clinic): refused', async () => {
    expect(await accept(invited, { kind: 'clinique' })).toBe(false);
  });
  it('[RULES-INV] binding another uid (adding someone else): refused', async () => {
    expect(await accept(invited, { boundUid: 'u-autre' })).toBe(false);
  });
  it('[RULES-INV] binding without the profile joining: refused', async () => {
    const db = bed.as(invited);
    const bindOnly = updateDoc(companyDoc(db), new FieldPath('member_uids', EMAIL), invited.uid);
    expect(await allowed(bindOnly)).toBe(false);
  });
  it('[RULES-INV] after declining, accepting is refused', async () => {
    expect(await decline(invited)).toBe(true);
    expect(await accept(invited)).toBe(false);
  });
  it('[RULES-INV] an account that already has an organisation cannot join another', async () => {
    await setDoc(userDoc(bed.owner, invited), { ...awaiting(invited), orga_id: 'ambu_0009' });
    expect(await accept(invited)).toBe(false);
  });
});

describe('[RULES-INV] declining an invitation', () => {
  it('[RULES-INV] the listed person records their refusal, then founds their own organisation', async () => {
    expect(await decline(invited)).toBe(true);
    expect(await foundOwn(invited)).toBe(true);
  });
  it('[RULES-INV] e-mail not verified: refused', async () => {
    expect(await decline(unverified)).toBe(false);
  });
  it('[RULES-INV] not listed, or in someone else’s name: refused', async () => {
    expect(await decline(stranger)).toBe(false);
    expect(await decline(stranger, EMAIL)).toBe(false);
  });
  it('[RULES-INV] the responsable may forget a refusal but never record one', async () => {
    const founder: Persona = {
      uid: 'u-fondateur',
      role: 'ambulance',
      orgId: 'ambu_0001',
      email: 'fondateur@exemple.fr',
      emailVerified: true,
      label: 'fondateur',
    };
    await setDoc(userDoc(bed.owner, founder), profileOf(founder));
    const write = (declined: Record<string, true>) =>
      allowed(
        updateDoc(companyDoc(bed.as(founder)), {
          associatedUsers: COMPANY.associatedUsers,
          member_roles: COMPANY.member_roles,
          declined_members: declined,
          updated_at: serverTimestamp(),
        }),
      );
    expect(await write({ [EMAIL]: true })).toBe(false);
    await updateDoc(companyDoc(bed.owner), { declined_members: { [EMAIL]: true } });
    expect(await write({})).toBe(true);
  });
});

describe('[RULES-INV] founding after sign-up', () => {
  it('[RULES-INV] a verified awaiting account founds its own organisation', async () => {
    expect(await foundOwn(stranger)).toBe(true);
  });
  it('[RULES-INV] before the e-mail is verified: refused', async () => {
    expect(await foundOwn(person('u-autre', 'autre@exemple.fr', false))).toBe(false);
  });
});
