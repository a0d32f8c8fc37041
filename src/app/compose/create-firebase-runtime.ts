import type { AppConfig } from '@/config/env';
import { appPayee } from '@/config/payee';
import type { Clock } from '@/domain/shared/clock';
import type { AdminStore } from '@/data/admin/admin-store';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import { createConnectivity } from '@/data/local/platform/connectivity';
import { createLeader } from '@/data/local/platform/leader';
import { demoProfiles } from '@/data/local/profiles/demo-profiles';
import { mirroredProfiles } from '@/data/local/profiles/mirrored-profiles';
import {
  AUTH_PORT,
  ORGANISATION_PORT,
  PROFILE_PORT,
  REMOTE_PORT,
  PATIENT_LINK_PORT,
  SUBSCRIPTION_REQUEST_PORT,
} from '@/data/port-shapes';
import type { ConnectivityPort, LeaderPort } from '@/data/ports';
import type { FirebaseAdapters } from '@/data/remote/create-firebase-adapters';
import { onlineGeocoder } from './geocoder';
import { lazyPort, once } from './lazy-ports';
import type { Runtime } from './runtime';
import { createSessionHub } from './session-hub';

/** What the Firebase runtime is assembled from; the app gives the browser's, contract tests their own. */
export interface FirebaseRuntimeParts {
  config: AppConfig;
  clock: Clock;
  connectivity: ConnectivityPort;
  leader: LeaderPort;
  /** The adapters, loaded on first use (the SDK chunk): called at most once. */
  adapters: (connectivity: ConnectivityPort) => Promise<FirebaseAdapters>;
}

/**
 * Firebase Auth (real project or emulator) with Firestore, or with the embedded demo data. Built at once, so the
 * app renders without waiting: the SDK chunk is fetched only when the session starts listening (after the first
 * paint), and never for a port nobody calls.
 */
export function createFirebaseRuntime(config: AppConfig, clock: Clock): Runtime {
  const firebase = config.firebase;
  if (!firebase) throw new Error('Configuration Firebase absente.');
  return composeFirebaseRuntime({
    config,
    clock,
    connectivity: createConnectivity(),
    leader: createLeader(),
    adapters: async (connectivity) => {
      const { createFirebaseAdapters } = await import('@/data/remote/create-firebase-adapters');
      return createFirebaseAdapters(
        firebase,
        config.emulators,
        connectivity,
        config.dataBackend === 'firestore',
      );
    },
  });
}

/** The assembly itself: every port wrapped lazily from its shape, so none can lose a method on the way. */
export function composeFirebaseRuntime(parts: FirebaseRuntimeParts): Runtime {
  const { config, clock, connectivity } = parts;
  const withFirestore = config.dataBackend === 'firestore';
  const adapters = once(() => parts.adapters(connectivity));
  const firestoreData = async () => {
    const { data } = await adapters();
    if (!data) throw new Error('Firestore non configuré.');
    return data;
  };
  const auth = lazyPort('Auth', AUTH_PORT, async () => (await adapters()).auth, {
    kind: 'firebase',
  });
  let data;
  let adminStore: (uid: string) => Promise<AdminStore>;
  if (withFirestore) {
    data = {
      remote: lazyPort('Remote', REMOTE_PORT, async () => (await firestoreData()).remote, {}),
      profiles: lazyPort('Profile', PROFILE_PORT, async () => (await firestoreData()).profiles, {}),
      organisation: lazyPort(
        'Organisation',
        ORGANISATION_PORT,
        async () => (await firestoreData()).organisation,
        {},
      ),
      subscriptionRequests: lazyPort(
        'SubscriptionRequest',
        SUBSCRIPTION_REQUEST_PORT,
        async () => (await firestoreData()).subscriptionRequests,
        {},
      ),
      patientLinks: lazyPort(
        'PatientLink',
        PATIENT_LINK_PORT,
        async () => (await firestoreData()).patientLinks,
        {},
      ),
    };
    adminStore = async () => (await firestoreData()).adminStore;
  } else {
    const remote = createDemoRemote({ connectivity, clock });
    void remote
      .seedIfEmpty()
      .catch((error: unknown) => console.error('Données de démonstration non créées', error));
    // The demo « server » learns its caller from the auth listener, as Firestore learns request.auth; listening
    // starts on the first request, so public pages still never load the SDK.
    let caller: string | null = null;
    const listening = once(
      () =>
        new Promise<void>((resolve) => {
          auth.onAuthStateChanged((user) => {
            caller = user?.uid ?? null;
            resolve();
          });
        }),
    );
    const currentCaller = async () => {
      await listening();
      return caller;
    };
    data = {
      remote,
      profiles: demoProfiles(remote, currentCaller),
      organisation: remote.organisation,
      subscriptionRequests: remote.subscriptionRequests(currentCaller),
      patientLinks: remote.patientLinks(currentCaller),
    };
    adminStore = (uid) => remote.adminStore(uid);
  }
  const hub = createSessionHub(() => !connectivity.isOnline());
  return {
    remote: data.remote,
    connectivity,
    leader: parts.leader,
    hub,
    services: {
      mode: config.mode,
      auth,
      profiles: mirroredProfiles(data.profiles, connectivity),
      organisation: data.organisation,
      // With Firestore, role lists live server-side (roleEmails documents, checked by the rules): the VITE_* lists
      // baked into the public bundle grant nothing there. The embedded demo data keeps them.
      roleEmails: withFirestore ? EMPTY_ROLE_EMAIL_LISTS : config.roleEmails,
      billingAccountEmail: config.billingAccountEmail,
      ...onlineGeocoder(config),
      payee: appPayee(),
      clock,
      subscriptionRequests: data.subscriptionRequests,
      patientLinks: data.patientLinks,
      sync: hub,
      unsynced: hub,
      admin: async (actor) => {
        const { createAdminService } = await import('@/data/admin/admin-service');
        return createAdminService(await adminStore(actor.uid), connectivity, clock, actor);
      },
      prescriptionScan: (transportId, viewer) => data.remote.prescriptionScan(transportId, viewer),
      rideSignature: (transportId, viewer) => data.remote.rideSignature(transportId, viewer),
      award: {
        recordAward: (record, viewer) => data.remote.recordAward(record, viewer),
        awardEntries: (rideId, viewer) => data.remote.awardEntries(rideId, viewer),
        awardEntriesBetween: (period, viewer) => data.remote.awardEntriesBetween(period, viewer),
      },
    },
  };
}
