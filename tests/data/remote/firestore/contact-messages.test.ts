// @vitest-environment node
import { getDocFromServer, doc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreContactChannel } from '@/data/remote/firestore/contact-messages';
import { CONTACT_MESSAGES_COLLECTION } from '@/domain/contact/contact-document';
import {
  CONTACT_DAILY_CAP,
  CONTACT_QUOTA,
  CONTACT_QUOTA_COLLECTION,
  CONTACT_TOO_SOON,
  ContactQuotaRefusal,
} from '@/domain/contact/contact-quota';
import type { Persona } from '@tests/firestore-rules/support/personas';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

/**
 * [FS-CONTACT] The Firebase mode's contact channel under the production rules, as a visitor's anonymous account
 * (a token of the `anonymous` provider, no e-mail): filed with its quota, stamped by the server, refused in French
 * over the quota (issue 21).
 */

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

const visitor: Persona = {
  uid: 'anon-visiteur-1',
  role: 'patient',
  orgId: 'default-org',
  email: null,
  emailVerified: false,
  label: 'visiteur anonyme',
};
const channel = () => firestoreContactChannel(bed.as(visitor), async () => visitor.uid);

const QUEUED = {
  id: 'mh3k2x1a-q7r2kd',
  name: 'Karim Benali',
  email: 'karim@navette-sante.fr',
  organisation: '',
  message: 'Combien coûte l’abonnement pour trois véhicules ?',
  writtenAt: Date.UTC(2026, 10, 24, 8, 30),
};
const another = (n: number) => ({ ...QUEUED, id: `mh3k2x1a-autre${n}` });
const quotaRef = () => doc(bed.owner, CONTACT_QUOTA_COLLECTION, visitor.uid);
/** As if the last message had been filed `minutes` ago (rules bypassed). */
const lastFiledAgo = (minutes: number) =>
  updateDoc(quotaRef(), { last: Timestamp.fromMillis(Date.now() - minutes * 60_000) });

describe('[FS-CONTACT] contact messages in Firestore', () => {
  it('[FS-CONTACT] a visitor sends a queued message: stored under its id, stamped by the server, the quota moved', async () => {
    await channel().send(QUEUED);
    const stored = await getDocFromServer(doc(bed.owner, CONTACT_MESSAGES_COLLECTION, QUEUED.id));
    const { writtenAt: _device, ...fields } = QUEUED;
    expect(stored.data()).toEqual({
      ...fields,
      writtenAt: expect.any(Timestamp),
      receivedAt: expect.any(Timestamp),
      sender_uid: visitor.uid,
    });
    expect((await getDocFromServer(quotaRef())).get('count')).toBe(1);
  });

  it('[FS-CONTACT] sending the same message again (acknowledgement lost) succeeds, keeps one document and its quota', async () => {
    await channel().send(QUEUED);
    await expect(channel().send(QUEUED)).resolves.toBeUndefined();
    const stored = await getDocFromServer(doc(bed.owner, CONTACT_MESSAGES_COLLECTION, QUEUED.id));
    expect(stored.get('message')).toBe(QUEUED.message);
    expect((await getDocFromServer(quotaRef())).get('count')).toBe(1);
  });

  it('[FS-CONTACT] a second message within the minute: ContactQuotaRefusal in French, nothing stored', async () => {
    await channel().send(QUEUED);
    const refused = await channel()
      .send(another(1))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContactQuotaRefusal);
    expect((refused as Error).message).toBe(CONTACT_TOO_SOON);
    const second = await getDocFromServer(
      doc(bed.owner, CONTACT_MESSAGES_COLLECTION, another(1).id),
    );
    expect(second.exists()).toBe(false);
  });

  it('[FS-CONTACT] a minute apart, up to the daily cap; the next one is refused', async () => {
    await channel().send(QUEUED);
    for (let n = 2; n <= CONTACT_QUOTA.perWindow; n += 1) {
      await lastFiledAgo(2);
      await channel().send(another(n));
    }
    expect((await getDocFromServer(quotaRef())).get('count')).toBe(CONTACT_QUOTA.perWindow);
    await lastFiledAgo(2);
    await expect(channel().send(another(99))).rejects.toThrow(CONTACT_DAILY_CAP);
  });

  it('[FS-CONTACT] a message the rules refuse rejects: it stays queued on the device', async () => {
    await expect(
      channel().send({ ...QUEUED, message: 'Trop court'.slice(0, 5) }),
    ).rejects.toThrow();
  });
});
