// @vitest-environment node
import { getDocFromServer, doc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreContactChannel } from '@/data/remote/firestore/contact-messages';
import { CONTACT_MESSAGES_COLLECTION } from '@/domain/contact/contact-document';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

/** [FS-CONTACT] The Firebase mode's contact channel, signed out, under the production rules. */

const PROJECT = 'demo-firestore-contact-channel';
let bed: RulesTestbed;

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
});
beforeEach(async () => {
  await bed.clear();
});
afterAll(async () => {
  await bed?.dispose();
});

const QUEUED = {
  id: 'mh3k2x1a-q7r2kd',
  name: 'Karim Benali',
  email: 'karim@navette-sante.fr',
  organisation: '',
  message: 'Combien coûte l’abonnement pour trois véhicules ?',
  writtenAt: Date.UTC(2026, 10, 24, 8, 30),
};

describe('[FS-CONTACT] contact messages in Firestore', () => {
  it('[FS-CONTACT] a visitor who is not signed in sends a queued message: stored under its id, stamped by the server', async () => {
    await firestoreContactChannel(bed.anonymous()).send(QUEUED);
    const stored = await getDocFromServer(doc(bed.owner, CONTACT_MESSAGES_COLLECTION, QUEUED.id));
    expect(stored.data()).toEqual({ ...QUEUED, receivedAt: expect.any(Timestamp) });
  });

  it('[FS-CONTACT] sending the same message again (acknowledgement lost) succeeds and keeps one document', async () => {
    const channel = firestoreContactChannel(bed.anonymous());
    await channel.send(QUEUED);
    await expect(channel.send(QUEUED)).resolves.toBeUndefined();
    const stored = await getDocFromServer(doc(bed.owner, CONTACT_MESSAGES_COLLECTION, QUEUED.id));
    expect(stored.get('message')).toBe(QUEUED.message);
  });

  it('[FS-CONTACT] a message the rules refuse rejects: it stays queued on the device', async () => {
    const channel = firestoreContactChannel(bed.anonymous());
    await expect(channel.send({ ...QUEUED, message: 'Trop court'.slice(0, 5) })).rejects.toThrow();
  });
});
