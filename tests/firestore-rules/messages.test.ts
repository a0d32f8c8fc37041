// @vitest-environment node
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  and,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_COLLECTION, messageIdFor, type Message } from '@/domain/messages/message';
import { buildMessage } from '@/domain/messages/message-decision';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, seededProfileOf, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { domainTransport, seedTransports } from './support/transports';

/**
 * [RULES-M] messages/{id} (issue 13): created once by a party of a running ride with a company — the requesting
 * clinic or the accepted company — in its own name, parties copied from the ride; read by the two parties and
 * admins; never updated nor deleted. Each forbidden case is denied.
 */

const PROJECT = 'demo-rules-messages';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, clinicMate, otherClinic, ambulance, otherAmbulance, vtc, patient } =
  PERSONAS;

let counter = 0;
async function ride(etat: TransportStatus = 'assigned'): Promise<Transport> {
  const transport = domainTransport({ id: `msg-ride-${(counter += 1)}`, etat });
  await seedTransports(bed.owner, [transport]);
  return transport;
}

/** A message as the domain builds it for `author` (on an open copy of the ride, whatever its state). */
function draft(t: Transport, author: Persona, overrides: Partial<Message> = {}): Message {
  const open = {
    ...t,
    etat: 'assigned' as const,
    provider_org_id: t.provider_org_id ?? ambulance.orgId,
  };
  const built = buildMessage(
    open,
    { ...author, name: author.label },
    {
      opId: `op-${(counter += 1)}`,
      text: 'Le patient attend au hall B.',
      deviceTime: Date.now(),
    },
  );
  if (!built.ok) throw new Error(built.refusal.reason);
  return { ...built.message, ...overrides };
}

/** The stored shape, as the adapter's encodeMessage writes it. */
function stored(message: Message): DocumentData {
  const { id: _id, created_at: _c, ...fields } = message;
  return { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() };
}

const write = (who: Persona, message: Message, extra: DocumentData = {}) =>
  allowed(
    setDoc(doc(bed.as(who), MESSAGES_COLLECTION, message.id), { ...stored(message), ...extra }),
  );

async function seedMessage(t: Transport): Promise<Message> {
  const message = draft(t, clinic);
  await setDoc(doc(bed.owner, MESSAGES_COLLECTION, message.id), stored(message));
  return message;
}

describe('[RULES-M] creating a message', () => {
  it('[RULES-M] the requesting clinic, a colleague and the accepted company write on a running ride', async () => {
    const t = await ride('en_route_pickup');
    expect(await write(clinic, draft(t, clinic))).toBe(true);
    expect(await write(clinicMate, draft(t, clinicMate))).toBe(true);
    expect(await write(ambulance, draft(t, ambulance))).toBe(true);
  });

  it.each([['completed'], ['cancelled']] as const)(
    '[RULES-M] a ride that ended (%s) is read-only',
    async (etat) => {
      const t = await ride(etat);
      expect(await write(clinic, draft(t, clinic))).toBe(false);
    },
  );

  it('[RULES-M] a ride no company accepted has no conversation', async () => {
    const t = await ride('pending');
    expect(await write(clinic, draft(t, clinic))).toBe(false);
  });

  it.each([
    ['another company (candidate)', otherAmbulance],
    ['a VTC company', vtc],
    ['another clinic', otherClinic],
    ['the patient', patient],
    ['an admin', admin],
  ])('[RULES-M] %s may not write, even as itself', async (_label, who) => {
    const t = await ride();
    const own = draft(t, clinic, {
      author_uid: who.uid,
      author_org_id: who.orgId,
      author_side: who.role === 'clinique' ? 'clinique' : 'transporteur',
    });
    expect(await write(who, own)).toBe(false);
  });

  it('[RULES-M] forged author, side, parties, id, text or server time are denied', async () => {
    const t = await ride();
    const forgeries: [string, Message, DocumentData?][] = [
      ['author', draft(t, clinic, { author_uid: clinicMate.uid })],
      ['org', draft(t, clinic, { author_org_id: otherClinic.orgId })],
      ['side', draft(t, clinic, { author_side: 'transporteur' })],
      [
        'provider',
        draft(t, clinic, {
          provider_org_id: otherAmbulance.orgId,
          party_org_ids: [clinic.orgId, otherAmbulance.orgId],
        }),
      ],
      ['parties', draft(t, clinic, { party_org_ids: [clinic.orgId, otherAmbulance.orgId] })],
      ['id', { ...draft(t, clinic), id: messageIdFor('autre') }],
      ['empty', draft(t, clinic, { text: '' })],
      ['untrimmed', draft(t, clinic, { text: ' Bonjour ' })],
      ['too long', draft(t, clinic, { text: 'a'.repeat(2001) })],
      ['time', draft(t, clinic), { created_at: new Date(Date.now() - 60_000) }],
      ['extra field', draft(t, clinic), { lu: true }],
    ];
    for (const [label, message, extra] of forgeries) {
      expect([label, await write(clinic, message, extra)]).toEqual([label, false]);
    }
  });
});

