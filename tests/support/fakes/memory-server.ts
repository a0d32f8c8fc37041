import {
  mayReadSignature,
  mayRecordSignature,
  rideSignatureProblem,
  sameSignature,
  SIGNATURE_MESSAGES,
  type RideSignature,
  type StoredRideSignature,
} from '@/domain/transport/ride-signature';
import { inAssignedSet } from '@/domain/transport/reassigned-away';
import {
  awardEntryId,
  decideAwardRecord,
  type AwardEntry,
  type AwardRecord,
} from '@/domain/award/award-log';
import {
  AWARD_MESSAGES,
  awardRecordProblem,
  mayReadRide,
  rideStepMinutes,
} from '@/domain/award/award-permission';
import { widenedSince } from '@/domain/award/escalation-schedule';
import { inPeriod, type AwardPeriod } from '@/domain/award/award-months';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import { MemoryMessages } from './memory-messages';
import type { Message } from '@/domain/messages/message';
import { membershipOf, type Membership } from '@/domain/organisation/membership';
import type { StaffCompany } from '@/domain/organisation/staff-documents';
import type { Vehicle } from '@/domain/organisation/vehicle';
import {
  RemoteError,
  type Checkpoint,
  type Page,
  type PushOutcome,
  type RemoteDocument,
  type RemoteOperation,
  type Unsubscribe,
  type Viewer,
} from '@/data/ports';
import type { Counter } from '@/domain/counter/counter';
import type { CounterName } from '@/domain/ids/counter-names';
import { isNotificationFor } from '@/domain/notification/audience';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import { readFor, type Notification } from '@/domain/notification/notification';
import type { EventNotification } from '@/domain/notification/transport-events';
import { holdsPatientRecords, isPatientVisibleTo } from '@/domain/patient/patient-access';
import type { Patient } from '@/domain/patient/patient.schema';
import type { Clock } from '@/domain/shared/clock';
import {
  checkOperation,
  type MessageSendOperation,
  type Operation,
  type PatientCreateOperation,
  type TransportOperation,
} from '@/domain/sync/operation';
import {
  compareCheckpoints,
  compareServerTimestamps,
  isAfterCheckpoint,
  millisToServerTimestamp,
  serverTimestampToMillis,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import { accountRefusal, accountStanding } from '@/domain/subscription/account-standing';
import type { TransportWrites } from '@/domain/sync/transport-decision';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { asSeenBy } from '@/domain/transport/transport-privacy';
import {
  mayReadPrescriptionScan,
  mayUploadPrescriptionScan,
  PRESCRIPTION_SCAN_MESSAGES,
  prescriptionScanProblem,
  type PrescriptionScan,
  type StoredPrescriptionScan,
} from '@/domain/transport/prescription-scan';
import type { Transport } from '@/domain/transport/transport.schema';
import { canRoleSeeTransportType, isVisibleTo } from '@/domain/transport/visibility';
import { isWaiting } from '@/domain/transport/transport-status';
import {
  answerPatientLink,
  byNewestLink,
  claimsRide,
  isAddressedTo,
  type PatientAccount,
  type PatientLink,
} from '@/domain/patient/patient-link';
import { ownOrganisationDocument } from '@/domain/organisation/organisation-card';
import { toOutcome } from '@/server/push-outcome';
import { checkPatientCreation, patientPush, type PatientReads } from '@/server/patient-push';
import { notificationReadPush } from '@/server/notification-read';
import { runSync, type SyncReads } from '@/server/transaction';
import { transportPush, type TransportReads } from '@/server/transport-push';
import { MemoryProfiles } from './memory-profiles';

export interface CommitRecord {
  opId: string;
  before: Transport | null;
  after: Transport;
}

interface Watcher {
  viewer: Viewer;
  onChange: () => void;
}

type ReadOperation = Extract<Operation, { kind: 'notification.read' }>;

const positionOf = (doc: RemoteDocument<unknown>): Checkpoint => ({ ts: doc.syncTs, id: doc.id });

/**
 * The stored documents strictly after the checkpoint, in (syncTs, id) order, each as the viewer receives it
 * (`shownAs`: null when not at all), `limit` at most. A page size that is not a positive integer is refused, as
 * the real adapters refuse it.
 */
function pageOf<T>(
  docs: Iterable<RemoteDocument<T>>,
  shownAs: (doc: RemoteDocument<T>) => RemoteDocument<T> | null,
  from: Checkpoint | null,
  limit: number,
): Page<T> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RemoteError(
      'invalid-argument',
      'La taille de page demandée doit être un entier positif.',
    );
  }
  const documents = [...docs]
    .filter((doc) => isAfterCheckpoint(positionOf(doc), from))
    .sort((a, b) => compareCheckpoints(positionOf(a), positionOf(b)))
    .flatMap((doc) => shownAs(doc) ?? [])
    .slice(0, limit);
  const last = documents.at(-1);
  return {
    documents: structuredClone(documents),
    checkpoint: last === undefined ? from : positionOf(last),
    hasMore: documents.length === limit,
  };
}

