import { expect, it } from 'vitest';
import type { RemotePort, Viewer } from '@/data/ports';
import type { Message } from '@/domain/messages/message';
import { buildMessage, MESSAGE_REFUSALS } from '@/domain/messages/message-decision';
import type { MessageSendOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { rejection, requestIn, sleep, waitFor } from './contract-fixtures';
import type { MemberRole } from '@/domain/organisation/member-roles';
import type { HarnessRef } from './remote-contract';

/** A send as the device builds it (the ride as the device holds it), optionally tampered with. */
export function sendOp(
  ride: Transport,
  author: Viewer,
  text: string,
  tamper: Partial<Message> = {},
): MessageSendOperation {
  const opId = crypto.randomUUID();
  // A stranger cannot build one through the domain: the op is then forged from the clinic's.
  const who = buildMessage(ride, author, { opId, text, deviceTime: Date.now() - 1_000 });
  if (!who.ok) throw new Error(who.refusal.reason);
  return { kind: 'message.send', opId, message: { ...who.message, ...tamper } };
}

/** Every message of one ride the viewer pulls, page by page (small pages: the cursor is exercised). */
async function pullAllMessages(remote: RemotePort, viewer: Viewer, rideId: string) {
  const documents = [];
  let after = null;
  for (let page = 0; page < 200; page += 1) {
    const result = await remote.pullMessages!(viewer, after, 2);
    documents.push(...result.documents);
    after = result.checkpoint;
    if (!result.hasMore) break;
  }
  return documents.filter((document) => document.data.transport_id === rideId);
}

/**
 * [RC-M] Transport conversations (issue 13), the same on every backend: the two parties of a running ride write,
 * once per opId, pulled by both in one order; a closed ride refuses; strangers, forged authors or parties are denied.
 */
export function defineMessageCases(h: HarnessRef) {
  const named = (viewer: Viewer, name: string): Viewer => ({ ...viewer, name });

  it('[RC-M] la clinique et la société échangent : chacun tire la conversation une fois, dans l’ordre', async () => {
    const clinic = named(h().viewers.clinique, 'Clinique du Parc');
    const company = named(h().viewers.ambulance, 'Ambulances Martin');
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    const first = await h().remote.push(sendOp(ride, clinic, '  Patient au hall B.  '), clinic);
    expect(first.status).toBe('applied');
    expect(first.message?.data).toMatchObject({
      text: 'Patient au hall B.',
      author_side: 'clinique',
    });
    expect(first.message?.data.created_at).toEqual(expect.any(Number));
    const reply = await h().remote.push(sendOp(ride, company, 'Bien reçu, 10 min.'), company);
    expect(reply.status).toBe('applied');
    for (const viewer of [clinic, company, h().viewers.admin]) {
      const pulled = await pullAllMessages(h().remote, viewer, ride.id);
      const texts = pulled.map((d) => d.data.text);
      expect(texts).toEqual(['Patient au hall B.', 'Bien reçu, 10 min.']);
    }
  });

  it('[RC-M] rejouer un envoi ne crée pas de second message', async () => {
    const clinic = h().viewers.clinique;
    const ride = requestIn(h(), 'accepted');
    await h().seed([ride]);
    const op = sendOp(ride, clinic, 'Une seule fois');
    const applied = await h().remote.push(op, clinic);
    const replay = await h().remote.push(op, clinic);
    expect(replay.status).toBe('duplicate');
    expect(replay.message?.data).toEqual(applied.message?.data);
    expect(await pullAllMessages(h().remote, h().viewers.ambulance, ride.id)).toHaveLength(1);
  });

  it('[RC-M] un transport terminé refuse les messages, avec la raison en français', async () => {
    const clinic = h().viewers.clinique;
    const open = requestIn(h(), 'assigned');
    const ended = { ...open, etat: 'completed' as const, status: 'completed' as const };
    await h().seed([ended]);
    const outcome = await h().remote.push(sendOp(open, clinic, 'Trop tard'), clinic);
    expect(outcome).toMatchObject({
      status: 'refused',
      refusal: { code: 'terminal', reason: MESSAGE_REFUSALS.ended },
    });
    expect(await pullAllMessages(h().remote, clinic, ended.id)).toEqual([]);
  });

  it('[RC-M] une société qui n’a pas eu la course, un patient, un auteur ou des parties falsifiés : refusés', async () => {
    const clinic = h().viewers.clinique;
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    const forgedAuthor = sendOp(ride, clinic, 'x', { author_uid: h().viewers.ambulance.uid });
    const forgedParties = sendOp(ride, clinic, 'x', {
      provider_org_id: h().viewers.vtc.orgId,
      party_org_ids: [clinic.orgId, h().viewers.vtc.orgId],
    });
    const attempts: [MessageSendOperation, Viewer][] = [
      [sendOp(ride, clinic, 'x'), h().viewers.vtc],
      [sendOp(ride, clinic, 'x'), h().viewers.patient],
      [forgedAuthor, clinic],
      [forgedParties, clinic],
    ];
    for (const [op, viewer] of attempts) {
      expect((await rejection(h().remote.push(op, viewer))).code).toBe('permission-denied');
    }
    await h().remote.push(sendOp(ride, clinic, 'Entre nous'), clinic);
    expect(await pullAllMessages(h().remote, h().viewers.vtc, ride.id)).toEqual([]);
    expect(await pullAllMessages(h().remote, h().viewers.patient, ride.id)).toEqual([]);
  });

  it('[RC-M] hors ligne, l’envoi échoue en « unavailable » (réessayé plus tard)', async () => {
    const clinic = h().viewers.clinique;
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    h().setOnline(false);
    const error = await rejection(h().remote.push(sendOp(ride, clinic, 'x'), clinic));
    h().setOnline(true);
    expect(error.code).toBe('unavailable');
  });

  it('[RC-M] un chauffeur ne lit que les conversations de ses courses affectées ; le régulateur les lit toutes', async () => {
    const dispatcher = h().viewers.ambulance;
    const clinic = named(h().viewers.clinique, 'Clinique du Parc');
    const member = (suffix: string, memberRole: MemberRole): Viewer => ({
      ...dispatcher,
      uid: `${dispatcher.uid}-${suffix}`,
      name: suffix,
      memberRole,
    });
    const karim = member('karim', 'chauffeur');
    const lea = member('lea', 'chauffeur');
    await h().seedStaff(
      dispatcher.orgId,
      [
        { viewer: dispatcher, role: 'regulateur' },
        { viewer: karim, role: 'chauffeur' },
        { viewer: lea, role: 'chauffeur' },
      ],
      [],
    );
    const assignedTo = (driver: Viewer): Partial<Transport> => ({
      assigned_driver: { uid: driver.uid, firstName: driver.name ?? driver.uid },
      assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
    });
    const mine = requestIn(h(), 'assigned', assignedTo(karim));
    const colleague = requestIn(h(), 'assigned', assignedTo(lea));
    const movedAway = requestIn(h(), 'assigned', assignedTo(karim));
    await h().seed([mine, colleague, movedAway]);
    for (const ride of [mine, colleague, movedAway]) {
      expect((await h().remote.push(sendOp(ride, clinic, `Pour ${ride.id}`), clinic)).status).toBe(
        'applied',
      );
    }
    // Reassigned to Léa after the clinic wrote: Karim no longer reads that thread.
    await h().seed([{ ...movedAway, ...assignedTo(lea) }]);
    const texts = async (viewer: Viewer) => {
      const pulled = await Promise.all(
        [mine, colleague, movedAway].map((ride) => pullAllMessages(h().remote, viewer, ride.id)),
      );
      return pulled.flat().map((document) => document.data.text);
    };
    expect(await texts(karim)).toEqual([`Pour ${mine.id}`]);
    expect((await texts(lea)).sort()).toEqual(
      [`Pour ${colleague.id}`, `Pour ${movedAway.id}`].sort(),
    );
    expect(await texts(dispatcher)).toHaveLength(3);
    expect((await h().remote.push(sendOp(mine, karim, 'En route'), karim)).status).toBe('applied');
    const denied = await rejection(h().remote.push(sendOp(colleague, karim, 'x'), karim));
    expect(denied.code).toBe('permission-denied');
  });

  it('[RC-M] la sonnette du chauffeur sonne quand la clinique écrit sur sa course affectée', async () => {
    const dispatcher = h().viewers.ambulance;
    const clinic = named(h().viewers.clinique, 'Clinique du Parc');
    const karim: Viewer = {
      ...dispatcher,
      uid: `${dispatcher.uid}-karim`,
      name: 'Karim',
      memberRole: 'chauffeur',
    };
    await h().seedStaff(
      dispatcher.orgId,
      [
        { viewer: dispatcher, role: 'regulateur' },
        { viewer: karim, role: 'chauffeur' },
      ],
      [],
    );
    const mine = requestIn(h(), 'assigned', {
      assigned_driver: { uid: karim.uid, firstName: 'Karim' },
      assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
    });
    await h().seed([mine]);
    let rings = 0;
    const stop = h().remote.watch(karim, () => {
      rings += 1;
    });
    try {
      await sleep(300); // a first snapshot may ring: count from here
      const before = rings;
      await h().remote.push(sendOp(mine, clinic, 'Le patient est prêt.'), clinic);
      await waitFor(() => rings > before);
    } finally {
      stop();
    }
  });
}
