import type { AppConfig } from '@/config/env';
import type { Clock } from '@/domain/shared/clock';
import { createDemoRemote } from '@/data/local/demo-backend/demo-remote';
import { createConnectivity } from '@/data/local/platform/connectivity';
import { createLeader } from '@/data/local/platform/leader';
import { demoProfiles } from '@/data/local/profiles/demo-profiles';
import { mirroredProfiles } from '@/data/local/profiles/mirrored-profiles';
import type { Runtime } from './runtime';
import { createSessionHub } from './session-hub';

/** Firebase Auth (real project or emulator) with Firestore, or with the embedded demo data. */
export async function createFirebaseRuntime(config: AppConfig, clock: Clock): Promise<Runtime> {
  if (!config.firebase) throw new Error('Configuration Firebase absente.');
  const connectivity = createConnectivity();
  const { createFirebaseAdapters } = await import('@/data/remote/create-firebase-adapters');
  const adapters = createFirebaseAdapters(
    config.firebase,
    config.emulators,
    connectivity,
    config.dataBackend === 'firestore',
  );
  let data = adapters.data;
  if (!data) {
    const remote = createDemoRemote({ connectivity, clock });
    await remote.seedIfEmpty();
    data = { remote, profiles: demoProfiles(remote) };
  }
  const hub = createSessionHub(() => !connectivity.isOnline());
  return {
    remote: data.remote,
    connectivity,
    leader: createLeader(),
    hub,
    services: {
      mode: config.mode,
      auth: adapters.auth,
      profiles: mirroredProfiles(data.profiles, connectivity),
      roleEmails: config.roleEmails,
      billingAccountEmail: config.billingAccountEmail,
      clock,
      sync: hub,
      unsynced: hub,
    },
  };
}