/** Firestore keeps microseconds: two commits in the same millisecond still get increasing times. */
function after(ts: ServerTimestamp): ServerTimestamp {
  const nanoseconds = ts.nanoseconds + 1000;
  return nanoseconds >= 1e9
    ? { seconds: ts.seconds + 1, nanoseconds: nanoseconds - 1e9 }
    : { seconds: ts.seconds, nanoseconds };
}

/** The domain's shape check, as the real adapters run it; a malformed operation is refused for good. */
function validOperation(op: RemoteOperation): Operation {
  const checked = checkOperation(op);
  if (!checked.ok) throw new RemoteError('invalid-argument', checked.error);
  return checked.op;
}

const denied = (reason: string) => new RemoteError('permission-denied', reason);

/** A provider may have held a copy of any transport of its types while it waited: it is told when it left. */
const isInProviderScope = (transport: Transport, viewer: Viewer) =>
  (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
  canRoleSeeTransportType(viewer.role, transport.type_transport);

/**
 * The server state behind MemoryRemote, deciding as the real adapters do: every transport operation through the
 * domain's decideTransportPush (numbering from the counters it holds), notifications from the decision's writes,
 * per-user « lu » (markedReadBy / readFor), rides handed out as each viewer may hold them (asSeenBy) with `removed`
 * entries for providers, patients numbered like the demo backend. One operation is one transaction: it writes all
 * under one new syncTs, or nothing. (syncTs, id) pull order, a doorbell per watcher, and every read hands out
 * copies, like a network would. It passes the Remote contract (memory-remote.contract.test.ts).
 *
 * Rides are stored whole (no shared / identity split): the decision's `identityChanged` and `offer` are
 * Firestore's storage concerns and have no counterpart here.
 */
export class MemoryServer {
  private readonly docs = new Map<string, RemoteDocument<Transport>>();
  /** Written with their transport, same syncTs, as the real adapters do in one transaction. */
  private readonly notificationDocs = new Map<string, RemoteDocument<Notification>>();
  private readonly patientDocs = new Map<string, RemoteDocument<Patient>>();
  /** patientLinks/{record id} (issue 20), proposed with their record. */
  private readonly links = new Map<string, PatientLink>();
  /** Counter documents by name, read and written by the transaction that numbers a document. */
  private readonly counters = new Map<CounterName, Counter>();
  /** Organisation documents by `collection/id`, read by the transaction that names a ride after one. */
  private readonly organisations = new Map<string, unknown>();
  private readonly watchers = new Set<Watcher>();
  private lastTs: ServerTimestamp = { seconds: 0, nanoseconds: 0 };
  readonly commits: CommitRecord[] = [];
  /** Ids of the notifications a « lu » reached, whoever sent it. */
  readonly readNotifications = new Set<string>();

  constructor(private readonly clock: Clock) {}

  /** Stores an organisation document as given (fixtures), as sign-up and its owner leave it. */
  seedOrganisation(collection: string, id: string, data: unknown): void {
    this.organisations.set(`${collection}/${id}`, structuredClone(data));
  }

  /**
   * Stores documents as given, outside any operation (fixtures). With `syncTs` they all share it, as the writes
   * of one server batch do; 'one-batch' shares the next server time.
   */
  seed(transports: readonly Transport[], syncTs?: ServerTimestamp | 'one-batch'): void {
    const shared = syncTs === 'one-batch' ? this.nextTs() : syncTs;
    for (const transport of transports) {
      const ts = shared ?? this.nextTs();
      if (compareServerTimestamps(ts, this.lastTs) > 0) this.lastTs = ts;
      this.docs.set(transport.id, {
        id: transport.id,
        data: structuredClone(transport),
        syncTs: ts,
      });
    }
  }

  /** Organisation documents (members) and fleet vehicles by id, as the assignment check reads them. */
  private readonly companies = new Map<string, StaffCompany>();
  private readonly vehicles = new Map<string, Vehicle>();

  /** Stores an organisation's members and vehicles, outside any operation (fixtures). */
  seedStaff(orgId: string, company: StaffCompany, vehicles: readonly Vehicle[]): void {
    this.companies.set(orgId, structuredClone(company));
    for (const vehicle of vehicles) this.vehicles.set(vehicle.id, structuredClone(vehicle));
  }

  /** The users documents (profile.update). */
  readonly profiles = new MemoryProfiles();

  commit(op: RemoteOperation, asked: Viewer): PushOutcome {
    const valid = validOperation(op);
    const viewer = this.serverViewer(asked);
    const refusal = this.standingRefusal(valid, viewer);
    if (refusal !== null) throw denied(refusal);
    switch (valid.kind) {
      case 'profile.update':
        return this.profiles.update(valid, viewer, this.clock.now());
      case 'notification.read':
        return this.markRead(valid, viewer);
      case 'patient.create':
        return this.createPatient(valid, viewer);
      case 'message.send':
        return this.sendMessage(valid, viewer);
      default:
        return this.pushTransport(valid, viewer);
    }
  }

  /**
   * Issue 21 (domain accountRefusal): an account an admin switched off writes nothing; filing, accepting, assigning
   * and messaging need access now — judged from the stored profile and its organisation's document. A viewer the
   * fake holds no profile for (tests that do not model users) is not judged; Firestore would deny it outright.
   */
  private standingRefusal(op: RemoteOperation, viewer: Viewer): string | null {
    const profile = this.profiles.read(viewer.uid);
    if (profile === null) return null;
    const named = ownOrganisationDocument({ role: profile.userType, orgId: profile.orga_id });
    const stored = named && this.organisations.get(`${named.collection}/${named.id}`);
    const organisation = stored ? readOrganisationCard(stored) : null;
    return accountRefusal(op, accountStanding(profile, organisation, this.clock.now()));
  }

  /** Issue 13: the viewer's membership from the stored organisation document and their stored e-mail. */
  membership(viewer: Viewer): Membership {
    const company = this.companies.get(viewer.orgId) ?? null;
    const email = this.profiles.read(viewer.uid)?.email ?? null;
    return membershipOf(viewer.role, company, { uid: viewer.uid, email });
  }

  /** The viewer as the server judges writes: its member role and removal from the server, not the device. */
  private serverViewer(viewer: Viewer): Viewer {
    const membership = this.membership(viewer);
    if (membership.status === 'removed') return { ...viewer, memberRole: null, removed: true };
    return membership.status === 'member' ? { ...viewer, memberRole: membership.role } : viewer;
  }

  /** The viewer as the server scopes reads: its member role from the server; null for a removed member. */
  private scoped(viewer: Viewer): Viewer | null {
    const membership = this.membership(viewer);
    if (membership.status === 'removed') return null;
    return membership.status === 'member' ? { ...viewer, memberRole: membership.role } : viewer;
  }

  /** Issue 13: the rides assigned to the viewer now that may still be reassigned (as assigned-rides.ts answers). */
  assignedRideIds(asked: Viewer): string[] {
    const viewer = this.scoped(asked);
    if (viewer === null) return [];
    return [...this.docs.values()]
      .map((doc) => doc.data)
      .filter((ride) => inAssignedSet(ride, viewer))
      .map((ride) => ride.id);
  }

  private readonly scans = new Map<string, StoredPrescriptionScan>();

  /** Issue 22: transportPrescriptions/{id}, decided by the domain as the rules and the demo backend decide. */
  storeScan(scan: PrescriptionScan, asked: Viewer): void {
    const problem = prescriptionScanProblem(scan);
    if (problem !== null) throw new RemoteError('invalid-argument', problem);
    const ride = this.docs.get(scan.transportId)?.data;
    if (!ride) throw denied(PRESCRIPTION_SCAN_MESSAGES.noRide);
    const viewer = this.serverViewer(asked);
    if (viewer.removed === true || !mayUploadPrescriptionScan(ride, viewer))
      throw denied(PRESCRIPTION_SCAN_MESSAGES.notRequester);
    this.scans.set(scan.transportId, {
      ...scan,
      bytes: scan.bytes.slice(),
      uploadedAt: this.clock.now(),
    });
  }

  readScan(transportId: string, asked: Viewer): StoredPrescriptionScan | null {
    const ride = this.docs.get(transportId)?.data;
    if (!ride) return null;
    const viewer = this.serverViewer(asked);
    if (viewer.removed === true || !mayReadPrescriptionScan(ride, viewer))
      throw denied(PRESCRIPTION_SCAN_MESSAGES.notReader);
    const scan = this.scans.get(transportId);
    return scan ? { ...scan, bytes: scan.bytes.slice() } : null;
  }

  private readonly signatures = new Map<string, StoredRideSignature>();

  /** Issue 23 item 4: transportSignatures/{id}, written once, decided by the domain as the rules decide. */
  storeSignature(signature: RideSignature, asked: Viewer): void {
    const problem = rideSignatureProblem(signature);
    if (problem !== null) throw new RemoteError('invalid-argument', problem);
    const ride = this.docs.get(signature.transportId)?.data;
    if (!ride) throw denied(SIGNATURE_MESSAGES.noRide);
    if (!mayRecordSignature(ride, this.serverViewer(asked)))
      throw denied(SIGNATURE_MESSAGES.notProvider);
    const stored = this.signatures.get(signature.transportId);
    if (stored && sameSignature(stored, signature)) return;
    if (stored) throw new RemoteError('invalid-argument', SIGNATURE_MESSAGES.already);
    this.signatures.set(signature.transportId, {
      ...signature,
      bytes: signature.bytes?.slice() ?? null,
      uploadedAt: this.clock.now(),
    });
  }

  readSignature(transportId: string, asked: Viewer): StoredRideSignature | null {
    const ride = this.docs.get(transportId)?.data;
    if (!ride) return null;
    if (!mayReadSignature(ride, this.serverViewer(asked)))
      throw denied(SIGNATURE_MESSAGES.notReader);
    const signature = this.signatures.get(transportId);
    return signature ? { ...signature, bytes: signature.bytes?.slice() ?? null } : null;
  }

  // Issue 23: awardResponses, decided by the domain as the rules and the demo backend decide.
  private readonly awards = new Map<string, { entry: AwardEntry; requesterOrgId: string }>();

  private companyCard(viewer: Viewer): OrganisationCard | null {
    if (!ownsOrganisation(viewer.role)) return null;
    const stored = this.organisations.get(
      `${ORGANISATION_COLLECTIONS[viewer.role]}/${viewer.orgId}`,
    );
    return stored ? readOrganisationCard(stored) : null;
  }

  storeAward(record: AwardRecord, asked: Viewer): void {
    const ride = this.docs.get(record.rideId)?.data;
    if (!ride || ride.requester_org_id !== record.requesterOrgId)
      throw denied(AWARD_MESSAGES.closed);
    const viewer = this.serverViewer(asked);
    const card = this.companyCard(viewer);
    const now = this.clock.now();
    const problem = awardRecordProblem(ride, record, viewer, card?.base ?? null, now);
    if (problem !== null) throw denied(problem);
    const key = awardEntryId(record.rideId, viewer.orgId);
    const current = this.awards.get(key)?.entry ?? null;
    const next = decideAwardRecord(current, record, viewer.orgId, card?.name ?? null, now);
    if (next !== null)
      this.awards.set(key, { entry: next, requesterOrgId: ride.requester_org_id! });
  }

  awardEntries(wanted: { rideId: string } | { period: AwardPeriod }, asked: Viewer): AwardEntry[] {
    const viewer = this.scoped(asked);
    if (viewer === null) return [];
    return [...this.awards.values()]
      .filter(
        ({ entry, requesterOrgId }) =>
          (viewer.role === 'clinique'
            ? requesterOrgId === viewer.orgId
            : entry.orgId === viewer.orgId) &&
          ('rideId' in wanted
            ? entry.rideId === wanted.rideId
            : inPeriod(entry.offeredAt, wanted.period)),
      )
      .map(({ entry }) => ({ ...entry }));
  }

  /** The viewer's transports after the checkpoint, as they may hold them, and `removed` for those that left. */
  page(asked: Viewer, from: Checkpoint | null, limit: number): Page<Transport> {
    const viewer = this.scoped(asked);
    if (viewer === null) return { documents: [], checkpoint: from, hasMore: false };
    const now = this.clock.now();
    const base = this.companyCard(viewer)?.base ?? null;
    const readable = (ride: Transport) => mayReadRide(ride, viewer, base, now);
    const page = pageOf(
      this.docs.values(),
      (doc) => this.transportAsSeenBy(doc, viewer, readable),
      from,
      limit,
    );
    if (page.hasMore || from === null) return page;
    // Issue 23, as both backends: the requests whose zone widened to the company since the checkpoint.
    const since = serverTimestampToMillis(from.ts);
    const inPage = new Set(page.documents.map((doc) => doc.id));
    const widened = [...this.docs.values()]
      .filter(
        ({ id, data }) =>
          !inPage.has(id) &&
          isWaiting(data.etat) &&
          widenedSince(data.created_at, rideStepMinutes(data), since, now) &&
          readable(data),
      )
      .map((doc) => ({ ...doc, data: asSeenBy(doc.data, viewer) }));
    return widened.length === 0
      ? page
      : { ...page, documents: [...page.documents, ...structuredClone(widened)] };
  }

  /** The viewer's unexpired notifications after the checkpoint, `read` being theirs. */
  notificationPage(asked: Viewer, from: Checkpoint | null, limit: number): Page<Notification> {
    const viewer = this.scoped(asked);
    if (viewer === null) return { documents: [], checkpoint: from, hasMore: false };
    const now = this.clock.now();
    const shown = (doc: RemoteDocument<Notification>) =>
      isNotificationFor(doc.data, viewer) && !isNotificationExpired(doc.data, now)
        ? { ...doc, data: readFor(doc.data, viewer.uid) }
        : null;
    return pageOf(this.notificationDocs.values(), shown, from, limit);
  }

  /** The viewer's patient records after the checkpoint, in (syncTs, id) order. */
  patientPage(viewer: Viewer, from: Checkpoint | null, limit: number): Page<Patient> {
    if (!holdsPatientRecords(viewer)) return { documents: [], checkpoint: from, hasMore: false };
    const shown = (doc: RemoteDocument<Patient>) =>
      isPatientVisibleTo(doc.data, viewer) ? doc : null;
    return pageOf(this.patientDocs.values(), shown, from, limit);
  }

  patients(): RemoteDocument<Patient>[] {
    return structuredClone([...this.patientDocs.values()]);
  }

  /**
   * Every stored notification, whoever it is for. Given a reader, `read` is theirs (as they would pull it);
   * without one, `read` says whether anybody has read it (`read_by` says who).
   */
  notifications(reader?: string): RemoteDocument<Notification>[] {
    const readAs = (data: Notification) =>
      reader === undefined
        ? { ...data, read: data.read || Object.keys(data.read_by).length > 0 }
        : readFor(data, reader);
    return structuredClone(
      [...this.notificationDocs.values()].map((doc) => ({ ...doc, data: readAs(doc.data) })),
    );
  }

  watch(viewer: Viewer, onChange: () => void): Unsubscribe {
    const watcher = { viewer, onChange };
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  /** The stored ride, whole (identity included), whoever may read it. */
  document(id: string): RemoteDocument<Transport> | null {
    const doc = this.docs.get(id);
    return doc === undefined ? null : structuredClone(doc);
  }

  documents(): RemoteDocument<Transport>[] {
    return structuredClone([...this.docs.values()]);
  }

  /** The rides this viewer may see, as they may hold them (asSeenBy: no patient identity before acceptance). */
  visibleTo(viewer: Viewer): RemoteDocument<Transport>[] {
    return this.documents()
      .filter((doc) => isVisibleTo(doc.data, viewer))
      .map((doc) => ({ ...doc, data: asSeenBy(doc.data, viewer) }));
  }

  /** How many history entries, over all transports, carry this opId (P1/P2: exactly one). */
  entriesWithOpId(opId: string): number {
    return [...this.docs.values()].reduce(
      (count, doc) =>
        count + doc.data.historique_etats.filter((entry) => entry.op_id === opId).length,
      0,
    );
  }

  history(id: string): HistoryEntry[] {
    return structuredClone(this.docs.get(id)?.data.historique_etats ?? []);
  }

  private transportAsSeenBy(
    doc: RemoteDocument<Transport>,
    viewer: Viewer,
    readable: (ride: Transport) => boolean,
  ): RemoteDocument<Transport> | null {
    if (readable(doc.data)) return { ...doc, data: asSeenBy(doc.data, viewer) };
    if (isInProviderScope(doc.data, viewer)) {
      return { ...doc, data: asSeenBy(doc.data, viewer), removed: true };
    }
    return null;
  }

  /**
   * One transport operation, run by the server module (the statement both real adapters run) over this fake's
   * maps, with the counter it names; a denial writes nothing. The answer is the ride as the viewer may hold it.
   */
  private pushTransport(op: TransportOperation, viewer: Viewer): PushOutcome {
    const stored = this.docs.get(op.transportId) ?? null;
    let syncTs = this.nextTs();
    const reads: SyncReads<TransportReads> = {
      ride: () =>
        stored ? { kind: 'found', stored: stored.data, whole: true } : { kind: 'absent' },
      counter: (name) => this.counters.get(name) ?? null,
      organisation: (named) => {
        const found = this.organisations.get(`${named.collection}/${named.id}`);
        return found ? readOrganisationCard(found) : null;
      },
      patientLink: (recordId) => this.linkOf(recordId),
      staff: (assignment) => ({
        company: this.companies.get(viewer.orgId) ?? null,
        vehicle: this.vehicles.get(assignment.vehicle.id) ?? null,
      }),
      award: (key) => {
        const found = this.awards.get(awardEntryId(key.rideId, key.orgId));
        return found ? { ...found.entry } : null;
      },
      serverTime: () => {
        syncTs = this.nextTs();
        return serverTimestampToMillis(syncTs);
      },
    };
    const push = runSync(transportPush(op, viewer), reads);
    if (push.kind === 'denied') throw denied(push.reason);
    const written =
      push.writes === null ? stored : this.writeTransport(op, stored, push.writes, syncTs);
    const document =
      push.answer === null || written === null
        ? null
        : { id: op.transportId, data: push.answer, syncTs: written.syncTs };
    return toOutcome(push.result, structuredClone(document), push.gone);
  }

  private writeTransport(
    op: TransportOperation,
    before: RemoteDocument<Transport> | null,
    writes: TransportWrites,
    syncTs: ServerTimestamp,
  ): RemoteDocument<Transport> {
    this.lastTs = syncTs;
    const doc = { id: op.transportId, data: structuredClone(writes.transport), syncTs };
    this.docs.set(doc.id, doc);
    if (writes.counter !== null) {
      this.counters.set(writes.counter.name, structuredClone(writes.counter.counter));
    }
    if (writes.award !== null) {
      const { after, requesterOrgId } = writes.award;
      this.awards.set(awardEntryId(after.rideId, after.orgId), {
        entry: { ...after },
        requesterOrgId,
      });
    }
    const fresh = this.writeNotifications(writes.notifications, syncTs);
    this.commits.push({ opId: op.opId, before: before?.data ?? null, after: doc.data });
    this.ring(
      (viewer) =>
        [before?.data, doc.data].some((t) => t && isVisibleTo(t, viewer)) ||
        fresh.some((event) => isNotificationFor(event.notification, viewer)),
    );
    return doc;
  }

  /** Marks a notification read for this viewer only; reading it again is a no-op answered « duplicate ». */
  private markRead(op: ReadOperation, viewer: Viewer): PushOutcome {
    const stored = this.notificationDocs.get(op.notificationId);
    const push = runSync(notificationReadPush(op, viewer), {
      notification: () => stored?.data ?? null,
    });
    if (push.kind === 'missing' || stored === undefined) {
      throw new RemoteError('not-found', 'Cette notification n’existe pas ou a expiré.');
    }
    if (push.kind === 'denied') throw denied(push.reason);
    this.readNotifications.add(op.notificationId);
    if (push.kind === 'duplicate') return { status: 'duplicate', document: null };
    const marked = push.notification;
    const syncTs = this.nextTs();
    this.lastTs = syncTs;
    this.notificationDocs.set(stored.id, { id: stored.id, data: marked, syncTs });
    // Only the reader's own pulls change: their other devices hear of it.
    this.ring((watcher) => watcher.uid === viewer.uid);
    return { status: 'applied', document: null };
  }

  /**
   * Run by the server module (patientPush), as both real adapters: numbered from the patient counter (a number
   * already taken is skipped, never overwritten), idempotent by the device's id (local_id), with the link its
   * e-mail proposes and the organisation's « new_patient » notification.
   */
  private createPatient(op: PatientCreateOperation, viewer: Viewer): PushOutcome {
    const check = checkPatientCreation(op, viewer);
    if (!check.ok) throw new RemoteError(check.code, check.reason);
    let syncTs = this.nextTs();
    const reads: SyncReads<PatientReads> = {
      stored: (id) => {
        const previous =
          [...this.patientDocs.values()].find((doc) => doc.data.local_id === id) ??
          this.patientDocs.get(id);
        return previous ? { kind: 'stored', patient: structuredClone(previous) } : { kind: 'none' };
      },
      counter: (name) => this.counters.get(name) ?? null,
      taken: (id) => this.patientDocs.has(id),
      organisation: (own) => {
        const stored = this.organisations.get(`${own.collection}/${own.id}`);
        return stored ? readOrganisationCard(stored) : null;
      },
      serverTime: () => {
        syncTs = this.nextTs();
        return serverTimestampToMillis(syncTs);
      },
    };
    const push = runSync(patientPush(op, check.record, viewer), reads);
    if (push.kind === 'denied') throw denied(push.reason);
    if (push.kind === 'replay')
      return { status: 'duplicate', document: null, patient: push.patient };
    const { patient } = push;
    this.lastTs = syncTs;
    const doc = { id: patient.id, data: patient, syncTs };
    this.patientDocs.set(doc.id, doc);
    if (push.counter) this.counters.set(push.counter.name, push.counter.counter);
    if (push.link) this.links.set(push.link.id, push.link);
    const fresh = this.writeNotifications(push.notifications, syncTs);
    this.ring(
      (viewer) =>
        isPatientVisibleTo(patient, viewer) ||
        fresh.some((event) => isNotificationFor(event.notification, viewer)),
    );
    return { status: 'applied', document: null, patient: structuredClone(doc) };
  }

  private linkOf(recordId: string | null): PatientLink | null {
    const link = recordId === null ? undefined : this.links.get(recordId);
    return link ? structuredClone(link) : null;
  }

  /** Issue 20: the links addressed to the account (as the rules let it query them by its verified e-mail). */
  linksFor(account: PatientAccount): PatientLink[] {
    return [...this.links.values()]
      .filter((link) => isAddressedTo(link, account))
      .map((link) => structuredClone(link))
      .sort(byNewestLink);
  }

  /** The addressed patient's answer; accepting marks the record's earlier rides his, as the real adapters do. */
  answerLink(recordId: string, account: PatientAccount, accept: boolean): PatientLink {
    const decision = answerPatientLink(this.linkOf(recordId), account, accept, this.clock.now());
    if (!decision.ok) throw denied(decision.reason);
    this.links.set(recordId, decision.link);
    if (decision.link.status !== 'accepted') return structuredClone(decision.link);
    const syncTs = this.nextTs();
    this.lastTs = syncTs;
    for (const doc of this.docs.values()) {
      if (!claimsRide(decision.link, doc.data, account.uid)) continue;
      const data = {
        ...doc.data,
        global_patient_id: account.uid,
        updated_at: serverTimestampToMillis(syncTs),
      };
      this.docs.set(doc.id, { id: doc.id, data, syncTs });
    }
    this.ring((watcher) => watcher.uid === account.uid || watcher.role === 'clinique');
    return structuredClone(decision.link);
  }

  /** Ids come from the opId: one already stored is kept as it is (and stays read by whoever read it). */
  private writeNotifications(
    events: readonly EventNotification[],
    syncTs: ServerTimestamp,
  ): EventNotification[] {
    const fresh = events.filter((event) => !this.notificationDocs.has(event.id));
    for (const event of fresh) {
      this.notificationDocs.set(event.id, {
        id: event.id,
        data: structuredClone(event.notification),
        syncTs,
      });
    }
    return fresh;
  }

  /** Conversations (issue 13): decided by the domain in MemoryMessages, against the ride as stored. */
  private readonly messageDocs = new MemoryMessages();

  /** `viewer` carries the server's word on the member (commit): a chauffeur writes on their rides only. */
  private sendMessage(op: MessageSendOperation, viewer: Viewer): PushOutcome {
    const ride = this.docs.get(op.message.transport_id)?.data ?? null;
    const syncTs = this.nextTs();
    const { outcome, wrote } = this.messageDocs.send(op, viewer, ride, syncTs);
    if (wrote) {
      this.lastTs = syncTs;
      this.ring((watcher) => this.messageDocs.concerns(op.message, watcher));
    }
    return outcome;
  }

  messagePage(asked: Viewer, from: Checkpoint | null, limit: number): Page<Message> {
    const viewer = this.scoped(asked);
    if (viewer === null) return { documents: [], checkpoint: from, hasMore: false };
    return this.messageDocs.page(viewer, from, limit, (id) => this.docs.get(id)?.data ?? null);
  }

  messages(): RemoteDocument<Message>[] {
    return this.messageDocs.all();
  }

  /** Rings, after the current turn, every watcher the change concerns. */
  private ring(concerns: (viewer: Viewer) => boolean): void {
    for (const watcher of this.watchers) {
      if (concerns(watcher.viewer))
        queueMicrotask(() => this.watchers.has(watcher) && watcher.onChange());
    }
  }

  /** The next server time: the clock when it moved forward, else a microsecond after the last one issued. */
  private nextTs(): ServerTimestamp {
    const candidate = millisToServerTimestamp(this.clock.now());
    return compareServerTimestamps(candidate, this.lastTs) > 0 ? candidate : after(this.lastTs);
  }
}
