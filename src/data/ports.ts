/**
 * Ports (ARCHITECTURE §2, §5): what the sync engine and the UI need from the outside world, with no Dexie, no
 * Firebase and no React in sight. Adapters: src/data/local (Dexie mirror + outbox; the embedded demo backend)
 * and src/data/remote (Firestore). src/sync talks to these interfaces only.
 */
import type { Team } from '@/domain/organisation/team';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { AssociatedUser } from '@/domain/user/associated-user';
import type { Notification } from '@/domain/notification/notification';
import type { Message } from '@/domain/messages/message';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { UserType } from '@/domain/shared/role';
import type { Patient } from '@/domain/patient/patient.schema';
import type { PatientLink } from '@/domain/patient/patient-link';
import { entityKeyOf, type Operation, type OperationKind } from '@/domain/sync/operation';
import type { Checkpoint, ServerTimestamp } from '@/domain/sync/server-timestamp';
import type {
  NewSubscriptionRequest,
  SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import type { Place } from '@/domain/geocoding/place';
import type { AwardEntry, AwardRecord } from '@/domain/award/award-log';
import type { AwardPeriod } from '@/domain/award/award-months';
import type { EscalationDelays } from '@/domain/award/escalation-schedule';
import type { Refusal } from '@/domain/transport/refusal';
import type { Transport } from '@/domain/transport/transport.schema';
import type {
  PrescriptionScan,
  StoredPrescriptionScan,
} from '@/domain/transport/prescription-scan';
// Issue 23 item 4 (proof of service): the patient's signature.
import type { RideSignature, StoredRideSignature } from '@/domain/transport/ride-signature';
import type { Viewer } from '@/domain/transport/visibility';
import type { Membership } from '@/domain/organisation/membership';
import type { UserDocument } from '@/domain/user/new-profile';
import type { Invitation, InvitationAnswer } from '@/domain/organisation/join-organisation';
import type {
  OrganisationIdentity,
  StoredIdentity,
} from '@/domain/organisation/organisation-identity';
import type { User } from '@/domain/user/user';
import type {
  OrganisationContact,
  OrganisationContactInput,
} from '@/domain/organisation/organisation-contact';

export type { Viewer };

// ─── Time, order and identity ────────────────────────────────────────────────────────────────────────────

export type { Checkpoint, ServerTimestamp };

/** A parsed remote document with the server time of its last write (its place in pull order). */
export interface RemoteDocument<T> {
  id: string;
  data: T;
  syncTs: ServerTimestamp;
  /**
   * The viewer could see this document before and no longer may (a request taken by another company, or
   * cancelled while waiting): the device drops its copy. Without it, that copy would wait forever on the phone.
   */
  removed?: boolean;
}

export interface Page<T> {
  documents: RemoteDocument<T>[];
  /** Position after the last document of this page; equal to the input when the page is empty. */
  checkpoint: Checkpoint | null;
  /** True when the page was full, i.e. there may be more right away. */
  hasMore: boolean;
}

export type Unsubscribe = () => void;

// ─── Errors ──────────────────────────────────────────────────────────────────────────────────────────────

export const REMOTE_ERROR_CODES = [
  'unavailable', // offline, server unreachable: retry with backoff
  'deadline-exceeded',
  'aborted', // transaction contention
  'resource-exhausted',
  'unauthenticated', // wait for a fresh token, then retry
  'permission-denied', // permanent: keep and show, never drop
  'invalid-argument', // permanent
  'not-found', // permanent for this operation
  'internal',
] as const;
export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[number];

const RETRYABLE: ReadonlySet<RemoteErrorCode> = new Set([
  'unavailable',
  'deadline-exceeded',
  'aborted',
  'resource-exhausted',
  'unauthenticated',
  'internal',
]);

/** Every adapter failure crosses the port as a RemoteError, whatever the SDK threw. */
export class RemoteError extends Error {
  override name = 'RemoteError';
  constructor(
    readonly code: RemoteErrorCode,
    message: string,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.code);
  }
}

// ─── Operations (what the outbox carries) ────────────────────────────────────────────────────────────────

