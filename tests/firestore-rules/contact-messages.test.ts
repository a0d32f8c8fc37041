// @vitest-environment node
import {
  deleteDoc,
  doc,
  getDocFromServer,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_COLLECTION, contactDocument } from '@/domain/contact/contact-document';
import { PERSONAS } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';

/** [RULES-CONTACT] Anyone, even signed out, files a contact message in the agreed shape; only admins read them. */

const PROJECT = 'demo-rules-contact-messages';
const bed = useRulesTestbed(PROJECT);

const ID = 'mh3k2x1a-4f9q2z';

/** What the app writes: the domain's document, with the server's time. */
function message(overrides: DocumentData = {}): DocumentData {
  return {
    ...contactDocument({
      id: ID,
      name: 'Claire Dubois',
      email: 'claire@clinique-du-parc.fr',
      organisation: 'Clinique du Parc',
      message: 'Bonjour, nous aimerions une démonstration pour notre service de dialyse.',
      writtenAt: Date.UTC(2026, 10, 24, 9),
    }),
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}
const messageRef = (db: Firestore, id = ID) => doc(db, CONTACT_MESSAGES_COLLECTION, id);

describe('[RULES-CONTACT] filing a message', () => {
  it('[RULES-CONTACT] a visitor who is not signed in files one', async () => {
    expect(await allowed(setDoc(messageRef(bed.anonymous()), message()))).toBe(true);
    const stored = await getDocFromServer(messageRef(bed.owner));
    expect(stored.data()).toMatchObject({
      name: 'Claire Dubois',
      receivedAt: expect.any(Timestamp),
    });
  });

  it('[RULES-CONTACT] a signed-in user files one too', async () => {
    expect(await allowed(setDoc(messageRef(bed.as(PERSONAS.patient)), message()))).toBe(true);
  });

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
    ['a device time that is not an integer', { writtenAt: '2026-11-24' }],
    ['a reception time chosen by the client', { receivedAt: Timestamp.fromMillis(0) }],
  ])('[RULES-CONTACT] refused: %s', async (_label, overrides) => {
    const data = message(overrides);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    expect(await allowed(setDoc(messageRef(bed.anonymous()), data))).toBe(false);
  });

  it('[RULES-CONTACT] refused: a document id the device would never give', async () => {
    const ref = messageRef(bed.anonymous(), 'ID avec espaces');
    expect(await allowed(setDoc(ref, message({ id: 'ID avec espaces' })))).toBe(false);
  });

  it('[RULES-CONTACT] the size limits themselves are accepted (2, 100, 150, 10 and 5 000 characters)', async () => {
    const limits = message({
      name: 'x'.repeat(100),
      organisation: 'o'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(await allowed(setDoc(messageRef(bed.anonymous()), limits))).toBe(true);
    const short = message({ name: 'Li', message: 'Rappelez.!' });
    expect(
      await allowed(
        setDoc(messageRef(bed.anonymous(), 'second-id'), { ...short, id: 'second-id' }),
      ),
    ).toBe(true);
  });
});

describe('[RULES-CONTACT] after filing', () => {
  beforeEach(async () => {
    await setDoc(messageRef(bed.owner), message());
  });

  it('[RULES-CONTACT] a resend of the same message only restamps its reception (lost acknowledgement)', async () => {
    expect(await allowed(setDoc(messageRef(bed.anonymous()), message()))).toBe(true);
  });

  it('[RULES-CONTACT] nobody rewrites a stored message, not even its author', async () => {
    const changed = message({ message: 'Finalement, oubliez ma demande précédente.' });
    expect(await allowed(setDoc(messageRef(bed.anonymous()), changed))).toBe(false);
    expect(await allowed(setDoc(messageRef(bed.as(PERSONAS.admin)), changed))).toBe(false);
  });

  it.each([
    ['a visitor', () => bed.anonymous()],
    ['a patient', () => bed.as(PERSONAS.patient)],
    ['a clinic', () => bed.as(PERSONAS.clinic)],
    ['an ambulance company', () => bed.as(PERSONAS.ambulance)],
  ])('[RULES-CONTACT] %s reads none and deletes none', async (_label, client) => {
    expect(await allowed(getDocFromServer(messageRef(client())))).toBe(false);
    expect(await allowed(getDocs(collection(client(), CONTACT_MESSAGES_COLLECTION)))).toBe(false);
    expect(await allowed(deleteDoc(messageRef(client())))).toBe(false);
  });

  it('[RULES-CONTACT] an admin lists, reads and deletes them', async () => {
    const admin = bed.as(PERSONAS.admin);
    const all = await getDocs(collection(admin, CONTACT_MESSAGES_COLLECTION));
    expect(all.docs.map((stored) => stored.id)).toEqual([ID]);
    expect(await allowed(deleteDoc(messageRef(admin)))).toBe(true);
  });
});
