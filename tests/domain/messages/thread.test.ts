import { describe, expect, it } from 'vitest';
import {
  orderThread,
  readMarkAfter,
  summariseThreads,
  unreadCount,
  type ThreadMessage,
} from '@/domain/messages/thread';

const base: ThreadMessage = {
  id: 'msg_a',
  op_id: 'a',
  transport_id: 't1',
  requester_org_id: 'clin',
  provider_org_id: 'ambu',
  party_org_ids: ['clin', 'ambu'],
  author_uid: 'u1',
  author_name: 'Clinique',
  author_org_id: 'clin',
  author_side: 'clinique',
  text: 'x',
  device_time: 0,
  created_at: null,
  pending: false,
};
const msg = (id: string, over: Partial<ThreadMessage>): ThreadMessage => ({ ...base, id, ...over });

describe('[MSG7] a thread reads by server time then id, pending messages last in the order typed', () => {
  it('[MSG7] order', () => {
    const thread = [
      msg('p2', { pending: true, device_time: 20 }),
      msg('c3', { created_at: 300 }),
      msg('p1', { pending: true, device_time: 10 }),
      msg('c1b', { created_at: 100 }),
      msg('c1a', { created_at: 100, device_time: 999 }),
    ];
    expect(orderThread(thread).map((m) => m.id)).toEqual(['c1a', 'c1b', 'c3', 'p1', 'p2']);
  });
});

describe('[MSG8] unread: the other party’s confirmed messages newer than my read mark', () => {
  const thread = [
    msg('mine', { created_at: 100 }),
    msg('theirs1', { created_at: 200, author_org_id: 'ambu', author_side: 'transporteur' }),
    msg('theirs2', { created_at: 300, author_org_id: 'ambu', author_side: 'transporteur' }),
  ];
  it.each([
    [null, 2],
    [200, 1],
    [300, 0],
  ])('[MSG8] read mark %s → %i unread', (mark, expected) => {
    expect(unreadCount(thread, 'clin', mark)).toBe(expected);
  });
  it('[MSG8] the mark moves to the newest confirmed message and never back', () => {
    expect(readMarkAfter(thread, null)).toBe(300);
    expect(readMarkAfter(thread, 500)).toBe(500);
    expect(readMarkAfter([msg('p', { pending: true })], 42)).toBe(42);
  });
});

describe('[MSG9] threads list newest activity first with their unread counts', () => {
  it('[MSG9] summaries', () => {
    const messages = [
      msg('a1', { transport_id: 'old', created_at: 100, author_org_id: 'ambu' }),
      msg('b1', { transport_id: 'new', created_at: 500, author_org_id: 'ambu' }),
      msg('b2', { transport_id: 'new', created_at: 600 }),
    ];
    const summaries = summariseThreads(messages, 'clin', new Map([['new', 500]]));
    expect(summaries.map((s) => [s.transportId, s.count, s.unread, s.last.id])).toEqual([
      ['new', 2, 0, 'b2'],
      ['old', 1, 1, 'a1'],
    ]);
  });
});
