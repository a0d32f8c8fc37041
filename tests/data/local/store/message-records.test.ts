import { describe, expect, it } from 'vitest';
import { messageQueries } from '@/data/local/queries/message-queries';
import { clearPatientData } from '@/data/local/session-data';
import type { Message } from '@/domain/messages/message';
import { buildMessage } from '@/domain/messages/message-decision';
import type { MessageSendOperation } from '@/domain/sync/operation';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { harness } from '../support/store-harness';

const ride = transportIn('assigned', { id: 'ride-m' });

function sendOp(opId: string, text: string): MessageSendOperation {
  const built = buildMessage(ride, ACTORS.clinic, { opId, text, deviceTime: 1_000 });
  if (!built.ok) throw new Error(built.refusal.reason);
  return { kind: 'message.send', opId, message: built.message };
}

const confirmedCopy = (op: MessageSendOperation, createdAt: number): Message => ({
  ...op.message,
  created_at: createdAt,
});
const documentOf = (message: Message, seconds: number) => ({
  id: message.id,
  data: message,
  syncTs: { seconds, nanoseconds: 0 },
});

describe('[MSG-L1] a message is on the device from the tap, « en attente » until the server’s copy replaces it', () => {
  it('[MSG-L1] enqueue writes the pending message and its outbox entry (own FIFO per thread)', async () => {
    const { db, store } = harness();
    expect((await store.enqueue(sendOp('m1', 'Bonjour'))).ok).toBe(true);
    const thread = await messageQueries(db).thread(ride.id);
    expect(thread.map((m) => [m.text, m.pending])).toEqual([['Bonjour', true]]);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.entityKey, e.op.kind])).toEqual([
      [`thread:${ride.id}`, 'message.send'],
    ]);
  });

  it('[MSG-L1] settling replaces the pending copy by the server’s, once; a later pull of it changes nothing', async () => {
    const { db, store } = harness();
    const op = sendOp('m1', 'Bonjour');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    const stored = documentOf(confirmedCopy(op, 5_000), 5);
    await store.settle(queued.entry.seq, { status: 'applied', document: null, message: stored });
    expect(await db.outbox.count()).toBe(0);
    await store.applyPulledMessages({
      documents: [stored],
      checkpoint: { ts: stored.syncTs, id: stored.id },
      hasMore: false,
    });
    const thread = await messageQueries(db).thread(ride.id);
    expect(thread.map((m) => [m.text, m.pending, m.created_at])).toEqual([
      ['Bonjour', false, 5_000],
    ]);
  });

  it('[MSG-L1] a refusal stays on the message with its reason, and the entry stays listed', async () => {
    const { db, store } = harness();
    const queued = await store.enqueue(sendOp('m1', 'Trop tard'));
    if (!queued.ok) throw new Error('refusé');
    const refusal = { code: 'terminal' as const, reason: 'Ce transport est terminé.' };
    await store.settle(queued.entry.seq, { status: 'refused', refusal, document: null });
    const [message] = await messageQueries(db).thread(ride.id);
    expect(message).toMatchObject({ pending: true, refusal: 'Ce transport est terminé.' });
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['refused']);
  });

  it('[MSG-L1] sign-out clears conversations but keeps the unsent message in view', async () => {
    const { db, store } = harness();
    const other = documentOf(confirmedCopy(sendOp('m0', 'Reçu'), 1_000), 1);
    await store.applyPulledMessages({
      documents: [other],
      checkpoint: { ts: other.syncTs, id: other.id },
      hasMore: false,
    });
    await store.enqueue(sendOp('m1', 'Pas encore parti'));
    await clearPatientData(db);
    const thread = await messageQueries(db).thread(ride.id);
    expect(thread.map((m) => m.text)).toEqual(['Pas encore parti']);
  });
});

describe('[MSG-L2] a send the server denied for good is shown as not sent, not « en attente » forever', () => {
  it('[MSG-L2] the failed entry’s reason is on the message', async () => {
    const { db, store } = harness();
    const queued = await store.enqueue(sendOp('m1', 'Refusé'));
    if (!queued.ok) throw new Error('refusé');
    await store.markFailed(queued.entry.seq, 'Accès refusé par le serveur pour cette opération.');
    const [message] = await messageQueries(db).thread(ride.id);
    expect(message?.refusal).toBe('Accès refusé par le serveur pour cette opération.');
  });
});
