import { createContext, useContext } from 'react';
import type { AdminPortFactory } from '@/data/admin/admin-port';
import type {
  AuthPort,
  GeocoderPort,
  OrganisationPort,
  PatientLinkPort,
  RemotePort,
  ProfilePort,
  SubscriptionRequestPort,
} from '@/data/ports';
import type { PayeeConfig } from '@/config/payee';
import type { Clock } from '@/domain/shared/clock';
import type { UserType } from '@/domain/shared/role';
import type { SyncState } from '@/sync/sync-state';
import type { RoleEmailLists } from '@/domain/user/role-email-lists';

/**
 * What the app layer injects into features: adapters chosen by runtime mode (ARCHITECTURE §2). Features see
 * ports only, so tests hand them in-memory fakes.
 */
/** A ready-made account of the embedded demo backend, one per role (« Mode démonstration »). */
export interface DemoPersona {
  role: UserType;
  /** The role as the persona list names it (« Chauffeur (Ambulance) » for a company's driver). */
  label: string;
  email: string;
  password: string;
  displayName: string;
  organisation: string;
}

/** What the sign-in screen lists of a persona; known before the session (and its passwords) loads. */
export type DemoPersonaCard = Omit<DemoPersona, 'password'>;

export interface AppServices {
  mode: 'local' | 'emulators' | 'firebase';
  auth: AuthPort;
  profiles: ProfilePort;
  roleEmails: RoleEmailLists;
  billingAccountEmail: string | null;
  clock: Clock;
  /** The SEPA payee of subscriptions (configuration); absent in tests that do not need it. */
  payee?: PayeeConfig;
  /** Filing and following subscription requests (absent in tests that do not need them). */
  subscriptionRequests?: SubscriptionRequestPort;
  /** Present in demo mode only. */
  demoPersonas?: readonly DemoPersona[];
  /** The signed-in user's unsynced work, asked before signing out (ARCHITECTURE §5.8). */
  unsynced?: UnsyncedWork;
  /** Members and fleet of the user's organisation (issue 13); absent where no backend holds them. */
  organisation?: OrganisationPort;
  /** Live synchronisation status for the header indicator (ARCHITECTURE §5.10). */
  sync?: SyncStatusSource;
  /** Issue 20: the signed-in patient's links to clinics' records (absent in tests that do not need them). */
  patientLinks?: PatientLinkPort;
  /** The admin back-office for the signed-in admin (absent where no backend serves it). */
  admin?: AdminPortFactory;
  /**
   * Issue 22: the online geocoder of address fields (the Base Adresse Nationale); absent when configured off
   * (VITE_GEOCODER_URL=off) and in tests that do not need it — the fields then search offline only.
   */
  geocoder?: GeocoderPort;
  /**
   * Issue 22: the scan of a ride's prescription from the server (RemotePort.prescriptionScan), for its clinic and
   * the company that accepted it; absent in tests that do not need it.
   */
  prescriptionScan?: RemotePort['prescriptionScan'];
  /** Issue 23 item 4: a ride's signature from the server (RemotePort.rideSignature), for the proof of service. */
  rideSignature?: RemotePort['rideSignature'];
  /**
   * Issue 23: the award log (RemotePort.recordAward / awardEntries / awardEntriesBetween), online; absent in tests
   * that do not need it.
   */
  award?: Pick<RemotePort, 'recordAward' | 'awardEntries' | 'awardEntriesBetween'>;
}

export interface SyncStatusSource {
  subscribe(listener: () => void): () => void;
  getState(): SyncState;
  /** « Synchroniser maintenant ». */
  syncNow(): Promise<void>;
}

export interface UnsyncedWork {
  count(): Promise<number>;
  /** Resolves true once everything reached the server, false after `timeoutMs`. */
  waitForSync(timeoutMs: number): Promise<boolean>;
  /** Clears the device's copy of patient data; called after a sign-out. */
  clearLocalData(): Promise<void>;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used within a ServicesContext provider');
  return services;
}
