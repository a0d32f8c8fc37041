import { describe, expect, it } from 'vitest';
import { messageQueries } from '@/data/local/queries/message-queries';
import { summariseThreads } from '@/domain/messages/thread';
import { MY_ORG, THEIR_ORG, messageDataset } from '@tests/support/message-rows';
import { harness } from '../support/store-harness';

const asThread = (rows: ReturnType<typeof messageDataset>['rows']) =>
  rows.map((row) => ({ ...row, pending: row.pending === 1 }));

describe('[MSG-Q1] the indexed list and unread counts say what the domain says over every message', () => {
  it.each([
    [0, 0],
    [1, 1],
    [7, 5],
    [30, 12],
  ])('[MSG-Q1] %i threads × %i messages, both sides’ view', async (threads, perThread) => {
    const { db } = harness();
    const { rows, reads } = messageDataset(threads, perThread);
    await db.messages.bulkPut(rows);
    await db.messageReads.bulkPut(reads);
    const marks = new Map(reads.map((read) => [read.transport_id, read.last_read_at]));
    for (const org of [MY_ORG, THEIR_ORG]) {
      const expected = summariseThreads(asThread(rows), org, marks);
      const listed = await messageQueries(db).threads(org);
      expect(listed.map(({ transportId, last, unread }) => [transportId, last.id, unread])).toEqual(
        expected.map((s) => [s.transportId, s.last.id, s.unread]),
      );
      expect(await messageQueries(db).unreadTotal(org)).toBe(
        expected.reduce((total, summary) => total + summary.unread, 0),
      );
    }
  });

  it('[MSG-Q1] opening a thread zeroes its count; a later message of the other side counts again', async () => {
    const { db } = harness();
    const { rows } = messageDataset(2, 4);
    await db.messages.bulkPut(rows);
    const queries = messageQueries(db);
    const before = await queries.unreadTotal(MY_ORG);
    await queries.markThreadRead('ride-0000');
    const opened = (await queries.threads(MY_ORG)).find((t) => t.transportId === 'ride-0000');
    expect(opened?.unread).toBe(0);
    expect(await queries.unreadTotal(MY_ORG)).toBeLessThan(before);
    const later = {
      ...rows.find((r) => r.id === 'msg_0-0')!,
      id: 'msg_late',
      created_at: Date.UTC(2026, 11, 1),
    };
    await db.messages.put(later);
    expect((await queries.threads(MY_ORG)).find((t) => t.transportId === 'ride-0000')?.unread).toBe(
      1,
    );
  });

  it('[MSG-Q1] an admin’s list (no organisation of theirs in the threads): same order, nothing unread', async () => {
    const { db } = harness();
    const { rows, reads } = messageDataset(6, 4);
    await db.messages.bulkPut(rows);
    await db.messageReads.bulkPut(reads);
    const asParty = await messageQueries(db).threads(MY_ORG);
    const asAdmin = await messageQueries(db).threads(null);
    expect(asAdmin.map((t) => t.transportId)).toEqual(asParty.map((t) => t.transportId));
    expect(asAdmin.every((t) => t.unread === 0)).toBe(true);
    expect(asParty.some((t) => t.unread > 0)).toBe(true);
  });
});
