import { getAuth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { EmulatorConfig, FirebaseWebConfig } from '@/config/env';
import type {
  AuthPort,
  ConnectivityPort,
  OrganisationPort,
  PatientLinkPort,
  ProfilePort,
  RemotePort,
  SubscriptionRequestPort,
} from '@/data/ports';
import type { AdminStore } from '@/data/admin/admin-store';
import { createFirebaseAuthAdapter, emulatorUrl } from '@/data/remote/auth/firebase-auth-adapter';
import { createFirestoreAdminStore } from '@/data/remote/firestore/admin/firestore-admin-store';
import { secondaryAuthCreator } from '@/data/remote/firestore/admin/secondary-auth';
import { createFirestoreOrganisation } from '@/data/remote/firestore/organisation';
import { getFirebaseApp } from '@/data/remote/firebase-app';
import { createFirestore } from '@/data/remote/firestore/create-firestore';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { createFirestorePatientLinks } from '@/data/remote/firestore/patient-links';
import { firebasePatientAccount } from '@/data/remote/patient-account';
import { createFirestoreSubscriptionRequests } from '@/data/remote/firestore/subscription-requests';
import { createFirestoreProfiles } from '@/data/remote/profiles/firestore-profiles';

export interface FirestoreData {
  remote: RemotePort;
  profiles: ProfilePort;
  organisation: OrganisationPort;
  adminStore: AdminStore;
  subscriptionRequests: SubscriptionRequestPort;
  patientLinks: PatientLinkPort;
}

export interface FirebaseAdapters {
  auth: AuthPort;
  /** Absent when data lives in the embedded demo backend. */
  data: FirestoreData | null;
}

export interface FirestoreDataDeps {
  /** Whether the signed-in user's e-mail is verified (what the rules read as email_verified). */
  emailVerified: () => boolean;
  /** Creates a Firebase Auth account for the back-office, without signing the admin out; answers its uid. */
  createAuthAccount: Parameters<typeof createFirestoreAdminStore>[0]['createAuthAccount'];
  /** The signed-in account as a patient link sees it (verified e-mail, fresh token). */
  patientAccount: Parameters<typeof createFirestorePatientLinks>[2];
}

/** Every Firestore adapter over one database: what the app composes, and what contract tests compose too. */
export function createFirestoreData(
  db: Firestore,
  connectivity: ConnectivityPort,
  deps: FirestoreDataDeps,
): FirestoreData {
  return {
    remote: createFirestoreRemote({ db, connectivity }),
    organisation: createFirestoreOrganisation(db, connectivity),
    profiles: createFirestoreProfiles({ db, connectivity, emailVerified: deps.emailVerified }),
    adminStore: createFirestoreAdminStore({
      db,
      connectivity,
      createAuthAccount: deps.createAuthAccount,
    }),
    subscriptionRequests: createFirestoreSubscriptionRequests(db, connectivity),
    patientLinks: createFirestorePatientLinks(db, connectivity, deps.patientAccount),
  };
}

/**
 * The one entry point the app imports (dynamically) for Firebase: public pages never pay for the SDK.
 */
export function createFirebaseAdapters(
  config: FirebaseWebConfig,
  emulators: EmulatorConfig | null,
  connectivity: ConnectivityPort,
  withFirestore: boolean,
): FirebaseAdapters {
  const app = getFirebaseApp(config);
  const auth = createFirebaseAuthAdapter({ app, emulators });
  if (!withFirestore) return { auth, data: null };
  const db = createFirestore(app, { databaseId: config.databaseId, emulators });
  return {
    auth,
    data: createFirestoreData(db, connectivity, {
      emailVerified: () => getAuth(app).currentUser?.emailVerified ?? false,
      createAuthAccount: secondaryAuthCreator(app, emulators ? emulatorUrl(emulators) : null),
      patientAccount: firebasePatientAccount(app, db),
    }),
  };
}
