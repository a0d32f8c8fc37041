import type { ReceivedContact } from '@/domain/contact/received-contact';
import type { AdminCounts } from '@/domain/admin/admin-counts';
import type { AuditEntry } from '@/domain/admin/audit-entry';
import type { MigrationSummary } from '@/domain/admin/migration-plan';
import type { Counter } from '@/domain/counter/counter';
import type { ServiceResult } from '@/domain/errors/service-result';
import type { NotificationRole } from '@/domain/notification/notification-type';
import type { UserType } from '@/domain/shared/role';
import type { Subscription } from '@/domain/subscription/subscription';
import type {
  RequestAction,
  SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import type { Transport } from '@/domain/transport/transport.schema';
import type { User } from '@/domain/user/user';

/** The signed-in administrator, recorded in the audit trail and as creator of test data (spec §6). */
export interface AdminActor {
  uid: string;
  email: string;
  name: string;
  orgId: string;
}

/** Long operations report after each chunk and stop between chunks when the signal is aborted. */
export interface LongRun {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface LongRunSummary {
  done: number;
  total: number;
  cancelled: boolean;
  /** French summary shown at the end. */
  summary: string;
}

export interface NewUserInput {
  email: string;
  password: string;
  displayName: string;
  userType: UserType;
  orga_id?: string;
}

/** What an admin may change on an account (gestionusers). */
export interface UserChanges {
  userType?: UserType;
  orga_id?: string;
  company_name?: string;
  isActive?: boolean;
  subscription?: Partial<Subscription>;
}

export interface AssociatedGroup {
  collection: string;
  orgId: string;
  name: string;
  users: { id: string; email: string; name: string; role: string }[];
}

export interface ProbeTiming {
  collection: string;
  ok: boolean;
  documents: number;
  millis: number;
}

export interface CounterRow extends Counter {
  name: string;
}

/**
 * The back-office (spec §1, §7): every call returns the §8 result shape with its French message, needs the network
 * (« Connexion requise » offline, nothing written) and is allowed to administrators only. Two implementations:
 * the embedded demo backend and Firestore (tests/data/admin-contract).
 */
export interface AdminPort {
  listSubscriptionUsers(): Promise<ServiceResult<User[]>>;
  listRequests(): Promise<ServiceResult<SubscriptionRequest[]>>;
  processRequest(
    requestId: string,
    action: RequestAction,
    adminNotes: string,
  ): Promise<ServiceResult<SubscriptionRequest>>;
  readTransports(): Promise<ServiceResult<Transport[]>>;
  listAudit(): Promise<ServiceResult<AuditEntry[]>>;

  listUsers(): Promise<ServiceResult<User[]>>;
  createUser(input: NewUserInput): Promise<ServiceResult<User>>;
  updateUser(uid: string, changes: UserChanges): Promise<ServiceResult<User>>;
  deleteUser(uid: string): Promise<ServiceResult<null>>;
  associatedUsers(): Promise<ServiceResult<AssociatedGroup[]>>;

  createTestAccounts(types: readonly UserType[]): Promise<ServiceResult<User[]>>;
  createTestPatients(
    orgId: string,
    count: number,
    run?: LongRun,
  ): Promise<ServiceResult<LongRunSummary>>;
  createTestNotifications(role: NotificationRole, count?: number): Promise<ServiceResult<number>>;
  createTestTransports(
    accountUid: string,
    count: number,
    run?: LongRun,
  ): Promise<ServiceResult<LongRunSummary>>;
  counts(): Promise<ServiceResult<AdminCounts>>;
  cleanupTestTransports(run?: LongRun): Promise<ServiceResult<LongRunSummary>>;
  migrate(run?: LongRun): Promise<ServiceResult<MigrationSummary & { summary: string }>>;
  readCounters(): Promise<ServiceResult<CounterRow[]>>;
  initCounters(): Promise<ServiceResult<CounterRow[]>>;
  resetCounter(name: string): Promise<ServiceResult<CounterRow>>;
  connectionTest(): Promise<ServiceResult<ProbeTiming[]>>;
  /** Issue 13: founders' subscriptions onto their organisations where an older approval left none. */
  carrySubscriptions(run?: LongRun): Promise<ServiceResult<LongRunSummary>>;
  /** The contact form's messages, newest first (readable ones only). */
  listContactMessages(): Promise<ServiceResult<ReceivedContact[]>>;
}

/** Builds the port for the signed-in admin; loaded on demand, so the app shell never carries the back-office. */
export type AdminPortFactory = (actor: AdminActor) => Promise<AdminPort>;