/** One user action, idempotent by opId (schemas and FIFO key in src/domain/sync/operation). */
export type RemoteOperation = Operation;
export type RemoteOperationKind = OperationKind;
export { entityKeyOf };

/**
 * What the remote did with an operation. `document` is the entity as the server now holds it. A replay of an
 * operation the server had refused answers 'duplicate': the stored history entry (applied: false) says so, and
 * the local store turns it back into a refusal.
 */
export type PushOutcome = (
  | { status: 'applied'; document: RemoteDocument<Transport> | null }
  | { status: 'duplicate'; document: RemoteDocument<Transport> | null }
  | { status: 'refused'; refusal: Refusal; document: RemoteDocument<Transport> | null }
) & {
  /**
   * patient.create only: the patient as stored, under its counter number (« patient_0042 ») with `local_id` =
   * the device's id — for a replay too, so the device always learns the number. `document` is null then.
   */
  patient?: RemoteDocument<Patient> | null;
  /** message.send only: the message as stored (server time set), for a replay too. `document` is null then. */
  message?: RemoteDocument<Message> | null;
  /**
   * The ride has left the viewer's sight (another company took it, the clinic withdrew it): the device drops its
   * copy once nothing of the user's is still waiting on it. The refusal itself stays listed.
   */
  gone?: boolean;
  /**
   * profile.update only: the user's profile as the server now holds it (refusals too), so the device's copy
   * follows the server's with its own unsynced changes on top.
   */
  profile?: User | null;
};

// ─── Remote data port ────────────────────────────────────────────────────────────────────────────────────

export type PulledCollection = 'transports' | 'notifications' | 'patients' | 'messages';

/**
 * The server. Two adapters hold the same contract (tests/data/remote-contract): Firestore, and the embedded demo
 * backend (IndexedDB shared by the tabs of one browser, unreachable while offline).
 */