describe('[RULES-M] reading, and nothing else', () => {
  it('[RULES-M] both parties and admins read; a company that did not get the ride, the patient do not', async () => {
    const t = await ride();
    const message = await seedMessage(t);
    const get = (who: Persona) =>
      allowed(getDocFromServer(doc(bed.as(who), MESSAGES_COLLECTION, message.id)));
    expect(await get(clinic)).toBe(true);
    expect(await get(clinicMate)).toBe(true);
    expect(await get(ambulance)).toBe(true);
    expect(await get(admin)).toBe(true);
    for (const who of [otherAmbulance, vtc, otherClinic, patient])
      expect(await get(who)).toBe(false);
  });

  it('[RULES-M] the pull query by party organisation is allowed for one’s own organisation only', async () => {
    const t = await ride();
    await seedMessage(t);
    const list = (who: Persona, orgId: string) =>
      allowed(
        getDocsFromServer(
          query(
            collection(bed.as(who), MESSAGES_COLLECTION),
            where('party_org_ids', 'array-contains', orgId),
          ),
        ),
      );
    expect(await list(ambulance, ambulance.orgId)).toBe(true);
    expect(await list(clinic, clinic.orgId)).toBe(true);
    expect(await list(otherAmbulance, ambulance.orgId)).toBe(false);
    expect(await list(patient, patient.orgId)).toBe(false);
  });

  it('[RULES-M] an unknown id reveals nothing (the replay lookup of a send)', async () => {
    expect(
      await allowed(getDocFromServer(doc(bed.as(clinic), MESSAGES_COLLECTION, 'msg_inconnu'))),
    ).toBe(true);
  });

  it('[RULES-M] a message is immutable: no update, no delete, not even by its author or an admin', async () => {
    const t = await ride();
    const message = await seedMessage(t);
    for (const who of [clinic, ambulance, admin]) {
      const ref = doc(bed.as(who), MESSAGES_COLLECTION, message.id);
      expect(await allowed(updateDoc(ref, { text: 'modifié' }))).toBe(false);
      expect(await allowed(deleteDoc(ref))).toBe(false);
    }
  });
});

describe('[RULES-M] of the accepted company, a chauffeur reads the threads of the rides assigned to them only', () => {
  const member = (uid: string): Persona => ({
    ...ambulance,
    uid,
    email: `${uid}@exemple.fr`,
    label: uid,
  });
  const karim = member('u-karim');
  const lea = member('u-lea');
  const dispatcher = ambulance;

  beforeEach(async () => {
    const batch = writeBatch(bed.owner);
    for (const p of [karim, lea]) batch.set(doc(bed.owner, 'users', p.uid), seededProfileOf(p));
    batch.set(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      name: 'Ambulances Bellecour',
      owner_uid: 'u-fondateur',
      associatedUsers: [],
      member_roles: {
        [dispatcher.email!]: 'regulateur',
        [karim.email!]: 'chauffeur',
        [lea.email!]: 'chauffeur',
      },
    });
    await batch.commit();
  });

  async function rideOf(driver: Persona | null): Promise<Transport> {
    const t: Transport = {
      ...domainTransport({
        id: `msg-ride-${(counter += 1)}`,
        etat: driver ? 'assigned' : 'accepted',
      }),
      assigned_driver: driver ? { uid: driver.uid, firstName: driver.uid } : null,
      assigned_vehicle: driver
        ? { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' }
        : null,
    };
    await seedTransports(bed.owner, [t]);
    return t;
  }
  const get = (who: Persona, message: Message) =>
    allowed(getDocFromServer(doc(bed.as(who), MESSAGES_COLLECTION, message.id)));
  const listThread = (who: Persona, t: Transport) =>
    allowed(
      getDocsFromServer(
        query(
          collection(bed.as(who), MESSAGES_COLLECTION),
          and(
            where('transport_id', '==', t.id),
            where('party_org_ids', 'array-contains', who.orgId),
          ),
        ),
      ),
    );

  it('[RULES-M] the assigned chauffeur reads the thread, by id and by the per-ride pull query', async () => {
    const t = await rideOf(karim);
    const message = await seedMessage(t);
    expect(await get(karim, message)).toBe(true);
    expect(await listThread(karim, t)).toBe(true);
  });

  it.each([
    ['a colleague’s ride', 'lea'],
    ['an accepted ride not assigned yet', 'none'],
  ] as const)('[RULES-M] a chauffeur of the company is denied %s', async (_label, driver) => {
    const t = await rideOf(driver === 'lea' ? lea : null);
    const message = await seedMessage(t);
    expect(await get(karim, message)).toBe(false);
    expect(await listThread(karim, t)).toBe(false);
  });

  it('[RULES-M] a ride reassigned away from the chauffeur: its thread is denied to them, readable by the new one', async () => {
    const t = await rideOf(karim);
    const message = await seedMessage(t);
    await seedTransports(bed.owner, [
      { ...t, assigned_driver: { uid: lea.uid, firstName: 'Léa' } },
    ]);
    expect(await get(karim, message)).toBe(false);
    expect(await listThread(karim, t)).toBe(false);
    expect(await get(lea, message)).toBe(true);
  });

  it('[RULES-M] the company-wide pull query is denied to a chauffeur, allowed to the régulateur', async () => {
    const t = await rideOf(karim);
    await seedMessage(t);
    const byOrg = (who: Persona) =>
      allowed(
        getDocsFromServer(
          query(
            collection(bed.as(who), MESSAGES_COLLECTION),
            where('party_org_ids', 'array-contains', who.orgId),
          ),
        ),
      );
    expect(await byOrg(karim)).toBe(false);
    expect(await byOrg(dispatcher)).toBe(true);
    expect(await get(dispatcher, await seedMessage(await rideOf(lea)))).toBe(true);
  });

  it('[RULES-M] a chauffeur writes on the ride assigned to them only', async () => {
    const mine = await rideOf(karim);
    const theirs = await rideOf(lea);
    expect(await write(karim, draft(mine, karim))).toBe(true);
    expect(await write(karim, draft(theirs, karim))).toBe(false);
  });
});
