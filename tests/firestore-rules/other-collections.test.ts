// @vitest-environment node
import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLE_EMAILS_COLLECTION, SYSTEM_COLLECTION } from '@/domain/security/collections';
import { PERSONAS } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports, transportRef } from './support/transports';

/** [RULES-X] Subscription requests, the system document, role lists — and everything else is denied. */

const PROJECT = 'demo-rules-other';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, ambulance } = PERSONAS;

// Subscription requests: subscription-requests.test.ts.

describe('[RULES-X] document système et listes de rôles', () => {
  it('[RULES-X] system : lu par tout connecté, écrit par l’administrateur', async () => {
    await setDoc(doc(bed.owner, SYSTEM_COLLECTION, 'ping'), { ok: true });
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), SYSTEM_COLLECTION, 'ping')))).toBe(
      true,
    );
    expect(await allowed(getDocFromServer(doc(bed.anonymous(), SYSTEM_COLLECTION, 'ping')))).toBe(
      false,
    );
    expect(
      await allowed(setDoc(doc(bed.as(clinic), SYSTEM_COLLECTION, 'ping'), { ok: false })),
    ).toBe(false);
    expect(
      await allowed(setDoc(doc(bed.as(admin), SYSTEM_COLLECTION, 'ping'), { ok: false })),
    ).toBe(true);
  });
  it('[RULES-X] roleEmails : chacun lit sa seule entrée ; l’administrateur les gère', async () => {
    const own = doc(bed.owner, ROLE_EMAILS_COLLECTION, clinic.email!.toLowerCase());
    await setDoc(own, { role: 'clinique' });
    await setDoc(doc(bed.owner, ROLE_EMAILS_COLLECTION, 'chef@exemple.fr'), { role: 'admin' });
    const as = (db = bed.as(clinic), id = clinic.email!.toLowerCase()) =>
      doc(db, ROLE_EMAILS_COLLECTION, id);
    expect(await allowed(getDocFromServer(as()))).toBe(true);
    expect(await allowed(getDocFromServer(as(bed.as(clinic), 'chef@exemple.fr')))).toBe(false);
    expect(await allowed(setDoc(as(), { role: 'admin' }))).toBe(false);
    expect(await allowed(setDoc(as(bed.as(admin), 'nouveau@exemple.fr'), { role: 'vtc' }))).toBe(
      true,
    );
  });
});

describe('[RULES-X] tout le reste est refusé', () => {
  it('[RULES-X] une collection inconnue : refusé, même à un administrateur', async () => {
    for (const who of [clinic, admin]) {
      expect(await allowed(setDoc(doc(bed.as(who), 'divers', 'x'), { a: 1 }))).toBe(false);
      expect(await allowed(getDocFromServer(doc(bed.as(who), 'divers', 'x')))).toBe(false);
    }
  });
  it('[RULES-X] un anonyme ne lit aucun transport ; un utilisateur sans profil non plus', async () => {
    await seedTransports(bed.owner, [domainTransport({ id: 't1', etat: 'pending' })]);
    expect(await allowed(getDocFromServer(transportRef(bed.anonymous(), 't1')))).toBe(false);
    const stranger = { ...ambulance, uid: 'u-sans-profil', label: 'sans profil' };
    expect(await allowed(getDocFromServer(transportRef(bed.as(stranger), 't1')))).toBe(false);
  });
});
