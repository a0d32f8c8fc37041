import { describe, expect, it, vi } from 'vitest';
import {
  browserLeaderEnvironment,
  createLeader,
  type ExclusiveLocks,
} from '@/data/local/platform/leader';

/** Web Locks as the spec has them, for one browser: exclusive per name, FIFO, abortable while waiting. */
function fakeLocks(): ExclusiveLocks {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name, { signal }, whileHeld) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          whileHeld()
            .then(resolve, reject)
            .finally(() => release(name));
        };
        const onAbort = () => {
          const queue = queues.get(name) ?? [];
          queues.set(
            name,
            queue.filter((waiter) => waiter !== grant),
          );
          reject(new DOMException('aborted', 'AbortError'));
        };
        signal.addEventListener('abort', onAbort);
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), grant]);
        else {
          held.add(name);
          grant();
        }
      });
    },
  };
}

/** Leads until told to stop (the signal), recording when. */
function leadUntilAborted(log: string[], who: string) {
  return (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      log.push(`${who} mène`);
      signal.addEventListener('abort', () => {
        log.push(`${who} lâche`);
        resolve();
      });
    });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLeader with Web Locks (P7: one drainer per browser)', () => {
  it('only one tab leads; when it lets go, the next one takes over', async () => {
    const locks = fakeLocks();
    const tabA = createLeader({ locks, openChannel: undefined });
    const tabB = createLeader({ locks, openChannel: undefined });
    const log: string[] = [];

    const releaseA = tabA.acquire('sync:u1', leadUntilAborted(log, 'A'));
    tabB.acquire('sync:u1', leadUntilAborted(log, 'B'));
    await flush();
    expect(log).toEqual(['A mène']);

    releaseA(); // tab A closes
    await flush();
    expect(log).toEqual(['A mène', 'A lâche', 'B mène']);
  });

  it('a tab that gives up while waiting never leads', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const releaseA = createLeader({ locks, openChannel: undefined }).acquire(
      'sync',
      leadUntilAborted(log, 'A'),
    );
    const releaseB = createLeader({ locks, openChannel: undefined }).acquire(
      'sync',
      leadUntilAborted(log, 'B'),
    );
    await flush();
    releaseB();
    releaseA();
    await flush();
    expect(log).toEqual(['A mène', 'A lâche']);
  });

  it('a lock granted after release was asked for does not run (no double replay)', async () => {
    let grant: () => Promise<void> = async () => undefined;
    const lateLocks: ExclusiveLocks = {
      request: (_name, _options, whileHeld) => {
        grant = whileHeld; // ignores the abort signal, as a late callback would
        return new Promise(() => undefined);
      },
    };
    const whileLeader = vi.fn(async () => undefined);
    const release = createLeader({ locks: lateLocks, openChannel: undefined }).acquire(
      'sync',
      whileLeader,
    );
    release();
    await grant();
    expect(whileLeader).not.toHaveBeenCalled();
  });
});

describe('createLeader without Web Locks (Node 20, Safari < 15.4)', () => {
  it('this tab leads at once, and holders of one name take turns', async () => {
    const leader = createLeader({ locks: undefined, openChannel: undefined });
    const log: string[] = [];
    const releaseFirst = leader.acquire('sync', leadUntilAborted(log, '1'));
    leader.acquire('sync', leadUntilAborted(log, '2'));
    await flush();
    expect(log).toEqual(['1 mène']);
    releaseFirst();
    await flush();
    expect(log).toEqual(['1 mène', '1 lâche', '2 mène']);
  });

  it('the browser environment here has no Web Locks but has BroadcastChannel', () => {
    const environment = browserLeaderEnvironment();
    expect(environment.locks).toBeUndefined();
    expect(environment.openChannel).toBeTypeOf('function');
  });
});

describe('nudges', () => {
  it('reach the leading tab over BroadcastChannel, until it unsubscribes', async () => {
    const leaderTab = createLeader(browserLeaderEnvironment());
    const followerTab = createLeader(browserLeaderEnvironment());
    const nudged = vi.fn();
    const unsubscribe = leaderTab.onNudge('sync:u1', nudged);

    followerTab.nudge('sync:u1');
    followerTab.nudge('sync:autre');
    await vi.waitFor(() => expect(nudged).toHaveBeenCalledTimes(1));

    unsubscribe();
    followerTab.nudge('sync:u1');
    await flush();
    expect(nudged).toHaveBeenCalledTimes(1);
  });

  it('stay inside the tab when BroadcastChannel is missing', () => {
    const leader = createLeader({ locks: undefined, openChannel: undefined });
    const nudged = vi.fn();
    const unsubscribe = leader.onNudge('sync', nudged);
    leader.nudge('sync');
    unsubscribe();
    leader.nudge('sync');
    expect(nudged).toHaveBeenCalledTimes(1);
  });
});