export interface RemotePort {
  /**
   * Applies one operation in one server transaction, checking it against the server's current state. `known`: the
   * ride as this device last knew it from the server (LocalStorePort.knownServerRide) — a hint a backend may use to
   * save its reads (Firestore: a write the rules then judge against the stored ride, read only if they refuse it);
   * it never changes what is decided. Omitted (tests, other operations): the backend reads everything.
   */
  push(op: RemoteOperation, viewer: Viewer, known?: Transport | null): Promise<PushOutcome>;
  /**
   * Transports visible to the viewer whose (syncTs, id) is after the checkpoint, oldest first — plus, as
   * `removed`, those of its scope (its transport types) that it may no longer see.
   */
  pullTransports(viewer: Viewer, after: Checkpoint | null, limit: number): Promise<Page<Transport>>;
  /**
   * Notifications addressed to the viewer (domain isNotificationFor) whose (syncTs, id) is after the checkpoint,
   * oldest first; expired ones are left out. The push of a transport operation writes its notifications in the
   * same server transaction as the transport, with the same server time, so they arrive with it.
   */
  pullNotifications(
    viewer: Viewer,
    after: Checkpoint | null,
    limit: number,
  ): Promise<Page<Notification>>;
  /**
   * Patient records the viewer may read (domain isPatientVisibleTo: a clinic its organisation's, an admin all)
   * whose (syncTs, id) is after the checkpoint, oldest first. Other roles get empty pages. A malformed document is
   * skipped (logged) but still moves the checkpoint.
   */
  pullPatients(viewer: Viewer, after: Checkpoint | null, limit: number): Promise<Page<Patient>>;
  /**
   * Messages of the conversations the viewer takes part in (its organisation is one of the two parties; an admin:
   * all) whose (syncTs, id) is after the checkpoint, oldest first. Messages are immutable: each arrives once.
   */
  pullMessages(viewer: Viewer, after: Checkpoint | null, limit: number): Promise<Page<Message>>;
  /**
   * Calls back (without data) whenever something the viewer may see changed, transports, notifications or
   * patients: a doorbell for pulls.
   */
  watch(viewer: Viewer, onChange: () => void): Unsubscribe;
  /**
   * Issue 13: whether the viewer still belongs to the organisation their profile names, and with which member role,
   * as the server decides it (a removed member is refused the organisation's data). A chauffeur's device must
   * know its member role before it pulls: the rules only answer a query restricted to the rides assigned to them.
   */
  membership(viewer: Viewer): Promise<Membership>;
  /**
   * Issue 13: the ids of the rides the server assigns to the viewer now (a chauffeur; no checkpoint) that may still
   * be reassigned (domain ASSIGNABLE_STATES). A ride
   * reassigned to a colleague leaves the chauffeur's pull query without a word: the device compares its copies with
   * this set (domain ridesAssignedAway).
   */
  assignedRideIds(viewer: Viewer): Promise<string[]>;
  /**
   * Issue 22: stores the scan of a ride's prescription, replacing any — by the requesting clinic only
   * (permission-denied otherwise, and while the ride itself has not reached the server).
   */
  pushPrescriptionScan(scan: PrescriptionScan, viewer: Viewer): Promise<void>;
  /**
   * Issue 22: the scan of a ride's prescription, for the readers of its private part (the clinic, the accepted
   * company); null when none was filed; permission-denied for anyone else.
   */
  prescriptionScan(transportId: string, viewer: Viewer): Promise<StoredPrescriptionScan | null>;
  // ─── Issue 23 item 4 (proof of service) ───
  /**
   * Stores the signature taken at a ride's arrival, once — by a member of the accepted company only
   * (permission-denied otherwise, and while the ride itself has not reached the server). Sending the same
   * signature again (same device time) succeeds without writing; another one is refused (invalid-argument).
   */
  pushRideSignature(signature: RideSignature, viewer: Viewer): Promise<void>;
  /** The ride's signature for the clinic and the accepted company; null when none; permission-denied otherwise. */
  rideSignature(transportId: string, viewer: Viewer): Promise<StoredRideSignature | null>;
  // ── Issue 23, the award log (domain: award/award-log.ts) ──
  /**
   * Records the viewer's company's answer to a request — its offer, its opening, its refusal with a reason — once
   * each, stamped by the server; online only (best effort: the caller ignores a failure, the next view records it).
   * permission-denied when the rules refuse it (not a member, a type it does not serve, outside the open zone).
   */
  recordAward(record: AwardRecord, viewer: Viewer): Promise<void>;
  /** The award entries of one ride the viewer may read (its clinic: every company's; a company: its own). */
  awardEntries(rideId: string, viewer: Viewer): Promise<AwardEntry[]>;
  /**
   * The monthly figures' entries: those the viewer may read (its clinic's requests, or its company's own) offered
   * within `period` (a range on the server's offered_at), never the whole log.
   */
  awardEntriesBetween(period: AwardPeriod, viewer: Viewer): Promise<AwardEntry[]>;
}

// ─── Local store port (implemented by src/data/local) ────────────────────────────────────────────────────

/**
 * 'held': decided but inside its undo window (« Acceptation dans 5 secondes… »): kept on the device at once so
 * closing the tab cannot lose it, not shown in the view, not sent before `nextAttemptAt` (the window's end).
 */
export type OutboxState = 'held' | 'pending' | 'inflight' | 'refused' | 'failed';

export interface OutboxEntry {
  /** Local insertion order; FIFO per entity follows it. */
  seq: number;
  opId: string;
  entityKey: string;
  op: RemoteOperation;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the entry is not retried (backoff). */
  nextAttemptAt: number;
  createdAt: number;
  lastError: string | null;
  /** Set when the server refused the change (state 'refused'): French, shown to the user. */
  refusal: Refusal | null;
}

/**
 * The device's durable store as the sync engine sees it. Each method is one local transaction, so a crash
 * leaves either the before or the after, never half (property P6).
 */
/** What the sync indicator counts in the device outbox. */
export interface OutboxCounts {
  pending: number;
  refused: number;
  failed: number;
}

/**
 * The counts as every tab hears them (watchCounts), with when the leading tab will try the waiting changes again:
 * a follower tab's indicator says « Nouvel essai à … » too.
 */
export interface WatchedCounts extends OutboxCounts {
  nextRetryAt: number | null;
}

