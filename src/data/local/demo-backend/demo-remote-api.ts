import type { Clock } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type { UserDocument } from '@/domain/user/new-profile';
import type { User } from '@/domain/user/user';
import type { ConnectivityPort, RemotePort, SubscriptionRequestPort } from '@/data/ports';
import type { DemoAccount } from '@/data/local/demo-backend/accounts';
import type { DemoSeedOptions } from '@/data/local/demo-backend/seed/demo-data';

export interface DemoRemoteOptions {
  connectivity: ConnectivityPort;
  clock: Clock;
  /** Server database; tests use a fresh one each. */
  dbName?: string;
  /** BroadcastChannel name; defaults to the database name, so separate servers never hear each other. */
  channel?: string;
}

/**
 * The port, plus demo tools that no Firestore counterpart has (seeding, direct reads). The tools are not gated by
 * connectivity: they stand for the admin console and the demo sign-in, not for the device's network calls.
 */
export interface DemoRemote extends RemotePort {
  readonly dbName: string;
  /** Seeds the demo world unless the server already holds data; true when it seeded. */
  seedIfEmpty(options?: Partial<DemoSeedOptions>): Promise<boolean>;
  /** Wipes the server and seeds the demo world again (base date: now, unless given). */
  resetDemoData(options?: Partial<DemoSeedOptions>): Promise<void>;
  getUser(uid: string): Promise<User | null>;
  listUsers(): Promise<User[]>;
  getTransport(id: string): Promise<Transport | null>;
  /** Writes transports directly (contract-test fixtures), optionally all with one server time. */
  seedTransports(
    transports: readonly Transport[],
    options?: { sameSyncTs?: boolean },
  ): Promise<void>;
  /** Demo accounts (demo-auth) and users documents (demo profiles): the Firebase Auth and users stand-ins. */
  accounts: {
    find(email: string): Promise<DemoAccount | null>;
    findByUid(uid: string): Promise<DemoAccount | null>;
    create(account: DemoAccount): Promise<DemoAccount | null>;
    writeUser(uid: string, data: Record<string, unknown>, merge: boolean): Promise<User>;
    /** A sign-up: the profile, and for a company or clinic the organisation it founds (one transaction). */
    createProfile(profile: UserDocument): Promise<User>;
  };
  /** The subscriptionRequests collection, for the caller the function names (the demo session's user). */
  subscriptionRequests(
    callerUid: () => string | null | Promise<string | null>,
  ): SubscriptionRequestPort;
  /** Closes the database and the channel (tests, or the app switching to Firestore). */
  close(): void;
}
