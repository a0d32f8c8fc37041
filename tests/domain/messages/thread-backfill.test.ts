import { describe, expect, it } from 'vitest';
import { newlyAssigned, threadsToPull } from '@/domain/messages/thread-backfill';

const at = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });
const after = { ts: at(100, 500), id: 'msg_x' };

describe('[TB1] a ride newly assigned restarts the chauffeur’s messages pull', () => {
  it.each([
    ['never recorded (first sync)', null, ['r1'], ['r1']],
    ['the same set', ['r1', 'r2'], ['r2', 'r1'], []],
    ['one more ride', ['r1'], ['r1', 'r2'], ['r2']],
    ['a ride gone only', ['r1', 'r2'], ['r1'], []],
  ])('[TB1] %s', (_name, known, assigned, fresh) => {
    expect(newlyAssigned(known, assigned)).toEqual(fresh);
  });
});

describe('[TB2] which threads a chauffeur’s pull asks for', () => {
  it.each([
    ['a running ride', { ended: false, updatedAt: at(10) }, true],
    ['a ride that ended before the checkpoint', { ended: true, updatedAt: at(100, 499) }, false],
    [
      'a ride that ended at the checkpoint’s instant',
      { ended: true, updatedAt: at(100, 500) },
      true,
    ],
    ['a ride that ended after it', { ended: true, updatedAt: at(101) }, true],
    ['an ended ride without server time', { ended: true, updatedAt: null }, true],
  ])('[TB2] %s', (_name, ride, asked) => {
    expect(threadsToPull([{ id: 'r1', ...ride }], after)).toEqual(asked ? ['r1'] : []);
  });

  it('[TB2] from the start, every thread (ended ones too), each once', () => {
    const ended = { id: 'r1', ended: true, updatedAt: at(1) };
    expect(
      threadsToPull([ended, ended, { id: 'r2', ended: false, updatedAt: at(2) }], null),
    ).toEqual(['r1', 'r2']);
  });
});
