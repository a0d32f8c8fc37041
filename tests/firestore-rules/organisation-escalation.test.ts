// @vitest-environment node
import { doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisationEscalationWrite } from '@/domain/organisation/organisation-settings';
import { PERSONAS, seededProfileOf, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';

/**
 * [RULES-ESC-ORG] Issue 23: a clinic's escalation delays live on its organisation document — written by a
 * responsable of that clinic (its founder counts) or an admin, whole minutes within 1–1 440 per priority, and
 * nothing else in the same write; a secrétaire, another clinic or a company are denied.
 */

const PROJECT = 'demo-rules-organisation-escalation';
let bed: RulesTestbed;

const member = (uid: string): Persona => ({
  uid,
  role: 'clinique',
  orgId: 'clin_0001',
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const founder = member('u-fondatrice');
const manager = member('u-responsable');
const secretary = member('u-secretaire');
const { otherClinic, ambulance, admin } = PERSONAS;

const CLINIC = {
  id: 'clin_0001',
  type: 'clinique',
  name: 'Clinique du Parc',
  owner_uid: founder.uid,
  associatedUsers: [],
  member_roles: { [manager.email!]: 'responsable', [secretary.email!]: 'secretaire' },
};
const DELAYS = { critique: 3, urgent: 10, normale: 90 };

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  for (const p of [founder, manager, secretary])
    batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
  batch.set(doc(bed.owner, 'clinics', 'clin_0001'), CLINIC);
  await batch.commit();
});
afterAll(async () => {
  await bed?.dispose();
});

const write = (who: Persona, fields: Record<string, unknown> = {}) =>
  allowed(
    updateDoc(doc(bed.as(who), 'clinics', 'clin_0001'), {
      ...organisationEscalationWrite(DELAYS),
      updated_at: serverTimestamp(),
      ...fields,
    }),
  );

describe('[RULES-ESC-ORG] the delays are written by a responsable of the clinic', () => {
  it.each([
    ['la fondatrice', true, founder],
    ['une responsable listée', true, manager],
    ['un administrateur', true, admin],
    ['une secrétaire', false, secretary],
    ['une autre clinique', false, otherClinic],
    ['une société de transport', false, ambulance],
  ] as const)('[RULES-ESC-ORG] %s : %s', async (_name, expected, who) => {
    expect(await write(who)).toBe(expected);
  });
});

describe('[RULES-ESC-ORG] whole minutes within 1–1 440, nothing else', () => {
  it.each([
    [
      'les bornes 1 et 1 440',
      { escalation_delays: { critique: 1, urgent: 1440, normale: 60 } },
      true,
    ],
    ['0 minute', { escalation_delays: { ...DELAYS, critique: 0 } }, false],
    ['1 441 minutes', { escalation_delays: { ...DELAYS, normale: 1441 } }, false],
    ['des minutes décimales', { escalation_delays: { ...DELAYS, urgent: 7.5 } }, false],
    ['une priorité manquante', { escalation_delays: { critique: 3, urgent: 10 } }, false],
    ['une priorité inconnue', { escalation_delays: { ...DELAYS, basse: 300 } }, false],
    ['un renommage en passant', { name: 'Autre nom' }, false],
  ] as const)('[RULES-ESC-ORG] responsable, %s : %s', async (_name, fields, expected) => {
    expect(await write(manager, fields)).toBe(expected);
  });
  it('[RULES-ESC-ORG] sans l’heure du serveur : refusé', async () => {
    expect(await write(manager, { updated_at: 0 })).toBe(false);
  });
});