export interface LocalStorePort {
  /** Heads of each entity's FIFO that are pending and due at `now` (entities blocked by a failed head excluded). */
  drainable(now: number, limit: number): Promise<OutboxEntry[]>;
  /** The pushes start: each pending entry given goes in flight, counted as an attempt — all in one write. */
  markInflight(seqs: readonly number[]): Promise<void>;
  /** Issue 24: the ride as the server last answered it on this device (its server copy), null when none. */
  knownServerRide(transportId: string): Promise<Transport | null>;
  /** Records the server's answer: removes the entry (or keeps it as 'refused'), stores the server's document. */
  settle(seq: number, outcome: PushOutcome): Promise<void>;
  /** Transient failure: back to pending with a later attempt time. */
  scheduleRetry(seq: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Permanent failure: kept, shown, blocks only its own entity until the user acts. */
  markFailed(seq: number, error: string): Promise<void>;
  /** Entries left 'inflight' by a closed tab go back to pending at start (their push may or may not have landed). */
  recoverInflight(): Promise<number>;
  /** Stores a pulled page and its checkpoint together; pending local changes are re-applied on top. */
  applyPulled(collection: 'transports', page: Page<Transport>): Promise<void>;
  applyPulled(collection: 'notifications', page: Page<unknown>): Promise<void>;
  applyPulled(collection: 'patients', page: Page<Patient>): Promise<void>;
  /** A pulled page of messages and its checkpoint. */
  applyPulledMessages(page: Page<Message>): Promise<void>;
  checkpoint(collection: PulledCollection): Promise<Checkpoint | null>;
  pendingCount(): Promise<number>;
  /** Changes the server refused (kept, shown) and those that failed permanently (blocking their entity). */
  problemCounts(): Promise<{ refused: number; failed: number }>;
  /**
   * Issue 25: calls back with the outbox counts now and whenever they change — written by this tab or another tab
   * of the device — so a tab that does not lead the sync shows the drain's progress within a second, not at its
   * next timer.
   */
  watchCounts(listener: (counts: WatchedCounts) => void): Unsubscribe;
  /** The leading tab's next try of the waiting changes (null: none announced), heard by every tab's watchCounts. */
  announceRetry(at: number | null): Promise<void>;
  /**
   * Issue 13: the user no longer belongs to their organisation — drops its rides, patient records, notifications,
   * checkpoints and the outbox (the server would refuse every entry) in one transaction.
   */
  forgetOrganisation(): Promise<void>;
  /**
   * Issue 22: the prescription scans taken on this device and not yet on the server (kept with the outbox: the
   * user's unsent work), oldest first; `scanSent` lets one go once the server holds it.
   */
  pendingScans(): Promise<PrescriptionScan[]>;
  scanSent(transportId: string): Promise<void>;
  // ─── Issue 23 item 4 (proof of service) ───
  /**
   * The signatures taken on this device and not yet on the server, oldest first (Dexie v9 `pendingSignatures`);
   * `signatureSent` marks one as held by the server (the phone keeps showing the ride as signed).
   */
  pendingSignatures(): Promise<RideSignature[]>;
  signatureSent(transportId: string): Promise<void>;
  /**
   * Issue 13: drops the rides held as `driverUid`'s that are not in `stillAssigned` (domain ridesAssignedAway),
   * except those with a change still waiting to be sent, and remembers them for the ride screen's notice. Answers
   * the ids dropped.
   */
  dropRidesAssignedAway(driverUid: string, stillAssigned: readonly string[]): Promise<string[]>;
  /**
   * Issue 13: records the rides the server now assigns to this chauffeur; when one is new to the device, the
   * messages checkpoint is reset in the same transaction so its earlier conversation is pulled (domain
   * thread-backfill.ts). Answers whether it was.
   */
  noteAssignedRides(assigned: readonly string[]): Promise<boolean>;
}

// ─── Connectivity and coordination (browser adapters in src/data/local/platform) ────────────────────────

export interface ConnectivityPort {
  isOnline(): boolean;
  /** Calls back with the new state on every online/offline change. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}

/** Exclusive leadership across the tabs of one browser (Web Locks), with nudges from followers. */
export interface LeaderPort {
  /** Runs `whileLeader` once this tab holds the lock; the lock is released when the returned promise settles. */
  acquire(name: string, whileLeader: (signal: AbortSignal) => Promise<void>): Unsubscribe;
  /** Asks whichever tab leads to drain now (BroadcastChannel). */
  nudge(name: string): void;
  onNudge(name: string, listener: () => void): Unsubscribe;
}

// ─── Auth port ───────────────────────────────────────────────────────────────────────────────────────────

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
}

export interface AuthPort {
  readonly kind: 'firebase' | 'demo';
  /** `onError` receives failures of the auth service itself (not of a sign-in attempt). */
  onAuthStateChanged(
    listener: (user: AuthUser | null) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string, displayName?: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Issue 20: sends the address-verification e-mail to the signed-in user again (sign-up with e-mail and password
   * sends the first one). Demo auth: nothing to send, its accounts are taken as verified.
   */
  sendVerificationEmail(): Promise<void>;
  /**
   * Issue 20: reloads the signed-in user from the auth service and refreshes its token, so that a link followed
   * elsewhere reaches the security rules (token claim email_verified); answers whether the address is verified now.
   * Demo auth: always true.
   */
  checkEmailVerified(): Promise<boolean>;
  /**
   * Re-authenticates with the current password, then sets the new one. Failures cross as errors carrying the
   * service's `code` (wrong password, weak password, too many attempts). The demo personas have no password
   * worth changing: their port rejects with `auth/operation-not-supported-in-this-environment` and the account
   * page says why instead of offering the form.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Re-authenticates with the current password; answers the new sign-in time (epoch ms). Demo: rejects. */
  reauthenticate(currentPassword: string): Promise<number>;
  /**
   * When the current session signed in (epoch ms, the token's auth_time); null if unknown — always for a demo
   * persona, whose sessions live in one browser and cannot be revoked from another.
   */
  sessionStartedAt(): Promise<number | null>;
}

// ─── Profiles (users collection; mirrored locally so a driver starting offline keeps their profile) ─────

export interface ProfilePort {
  /** The signed-in user's profile, or null when no users document exists. */
  load(user: AuthUser): Promise<User | null>;
  /**
   * Writes the users document created at sign-up (document id = uid). A company or clinic account is written
   * awaiting its organisation (domain join-organisation): it neither joins nor founds one yet.
   */
  create(profile: UserDocument): Promise<User>;
  /**
   * Issue 20: the invitation an awaiting account is asked to answer — an organisation listing its verified e-mail,
   * open (neither joined nor declined) — or null. Never joins anything.
   */
  invitation(profile: User): Promise<Invitation | null>;
  /**
   * Issue 20: the awaiting account's answer, in one server transaction. Accept: the profile joins the organisation
   * (its kind, id and name) and the listed entry names the uid, role unchanged. Decline: the organisation records
   * the refusal and the account founds its own organisation, with the identity the answer carries. Resolves to
   * the profile as stored.
   */
  answerInvitation(profile: User, invitation: Invitation, answer: InvitationAnswer): Promise<User>;
  /**
   * Issue 20: an awaiting account that no organisation invites founds its own (numbered from its counter). Issue
   * 25: named and identified as declared (parsed by organisation-identity.ts); the profile's company_name becomes
   * the organisation's name.
   */
  foundOrganisation(profile: User, identity: OrganisationIdentity): Promise<User>;
  /** Merge-writes some fields (undefined values stripped) and returns the profile as stored. */
  merge(uid: string, changes: Record<string, unknown>): Promise<User>;
  /**
   * The card (name, phone, base) of the viewer's own organisation document; null when it has none or it cannot
   * be read now (offline); callers then say the base is unknown.
   */
  organisation(viewer: {
    role: UserType;
    orgId: string;
    /** Whose device copy to use offline (the card is mirrored per user); without it, no copy is read. */
    uid?: string;
  }): Promise<OrganisationCard | null>;
  /**
   * Follows the user's profile as the server holds it (an admin approving a subscription, another tab saving):
   * calls back with each new version, never while offline.
   */
  watch(uid: string, onProfile: (profile: User) => void): Unsubscribe;
}

// ─── Organisation (issue 13: members and fleet; online-only writes) ─────────────────────────────────────

export interface OrganisationPort {
  /** The viewer's organisation with its members; null when it has none (patients, admins, missing document). */
  loadTeam(viewer: Viewer): Promise<Team | null>;
  /** Replaces the members (associatedUsers and the rules' e-mail index). Offline: « Connexion requise ». */
  saveMembers(viewer: Viewer, members: readonly AssociatedUser[]): Promise<void>;
  listVehicles(viewer: Viewer): Promise<Vehicle[]>;
  saveVehicle(viewer: Viewer, vehicle: Vehicle): Promise<void>;
  deleteVehicle(viewer: Viewer, vehicleId: string): Promise<void>;
  /** The organisation's phone and base as the settings form shows them (issue 15); null without a document. */
  loadContact(viewer: Viewer): Promise<OrganisationContactInput | null>;
  /** Writes the phone and base; a responsable (or an admin) only. Offline: « Connexion requise ». */
  saveContact(viewer: Viewer, contact: OrganisationContact): Promise<void>;
  /** Issue 25: the name, address, SIRET and FINESS the document holds; null without a document. */
  loadIdentity(viewer: Viewer): Promise<StoredIdentity | null>;
  /** Issue 25: completes or corrects the identity; a responsable (or an admin) only. Offline: « Connexion requise ». */
  saveIdentity(viewer: Viewer, identity: OrganisationIdentity): Promise<void>;
  // ── Issue 23 (award follow-up): a clinic's escalation delays, on its organisation document ──
  /** The delays the clinic's document holds; null when it holds none (or for a company). */
  loadEscalationDelays(viewer: Viewer): Promise<EscalationDelays | null>;
  /** Writes them; a clinic's responsable (or an admin) only. Offline: « Connexion requise ». */
  saveEscalationDelays(viewer: Viewer, delays: EscalationDelays): Promise<void>;
}

// ─── Subscription requests (collection subscriptionRequests; the back-office processes them) ──────────────

export interface SubscriptionRequestPort {
  /**
   * Files the signed-in user's pending request under its transfer reference (the document id). Needs the network:
   * a request is an exchange with the admin, not a change the device can hold. Refusals cross as RemoteError.
   */
  create(request: NewSubscriptionRequest): Promise<SubscriptionRequest>;
  /** The user's own requests, newest first. */
  listMine(uid: string): Promise<SubscriptionRequest[]>;
}

// ─── Patient links (issue 20: a patient follows the rides a clinic books for them; online-only) ───────────

/**
 * The links between clinics' patient records and the signed-in patient's account (domain: patient-link.ts). The
 * caller is the session's account, as Firestore knows request.auth: its verified e-mail says which proposals are
 * addressed to it. Needs the network; refusals cross as RemoteError.
 */
export interface PatientLinkPort {
  /** The links addressed to the signed-in account or naming it (proposed, accepted, declined), newest first. */
  listMine(): Promise<PatientLink[]>;
  /**
   * Accepts or declines a proposed link (record id). Accepting also marks the record's rides booked so far as the
   * patient's (global_patient_id), so they reach his device at the next pull. Answers the link as stored.
   */
  answer(recordId: string, accept: boolean): Promise<PatientLink>;
}

// ─── Geocoding (issue 22: addresses that locate, online and offline) ──────────────────────────────────────

/**
 * Suggestions for what the user typed in an address field, best first. Adapters: the Base Adresse Nationale
 * (src/data/remote/ban-geocoder, online; failures cross as RemoteError), the bundled communes table and the
 * organisation's address book (src/data/local/geocoding, offline), and their layering (layered-geocoder).
 */
export interface GeocoderPort {
  search(query: string, limit: number): Promise<Place[]>;
}

/** The places the organisation used before, kept on the device with their coordinates. */
export interface AddressBookPort extends GeocoderPort {
  /** Records one more use of a picked place (a place without commune is not kept). */
  remember(place: Place): Promise<void>;
}
