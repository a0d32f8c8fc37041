// @vitest-environment node
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { composeFirebaseRuntime } from '@/app/compose/create-firebase-runtime';
import { composeLocalRuntime } from '@/app/compose/create-local-runtime';
import { parseEnv } from '@/config/env';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { IncompletePortError } from '@/data/port-shape';
import type { RemotePort } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { FakeLockManager } from '@tests/support/fakes/fake-leader';
import { FakeAuth } from '@tests/support/session-fakes';

const clock = fixedClock(Date.UTC(2026, 10, 27, 9));
const network = switchableConnectivity();
const leader = new FakeLockManager().tab('onglet');
let remote: DemoRemote | null = null;

afterEach(async () => {
  remote?.close();
  if (remote) await Dexie.delete(remote.dbName);
  remote = null;
});

/** A demo server whose `pullMessages` has gone missing, as a wrapper that forgot it would leave it. */
function demoWithout(member: keyof RemotePort): DemoRemote {
  remote = createDemoRemote({ connectivity: network.port, clock, dbName: freshDbName('compose') });
  return Object.assign(Object.create(remote) as DemoRemote, { [member]: undefined });
}

describe('[COMPOSE1] a remote without one of its methods cannot be composed', () => {
  it('demo runtime: composition itself refuses it, naming the method', () => {
    const partial = demoWithout('pullMessages');
    const compose = () =>
      composeLocalRuntime({
        config: parseEnv({}),
        clock,
        connectivity: network.port,
        leader,
        remote: partial,
        slot: { read: () => null, write: () => undefined },
      });
    expect(compose).toThrow(IncompletePortError);
    expect(compose).toThrow('Port Remote incomplet : pullMessages manquant(s).');
  });

  it('Firebase runtime: the port is checked as the SDK chunk arrives, before any call reaches it', async () => {
    const partial = demoWithout('membership');
    const runtime = composeFirebaseRuntime({
      config: parseEnv({ VITE_BACKEND_MODE: 'emulators' }),
      clock,
      connectivity: network.port,
      leader,
      adapters: async () => ({
        auth: new FakeAuth(),
        data: {
          remote: partial,
          profiles: null as never,
          organisation: null as never,
          adminStore: null as never,
          subscriptionRequests: null as never,
          patientLinks: null as never,
        },
      }),
    });
    const viewer = { uid: 'u-1', role: 'ambulance', orgId: 'ambu_0001' } as const;
    await expect(runtime.remote.pullTransports(viewer, null, 10)).rejects.toThrow(
      'Port Remote incomplet : membership manquant(s).',
    );
  });

  it('and the compiler refuses it first: a remote object lacking pullMessages does not type as a RemotePort', () => {
    const full = demoWithout('pullMessages');
    const { pullMessages: _dropped, ...rest } = full as RemotePort;
    // @ts-expect-error — pullMessages is required: a port without it cannot be handed to a runtime.
    const port: RemotePort = rest;
    expect(port.pullMessages).toBeUndefined();
  });
});
