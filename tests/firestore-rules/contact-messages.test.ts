// @vitest-environment node
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_COLLECTION, contactDocument } from '@/domain/contact/contact-document';
import { CONTACT_QUOTA, CONTACT_QUOTA_COLLECTION } from '@/domain/contact/contact-quota';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { PERSONAS, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';

/**
 * [RULES-CONTACT] Issue 14, hardened by issue 21: a contact message is filed by a signed-in account — a signed-out
 * visitor's is a Firebase anonymous one — with its quota moved in the same commit: one a minute, a few a day;
 * bounded fields, server times, never re-stamped or rewritten; only admins list, read and delete them.
 */

const PROJECT = 'demo-rules-contact-messages';
const bed = useRulesTestbed(PROJECT);

/** A visitor's anonymous account: a uid, no e-mail, no profile. */
const visitor: Persona = {
  uid: 'anon-visiteur',
  role: 'patient',
  orgId: 'default-org',
  email: null,
  emailVerified: false,
  label: 'visiteur',
};
const other: Persona = { ...visitor, uid: 'anon-autre', label: 'autre visiteur' };

const ID = 'mh3k2x1a-4f9q2z';
const idOf = (n: number) => `mh3k2x1a-n${n}`;

/** What the app writes: the domain's document, with the server's times and the sender. */
function message(id = ID, overrides: DocumentData = {}, sender = visitor): DocumentData {
  return {
    ...contactDocument({
      id,
      name: 'Claire Dubois',
      email: 'claire@clinique-du-parc.fr',
      organisation: 'Clinique du Parc',
      message: 'Bonjour, nous aimerions une démonstration pour notre service de dialyse.',
      writtenAt: 0,
    }),
    writtenAt: serverTimestamp(),
    receivedAt: serverTimestamp(),
    sender_uid: sender.uid,
    ...overrides,
  };
}
const messageRef = (db: Firestore, id = ID) => doc(db, CONTACT_MESSAGES_COLLECTION, id);
const quotaRef = (db: Firestore, uid = visitor.uid) => doc(db, CONTACT_QUOTA_COLLECTION, uid);

/** The first step of a window, or the next one given the stored window. */
const opening = () => ({ last: serverTimestamp(), window_start: serverTimestamp(), count: 1 });
const nextStep = (windowStart: Timestamp, count: number) => ({
  last: serverTimestamp(),
  window_start: windowStart,
  count,
});

/** One commit: the message and the quota step (either may be tampered with or left out). */
function file(
  who: Persona,
  options: { id?: string; data?: DocumentData; quota?: DocumentData | null } = {},
) {
  const db = bed.as(who);
  const batch = writeBatch(db);
  batch.set(messageRef(db, options.id ?? ID), options.data ?? message(options.id ?? ID, {}, who));
  if (options.quota !== null) batch.set(quotaRef(db, who.uid), options.quota ?? opening());
  return allowed(batch.commit());
}

/** The visitor's quota as stored (rules bypassed): the last message `minutesAgo`, the window opened `hoursAgo`. */
const seedQuota = (count: number, minutesAgo: number, hoursAgo = 1) => {
  const windowStart = Timestamp.fromMillis(Date.now() - hoursAgo * 60 * MILLIS_PER_MINUTE);
  return setDoc(quotaRef(bed.owner), {
    last: Timestamp.fromMillis(Date.now() - minutesAgo * MILLIS_PER_MINUTE),
    window_start: windowStart,
    count,
  }).then(() => windowStart);
};

describe('[RULES-CONTACT1] who files a message', () => {
  it('[RULES-CONTACT1] a visitor’s anonymous account, with its quota step: autorisé', async () => {
    expect(await file(visitor)).toBe(true);
    const stored = await getDocFromServer(messageRef(bed.owner));
    expect(stored.data()).toMatchObject({
      name: 'Claire Dubois',
      sender_uid: visitor.uid,
      writtenAt: expect.any(Timestamp),
      receivedAt: expect.any(Timestamp),
    });
  });
  it('[RULES-CONTACT1] a signed-in user files one too', async () => {
    expect(await file(PERSONAS.patient)).toBe(true);
  });
  it('[RULES-CONTACT1] signed out (no account at all): refusé', async () => {
    const db = bed.anonymous();
    expect(await allowed(setDoc(messageRef(db), message()))).toBe(false);
  });
  it('[RULES-CONTACT1] without moving the quota in the same commit: refusé', async () => {
    expect(await file(visitor, { quota: null })).toBe(false);
  });
  it('[RULES-CONTACT1] in another account’s name, or moving another account’s quota: refusé', async () => {
    expect(await file(visitor, { data: message(ID, {}, other) })).toBe(false);
    const db = bed.as(visitor);
    expect(await allowed(setDoc(quotaRef(db, other.uid), opening()))).toBe(false);
  });
});

describe('[RULES-CONTACT2] one a minute, a few a day', () => {
  it('[RULES-CONTACT2] a second message within the minute: refusé', async () => {
    expect(await file(visitor)).toBe(true);
    const stored = (await getDocFromServer(quotaRef(bed.owner))).data()!;
    expect(
      await file(visitor, {
        id: idOf(2),
        quota: nextStep(stored.window_start as Timestamp, 2),
      }),
    ).toBe(false);
  });
  it('[RULES-CONTACT2] … even by opening a new window (count back to 1): refusé', async () => {
    await seedQuota(1, 0.5);
    expect(await file(visitor, { id: idOf(2), quota: opening() })).toBe(false);
  });
  it('[RULES-CONTACT2] contrôle : une minute plus tard, le suivant : autorisé', async () => {
    const windowStart = await seedQuota(1, 2);
    expect(await file(visitor, { id: idOf(2), quota: nextStep(windowStart, 2) })).toBe(true);
  });
  it(`[RULES-CONTACT2] the ${CONTACT_QUOTA.perWindow + 1}th of the day: refusé; the count forged back: refusé`, async () => {
    const windowStart = await seedQuota(CONTACT_QUOTA.perWindow, 2);
    const over = nextStep(windowStart, CONTACT_QUOTA.perWindow + 1);
    expect(await file(visitor, { id: idOf(6), quota: over })).toBe(false);
    expect(await file(visitor, { id: idOf(6), quota: nextStep(windowStart, 1) })).toBe(false);
    expect(await file(visitor, { id: idOf(6), quota: opening() })).toBe(false);
  });
  it('[RULES-CONTACT2] contrôle : le lendemain, une nouvelle fenêtre s’ouvre : autorisé', async () => {
    await seedQuota(CONTACT_QUOTA.perWindow, 60, 25);
    expect(await file(visitor, { id: idOf(7), quota: opening() })).toBe(true);
  });
  it('[RULES-CONTACT2] a quota stamped by the device, or with an extra key: refusé', async () => {
    const stamped = { ...opening(), last: Timestamp.fromMillis(Date.now() - MILLIS_PER_DAY) };
    expect(await file(visitor, { quota: stamped })).toBe(false);
    expect(await file(visitor, { quota: { ...opening(), bonus: 10 } })).toBe(false);
  });
});

describe('[RULES-CONTACT3] bounded fields, server times', () => {
  it.each([
    ['a missing field', { organisation: undefined }],
    ['an extra field', { role: 'admin' }],
    ['an id other than the document’s', { id: 'autre-identifiant' }],
    ['a name of 1 character', { name: 'C' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['an e-mail without @', { email: 'claire.clinique.fr' }],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(244)}@exemple.fr` }],
    ['an organisation of 151 characters', { organisation: 'o'.repeat(151) }],
    ['a message of 9 characters', { message: 'Bonjour !' }],
    ['a message of 5 001 characters', { message: 'm'.repeat(5001) }],
    ['a writing time chosen by the device', { writtenAt: Date.UTC(2026, 10, 24) }],
    ['a writing time in year 2286', { writtenAt: Timestamp.fromMillis(9_999_999_999_000) }],
    ['a reception time chosen by the client', { receivedAt: Timestamp.fromMillis(0) }],
  ])('[RULES-CONTACT3] refusé : %s', async (_label, overrides) => {
    const data = message(ID, overrides);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    expect(await file(visitor, { data })).toBe(false);
  });
  it('[RULES-CONTACT3] refusé : a document id the device would never give', async () => {
    const id = 'ID avec espaces';
    expect(await file(visitor, { id, data: message(id) })).toBe(false);
  });
  it('[RULES-CONTACT3] the size limits themselves are accepted (100, 150 and 5 000 characters)', async () => {
    const limits = message(ID, {
      name: 'x'.repeat(100),
      organisation: 'o'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(await file(visitor, { data: limits })).toBe(true);
  });
});

describe('[RULES-CONTACT4] after filing', () => {
  beforeEach(async () => {
    expect(await file(visitor)).toBe(true);
  });
  it('[RULES-CONTACT4] a re-stamp (receivedAt again, to stay on top): refusé', async () => {
    const db = bed.as(visitor);
    expect(await allowed(updateDoc(messageRef(db), { receivedAt: serverTimestamp() }))).toBe(false);
    expect(await allowed(setDoc(messageRef(db), message()))).toBe(false);
  });
  it('[RULES-CONTACT4] nobody rewrites a stored message, not even its author or an admin', async () => {
    const changed = message(ID, { message: 'Finalement, oubliez ma demande précédente.' });
    expect(await allowed(setDoc(messageRef(bed.as(visitor)), changed))).toBe(false);
    expect(await allowed(setDoc(messageRef(bed.as(PERSONAS.admin)), changed))).toBe(false);
  });
  it('[RULES-CONTACT4] its sender reads it back (a resend stops there); nobody else does', async () => {
    expect(await allowed(getDoc(messageRef(bed.as(visitor))))).toBe(true);
    expect(await allowed(getDoc(messageRef(bed.as(other))))).toBe(false);
    expect(await allowed(getDoc(messageRef(bed.as(visitor), 'absent-id')))).toBe(true);
  });
  it.each([
    ['a visitor', () => bed.as(other)],
    ['a patient', () => bed.as(PERSONAS.patient)],
    ['a clinic', () => bed.as(PERSONAS.clinic)],
    ['an ambulance company', () => bed.as(PERSONAS.ambulance)],
  ])('[RULES-CONTACT4] %s lists none and deletes none', async (_label, client) => {
    expect(await allowed(getDocs(collection(client(), CONTACT_MESSAGES_COLLECTION)))).toBe(false);
    expect(await allowed(deleteDoc(messageRef(client())))).toBe(false);
  });
  it('[RULES-CONTACT4] an admin lists, reads and deletes them', async () => {
    const admin = bed.as(PERSONAS.admin);
    const all = await getDocs(collection(admin, CONTACT_MESSAGES_COLLECTION));
    expect(all.docs.map((stored) => stored.id)).toEqual([ID]);
    expect(await allowed(deleteDoc(messageRef(admin)))).toBe(true);
  });
});
