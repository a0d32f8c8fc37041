import { afterEach, describe, expect, it } from 'vitest';
import { buildMessage } from '@/domain/messages/message-decision';
import type { Transport } from '@/domain/transport/transport.schema';
import { assignedTo, silentOnDeparture, staffedWorld } from '@tests/sync/harness/chauffeurs';
import { ACTORS, rideIn, T0, viewerOf } from '@tests/sync/harness/fixtures';
import { flush, type World } from '@tests/sync/harness/world';

/**
 * [TB] Issue 13: a chauffeur's messages come from one checkpoint. What the clinic told the company about a ride
 * before it was assigned to them (« patient au hall B ») must still reach their phone once it is: a ride newly
 * assigned makes the messages pull start over, once.
 */

let world: World;
afterEach(async () => world?.dispose());

/** The clinic writes on the ride, on the server (its own device is not the subject here). */
function clinicWrites(ride: Transport, text: string, opId: string) {
  const draft = buildMessage(ride, viewerOf(ACTORS.clinic), {
    opId,
    text,
    deviceTime: world.clock.now(),
  });
  if (!draft.ok) throw new Error(draft.refusal.reason);
  const outcome = world.server.commit(
    { kind: 'message.send', opId, message: draft.message },
    viewerOf(ACTORS.clinic),
  );
  expect(outcome.status).toBe('applied');
}

describe('[TB] a ride newly assigned to a chauffeur brings its earlier conversation', () => {
  it('[TB] the note written before the assignment reaches the chauffeur after it, once', async () => {
    world = staffedWorld();
    const earlier = rideIn('ride-1', T0);
    const mine = assignedTo(rideIn('ride-0', T0), ACTORS.driverA, 'Anne');
    world.server.seed([earlier, mine]);
    clinicWrites(earlier, 'Patient au hall B, fauteuil roulant.', 'op-hall');
    world.clock.advance(1_000);
    clinicWrites(mine, 'Bonjour, merci pour ce matin.', 'op-merci');
    const a = world.device({ name: 'a', actor: ACTORS.driverA, wrapRemote: silentOnDeparture });
    await a.engine.syncNow('timer');
    await flush();
    // Their messages checkpoint is now past the note on ride-1, which was not theirs to read.
    expect(a.store.messageTexts('ride-0')).toEqual(['Bonjour, merci pour ce matin.']);
    expect(a.store.messageTexts('ride-1')).toEqual([]);

    world.server.seed([assignedTo(earlier, ACTORS.driverA, 'Anne')]);
    await a.engine.syncNow('timer');
    await flush();
    expect(a.store.mirrorIds().sort()).toEqual(['ride-0', 'ride-1']);
    expect(a.store.messageTexts('ride-1')).toEqual(['Patient au hall B, fauteuil roulant.']);
    expect(a.store.messageTexts('ride-0')).toEqual(['Bonjour, merci pour ce matin.']);
  });

  it('[TB] the same assigned set again: the checkpoint stays where it is', async () => {
    world = staffedWorld();
    world.server.seed([assignedTo(rideIn('ride-0', T0), ACTORS.driverA, 'Anne')]);
    const a = world.device({ name: 'a', actor: ACTORS.driverA, wrapRemote: silentOnDeparture });
    await a.engine.syncNow('timer');
    await flush();
    const before = await a.store.checkpoint('messages');
    expect(await a.store.noteAssignedRides(['ride-0'])).toBe(false);
    expect(await a.store.checkpoint('messages')).toEqual(before);
    expect(await a.store.noteAssignedRides(['ride-0', 'ride-9'])).toBe(true);
    expect(await a.store.checkpoint('messages')).toBeNull();
  });
});
