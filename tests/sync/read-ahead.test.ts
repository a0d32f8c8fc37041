import { afterEach, describe, expect, it } from 'vitest';
import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import { RemoteError, type Checkpoint, type RemotePort } from '@/data/ports';
import { MEMBERSHIP_ENDED, type Membership } from '@/domain/organisation/membership';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { assignedTo, silentOnDeparture, staffedWorld } from '@tests/sync/harness/chauffeurs';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';

/**
 * [AHEAD] Issue 24 item 4: a cycle asks for its first page of transports while the membership check is on its way
 * (at sign-in the list waits for one round trip, not two). Nothing read ahead is stored before the membership is
 * confirmed, and a page that may predate what the cycle itself sent is asked for again.
 */

let world: World;
afterEach(async () => world?.dispose());

interface Held {
  /** Membership questions asked, each answered when the test says so. */
  asked: Array<(answer: Membership) => void>;
  /** The checkpoint each transports pull started from, in order. */
  pulledFrom: Array<Checkpoint | null>;
  /** How many transports pulls had been asked when each membership answer was given. */
  pullsBeforeMembershipAnswered: number[];
  /** Once set, later questions (a cycle the doorbell rings) are answered with it at once. */
  standing: Membership | null;
}

/** The memory remote, with the membership answered by hand and the transports pulls recorded. */
function heldMembership(held: Held) {
  return (remote: MemoryRemote): RemotePort =>
    forwardPort<RemotePort>(REMOTE_PORT, remote, {
      membership: () =>
        new Promise<Membership>((resolve) => {
          if (held.standing) return resolve(held.standing);
          held.asked.push((answer) => {
            held.pullsBeforeMembershipAnswered.push(held.pulledFrom.length);
            resolve(answer);
          });
        }),
      pullTransports: (viewer, after, limit) => {
        held.pulledFrom.push(after);
        return remote.pullTransports(viewer, after, limit);
      },
    });
}

const newHeld = (): Held => ({
  asked: [],
  pulledFrom: [],
  pullsBeforeMembershipAnswered: [],
  standing: null,
});

async function answer(held: Held, membership: Membership) {
  await flush();
  held.asked.shift()?.(membership);
  await flush();
}

describe('[AHEAD] the first page is asked for beside the membership check', () => {
  it('[AHEAD1] the page is asked before the membership answers, stored only after, and not asked twice', async () => {
    world = new World(1);
    world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
    const held = newHeld();
    const device = world.device({
      name: 'regulateur',
      actor: ACTORS.driverA,
      wrapRemote: heldMembership(held),
    });
    const cycle = device.engine.syncNow('timer');
    await flush();
    await flush();
    expect(held.pulledFrom).toEqual([null]);
    expect(device.store.mirrorIds()).toEqual([]);

    await answer(held, { status: 'member', role: 'regulateur' });
    await cycle;
    held.standing = { status: 'member', role: 'regulateur' };
    await flush();
    expect(held.pullsBeforeMembershipAnswered).toEqual([1]);
    expect(device.store.mirrorIds().sort()).toEqual(['ride-1', 'ride-2']);
    expect(held.pulledFrom.filter((from) => from === null)).toHaveLength(1);
    expect(device.engine.getState().lastSyncAt).not.toBeNull();
  });

  it('[AHEAD2] removed meanwhile: nothing read ahead reaches the device, and the next cycle reads nothing', async () => {
    world = new World(1);
    world.server.seed([rideIn('ride-1', T0)]);
    const held = newHeld();
    const device = world.device({
      name: 'retire',
      actor: ACTORS.driverA,
      wrapRemote: heldMembership(held),
    });
    const cycle = device.engine.syncNow('timer');
    await answer(held, { status: 'removed' });
    await cycle;
    await flush();
    expect(held.pulledFrom).toHaveLength(1);
    expect(device.store.mirrorIds()).toEqual([]);
    expect(device.engine.getState().accessEnded).toBe(MEMBERSHIP_ENDED);

    const next = device.engine.syncNow('timer');
    await answer(held, { status: 'removed' });
    await next;
    held.standing = { status: 'removed' };
    expect(held.pulledFrom).toHaveLength(1);
  });

  it('[AHEAD3] a tap made while the membership is on its way: the page read before its push is asked for again', async () => {
    world = new World(1);
    world.server.seed([rideIn('ride-1', T0)]);
    const held = newHeld();
    const device = world.device({
      name: 'regulateur',
      actor: ACTORS.driverA,
      wrapRemote: heldMembership(held),
    });
    held.standing = { status: 'member', role: 'regulateur' };
    await device.engine.syncNow('timer');
    await world.quiesce();
    const checkpoint = await device.store.checkpoint('transports');
    held.standing = null;
    held.pulledFrom.length = 0;

    const cycle = device.engine.syncNow('timer');
    await flush();
    expect(held.pulledFrom).toEqual([checkpoint]);
    await device.tap(device.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    // From here on every question is answered (the tap may ring a cycle of its own after this one).
    held.standing = { status: 'member', role: 'regulateur' };
    await answer(held, held.standing);
    await cycle;
    await flush();
    expect(held.pulledFrom.slice(0, 2)).toEqual([checkpoint, checkpoint]);
    expect(device.store.mirror('ride-1')?.data.etat).toBe('en_route_pickup');
    expect(device.engine.getState()).toMatchObject({ pending: 0 });
  });

  it('[AHEAD4] a chauffeur’s new phone: the wider read the rules refuse costs nothing but itself', async () => {
    world = staffedWorld();
    world.server.seed([
      assignedTo(rideIn('ride-1', T0), ACTORS.driverA, 'Anne'),
      rideIn('ride-2', T0),
    ]);
    let refused = 0;
    // As firestore.rules do: a chauffeur may list only the rides assigned to them.
    const rulesForChauffeurs = (remote: MemoryRemote): RemotePort =>
      forwardPort<RemotePort>(REMOTE_PORT, silentOnDeparture(remote), {
        pullTransports: (viewer, after, limit) => {
          if (seesOnlyAssignedRides(viewer.memberRole)) {
            return silentOnDeparture(remote).pullTransports(viewer, after, limit);
          }
          refused += 1;
          return Promise.reject(new RemoteError('permission-denied', 'Lecture refusée.'));
        },
      });
    const phone = world.device({
      name: 'chauffeur',
      actor: ACTORS.driverA,
      wrapRemote: rulesForChauffeurs,
    });
    await phone.engine.syncNow('timer');
    await flush();
    expect(refused).toBe(1);
    expect(phone.store.mirrorIds()).toEqual(['ride-1']);
    expect(phone.engine.getState()).toMatchObject({ memberRole: 'chauffeur', pending: 0 });
    expect(phone.engine.getState().lastSyncAt).not.toBeNull();

    // Known now: the next cycle reads ahead in the chauffeur's own scope.
    await phone.engine.syncNow('timer');
    await flush();
    expect(refused).toBe(1);
  });
});
