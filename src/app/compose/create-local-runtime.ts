import type { AppConfig } from '@/config/env';
import { appPayee } from '@/config/payee';
import type { Clock } from '@/domain/shared/clock';
import { DEMO_PASSWORD } from '@/data/local/demo-backend/accounts';
import { createDemoRemote } from '@/data/local/demo-backend/demo-remote';
import { demoPersonaCards } from '@/data/local/demo-backend/seed/personas';
import { createDemoAuth, sessionStorageSlot } from '@/data/local/demo-auth/demo-auth';
import { createConnectivity } from '@/data/local/platform/connectivity';
import { createLeader } from '@/data/local/platform/leader';
import { demoProfiles } from '@/data/local/profiles/demo-profiles';
import { mirroredProfiles } from '@/data/local/profiles/mirrored-profiles';
import type { Runtime } from './runtime';
import { createSessionHub } from './session-hub';

/** The embedded default (ARCHITECTURE §2): demo personas and the IndexedDB demo server, no network needed. */
export function createLocalRuntime(config: AppConfig, clock: Clock): Runtime {
  const connectivity = createConnectivity();
  const remote = createDemoRemote({ connectivity, clock });
  void remote
    .seedIfEmpty()
    .catch((error: unknown) => console.error('Données de démonstration non créées', error));
  const hub = createSessionHub(() => !connectivity.isOnline());
  // The demo « server » knows its caller by the tab's demo session, as Firestore knows request.auth.
  const slot = sessionStorageSlot();
  return {
    remote,
    connectivity,
    leader: createLeader(),
    hub,
    services: {
      mode: 'local',
      auth: createDemoAuth({ remote, connectivity, slot }),
      profiles: mirroredProfiles(demoProfiles(remote), connectivity),
      organisation: remote.organisation,
      roleEmails: config.roleEmails,
      billingAccountEmail: config.billingAccountEmail,
      payee: appPayee(),
      clock,
      subscriptionRequests: remote.subscriptionRequests(() => slot.read()),
      patientLinks: remote.patientLinks(() => slot.read()),
      sync: hub,
      unsynced: hub,
      admin: async (actor) => {
        const { createAdminService } = await import('@/data/admin/admin-service');
        return createAdminService(await remote.adminStore(actor.uid), connectivity, clock, actor);
      },
      demoPersonas: demoPersonaCards().map((card) => ({ ...card, password: DEMO_PASSWORD })),
    },
  };
}
