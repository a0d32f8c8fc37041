import fc from 'fast-check';
import { nextDriverStep, PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import { isWaiting } from '@/domain/transport/transport-status';
import type { Device } from '@tests/sync/harness/device';
import { ACTORS, newTransport, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

/** Two drivers of one company and the requesting clinic, acting on shared transports (P3, P4). */
export type Step =
  | { device: number; kind: 'act'; choice: number; target: number }
  | { device: number; kind: 'sync' }
  | { device: number; kind: 'network'; online: boolean }
  | { device: number; kind: 'reload' }
  | { device: number; kind: 'lose-ack' };

const device = fc.nat(2);
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      device,
      kind: fc.constant('act' as const),
      choice: fc.nat(11),
      target: fc.nat(7),
    }),
  },
  { weight: 3, arbitrary: fc.record({ device, kind: fc.constant('sync' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ device, kind: fc.constant('network' as const), online: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ device, kind: fc.constant('reload' as const) }) },
  { weight: 1, arbitrary: fc.record({ device, kind: fc.constant('lose-ack' as const) }) },
);
export const stepsArb = fc.array(stepArb, { minLength: 10, maxLength: 40, size: 'max' });

export interface Scenario {
  world: World;
  devices: Device[];
}

export async function setUpScenario(seed: number): Promise<Scenario & { ids: string[] }> {
  const world = new World(seed);
  const ids = ['req-1', 'req-2', 'req-3'];
  world.server.seed(ids.map((id) => newTransport(id, T0)));
  const devices = [
    world.device({ name: 'clinic', actor: ACTORS.clinic }),
    world.device({ name: 'driverA', actor: ACTORS.driverA }),
    world.device({ name: 'driverB', actor: ACTORS.driverB }),
  ];
  await flush();
  return { world, devices, ids };
}

async function clinicAct(clinic: Device, choice: number, id: string, ids: string[], now: number) {
  switch (choice % 4) {
    case 0:
      return clinic.tap(clinic.ops.status(id, 'cancelled', now, 'Patient hospitalisé'));
    case 1:
      return clinic.tap(clinic.ops.edit(id, { commentaires: `Étage ${choice}` }, now));
    case 2:
      ids.push(`new-${ids.length}`);
      return clinic.tap(clinic.ops.create(ids.at(-1)!, now));
    default:
      return clinic.tap(clinic.ops.status(id, 'broadcasting', now));
  }
}

/** Mostly what the driver's screen offers next; sometimes a stale or random button. */
async function driverAct(driver: Device, choice: number, id: string, now: number) {
  const view = driver.store.view(id);
  const next =
    view === null || isWaiting(view.etat)
      ? 'accepted'
      : (nextDriverStep(view.etat)?.target ?? 'completed');
  const status = choice % 4 === 3 ? PROVIDER_CHAIN[choice % PROVIDER_CHAIN.length]! : next;
  return driver.tap(driver.ops.status(id, status, now));
}

export async function runSteps(scenario: Scenario & { ids: string[] }, steps: readonly Step[]) {
  const { world, devices, ids } = scenario;
  for (const step of steps) {
    world.clock.advance(1000);
    const actor = devices[step.device]!;
    if (step.kind === 'act') {
      const id = ids[step.target % ids.length]!;
      const now = world.clock.now();
      if (step.device === 0) await clinicAct(actor, step.choice, id, ids, now);
      else await driverAct(actor, step.choice, id, now);
    }
    if (step.kind === 'sync') await actor.engine.syncNow('timer');
    if (step.kind === 'network') actor.setNetwork(step.online);
    if (step.kind === 'reload') actor.reload();
    if (step.kind === 'lose-ack') actor.remote.loseNextAcks(1);
    await flush();
  }
  await world.quiesce();
}
