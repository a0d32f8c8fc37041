import type { AppConfig } from '@/config/env';
import { appPayee } from '@/config/payee';
import type { Clock } from '@/domain/shared/clock';
import { DEMO_PASSWORD } from '@/data/demo-server/accounts';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { demoPersonaCards } from '@/data/demo-server/seed/personas';
import {
  createDemoAuth,
  sessionStorageSlot,
  type SessionSlot,
} from '@/data/local/demo-auth/demo-auth';
import { createConnectivity } from '@/data/local/platform/connectivity';
import { createLeader } from '@/data/local/platform/leader';
import { demoProfiles } from '@/data/local/profiles/demo-profiles';
import { mirroredProfiles } from '@/data/local/profiles/mirrored-profiles';
import { assertComplete } from '@/data/port-shape';
import {
  AUTH_PORT,
  ORGANISATION_PORT,
  PROFILE_PORT,
  REMOTE_PORT,
  PATIENT_LINK_PORT,
  SUBSCRIPTION_REQUEST_PORT,
} from '@/data/port-shapes';
import type { ConnectivityPort, LeaderPort, RemotePort } from '@/data/ports';
import { onlineGeocoder } from './geocoder';
import type { Runtime } from './runtime';
import { createSessionHub } from './session-hub';

/** What the embedded runtime is assembled from; the app gives the browser's, contract tests their own. */
export interface LocalRuntimeParts {
  config: AppConfig;
  clock: Clock;
  connectivity: ConnectivityPort;
  leader: LeaderPort;
  remote: DemoRemote;
  /** The tab's demo session (who the demo « server » answers). */
  slot: SessionSlot;
}

/** The embedded default (ARCHITECTURE §2): demo personas and the IndexedDB demo server, no network needed. */
export function createLocalRuntime(config: AppConfig, clock: Clock): Runtime {
  const connectivity = createConnectivity();
  const remote = createDemoRemote({ connectivity, clock });
  void remote
    .seedIfEmpty()
    .catch((error: unknown) => console.error('Données de démonstration non créées', error));
  return composeLocalRuntime({
    config,
    clock,
    connectivity,
    leader: createLeader(),
    remote,
    slot: sessionStorageSlot(),
  });
}

/** The assembly itself; each port is checked complete against its shape before the app may use it. */
export function composeLocalRuntime(parts: LocalRuntimeParts): Runtime {
  const { config, clock, connectivity, remote, slot } = parts;
  const hub = createSessionHub(() => !connectivity.isOnline());
  return {
    remote: assertComplete<RemotePort>('Remote', REMOTE_PORT, remote),
    connectivity,
    leader: parts.leader,
    hub,
    services: {
      mode: 'local',
      auth: assertComplete('Auth', AUTH_PORT, createDemoAuth({ remote, connectivity, slot })),
      profiles: mirroredProfiles(
        assertComplete(
          'Profile',
          PROFILE_PORT,
          demoProfiles(remote, async () => slot.read()),
        ),
        connectivity,
      ),
      organisation: assertComplete('Organisation', ORGANISATION_PORT, remote.organisation),
      roleEmails: config.roleEmails,
      billingAccountEmail: config.billingAccountEmail,
      ...onlineGeocoder(config),
      payee: appPayee(),
      clock,
      // The demo « server » knows its caller by the tab's demo session, as Firestore knows request.auth.
      subscriptionRequests: assertComplete(
        'SubscriptionRequest',
        SUBSCRIPTION_REQUEST_PORT,
        remote.subscriptionRequests(() => slot.read()),
      ),
      patientLinks: assertComplete(
        'PatientLink',
        PATIENT_LINK_PORT,
        remote.patientLinks(() => slot.read()),
      ),
      sync: hub,
      unsynced: hub,
      admin: async (actor) => {
        const { createAdminService } = await import('@/data/admin/admin-service');
        return createAdminService(await remote.adminStore(actor.uid), connectivity, clock, actor);
      },
      prescriptionScan: (transportId, viewer) => remote.prescriptionScan(transportId, viewer),
      rideSignature: (transportId, viewer) => remote.rideSignature(transportId, viewer),
      award: {
        recordAward: (record, viewer) => remote.recordAward(record, viewer),
        awardEntries: (rideId, viewer) => remote.awardEntries(rideId, viewer),
        awardEntriesBetween: (period, viewer) => remote.awardEntriesBetween(period, viewer),
      },
      demoPersonas: demoPersonaCards().map((card) => ({ ...card, password: DEMO_PASSWORD })),
    },
  };
}
