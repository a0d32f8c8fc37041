import type { Clock } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Invitation, InvitationAnswer } from '@/domain/organisation/join-organisation';
import type { OrganisationIdentity } from '@/domain/organisation/organisation-identity';
import type { UserDocument } from '@/domain/user/new-profile';
import type { User } from '@/domain/user/user';
import type { AdminStore } from '@/data/admin/admin-store';
import type {
  ConnectivityPort,
  OrganisationPort,
  PatientLinkPort,
  RemotePort,
  SubscriptionRequestPort,
} from '@/data/ports';
import type { DemoAccount } from '@/data/demo-server/accounts';
import type { DemoSeedOptions } from '@/data/demo-server/seed/demo-data';

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
  /** Seeds the demo world unless the server holds data of its own or a seed of the current version; true when it seeded. */
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
  /** An organisation document's data (as its members may read it); null when absent. */
  getOrganisation(collection: string, id: string): Promise<unknown>;
  /** Writes an organisation document directly (contract-test fixtures), as sign-up would. */
  seedOrganisation(collection: string, id: string, data: unknown): Promise<void>;
  /** Members and fleets of the signed-in user's organisation (issue 13). */
  organisation: OrganisationPort;
  /** Writes an organisation document and fleet vehicles directly (fixtures), replacing what was there. */
  seedStaff(
    organisation: { id: string; collection: string; data: unknown },
    vehicles: readonly { id: string; data: unknown }[],
  ): Promise<void>;
  /** Demo accounts (demo-auth) and users documents (demo profiles): the Firebase Auth and users stand-ins. */
  accounts: {
    find(email: string): Promise<DemoAccount | null>;
    findByUid(uid: string): Promise<DemoAccount | null>;
    create(account: DemoAccount): Promise<DemoAccount | null>;
    writeUser(uid: string, data: Record<string, unknown>, merge: boolean): Promise<User>;
    /** The signed-in user's own merge-write, refused as the rules refuse it (role, organisation…). */
    writeOwnProfile(uid: string, changes: Record<string, unknown>): Promise<User>;
    /** A sign-up: the profile (a company or clinic account awaits its organisation, issue 20). */
    createProfile(profile: UserDocument): Promise<User>;
    /** The invitation the awaiting account `uid` is asked to answer, or null. */
    invitation(uid: string): Promise<Invitation | null>;
    /** Accept (join) or decline (recorded; founds its own) an invitation, in one transaction. */
    answerInvitation(uid: string, invitation: Invitation, answer: InvitationAnswer): Promise<User>;
    /** The awaiting account founds its own organisation, under the identity its founder declared. */
    foundOrganisation(uid: string, identity: OrganisationIdentity): Promise<User>;
  };
  /** (Loaded on demand.) The admin back-office's I/O for the signed-in `callerUid` (refused unless that user is an admin). */
  adminStore(callerUid: string): Promise<AdminStore>;
  /** The subscriptionRequests collection, for the caller the function names (the demo session's user). */
  subscriptionRequests(
    callerUid: () => string | null | Promise<string | null>,
  ): SubscriptionRequestPort;
  /** The patientLinks collection, for the caller the function names (issue 20). */
  patientLinks(callerUid: () => string | null | Promise<string | null>): PatientLinkPort;
  /** Closes the database and the channel (tests, or the app switching to Firestore). */
  close(): void;
}
