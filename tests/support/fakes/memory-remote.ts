import type { AwardEntry, AwardRecord } from '@/domain/award/award-log';
import type { AwardPeriod } from '@/domain/award/award-months';
import type { Message } from '@/domain/messages/message';
import type { Membership } from '@/domain/organisation/membership';
import type { RideSignature, StoredRideSignature } from '@/domain/transport/ride-signature';
import {
  RemoteError,
  type Checkpoint,
  type Page,
  type PushOutcome,
  type RemoteOperation,
  type RemotePort,
  type Unsubscribe,
  type Viewer,
} from '@/data/ports';
import type { Notification } from '@/domain/notification/notification';
import type { Patient } from '@/domain/patient/patient.schema';
import type { RandomSource } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type {
  PrescriptionScan,
  StoredPrescriptionScan,
} from '@/domain/transport/prescription-scan';
import type { MemoryServer } from '@tests/support/fakes/memory-server';

export { MemoryServer, type CommitRecord } from '@tests/support/fakes/memory-server';

type OpPredicate = (op: RemoteOperation) => boolean;

const never: OpPredicate = () => false;

/**
 * One device's connection to the MemoryServer: a RemotePort with fault injection. Faults belong to the link, so
 * each device of a scenario can be offline, slow or lose acknowledgements on its own.
 */
export class MemoryRemote implements RemotePort {
  latencyMs = 0;
  /** When set, each network leg takes a random 0–5 extra microtask turns, so parallel requests may overtake. */
  jitter: RandomSource | null = null;
  /** `pull` counts transport pages only, so paging bounds stay about transports; notifications count apart. */
  /** Requests by kind: `pull` is the transports' pull (the one the checkpoint tests bound). */
  readonly calls = {
    push: 0,
    pull: 0,
    pullNotifications: 0,
    pullPatients: 0,
    pullMessages: 0,
    watch: 0,
  };
  private offline = false;
  private readonly failures: unknown[] = [];
  private lostAcks = 0;
  private stalledAcks = 0;
  private stalledPulls = 0;
  private ackLossRule: OpPredicate = never;
  private denialRule: OpPredicate = never;
  private readonly watches = new Set<() => void>();

  constructor(readonly server: MemoryServer) {}

  /** Unreachable: every call throws 'unavailable'. Coming back rings the doorbells, as a listener resync does. */
  setOffline(offline: boolean): void {
    const reconnected = this.offline && !offline;
    this.offline = offline;
    if (reconnected) for (const ring of this.watches) queueMicrotask(ring);
  }

  /** The next `count` pushes throw `error` before reaching the server. */
  failNextPushes(error: unknown, count = 1): void {
    for (let i = 0; i < count; i += 1) this.failures.push(error);
  }

  /** The next `count` pushes commit, then the answer is lost (research/sync.md: the double-apply trap). */
  loseNextAcks(count = 1): void {
    this.lostAcks += count;
  }

  /** The next `count` pushes commit, then their answer never comes (a half-dead connection holding the request). */
  stallNextAcks(count = 1): void {
    this.stalledAcks += count;
  }

  /** The next `count` pulls of transports never answer. */
  stallNextPulls(count = 1): void {
    this.stalledPulls += count;
  }

  loseAcksWhen(predicate: OpPredicate): void {
    this.ackLossRule = predicate;
  }

  /** Matching operations are refused by the security rules: permission-denied, permanently. */
  denyWhen(predicate: OpPredicate): void {
    this.denialRule = predicate;
  }

  clearFaults(): void {
    this.failures.length = 0;
    this.lostAcks = 0;
    this.stalledAcks = 0;
    this.stalledPulls = 0;
    this.ackLossRule = never;
    this.denialRule = never;
  }

  async push(op: RemoteOperation, viewer: Viewer): Promise<PushOutcome> {
    this.calls.push += 1;
    await this.travel();
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    if (this.denialRule(op)) {
      throw new RemoteError('permission-denied', 'Action refusée par les règles de sécurité.');
    }
    const outcome = this.server.commit(op, viewer);
    if (this.stalledAcks > 0) {
      this.stalledAcks -= 1;
      return new Promise<never>(() => undefined);
    }
    await this.travel();
    const lost = this.lostAcks > 0 || this.ackLossRule(op);
    if (this.lostAcks > 0) this.lostAcks -= 1;
    if (lost) throw new RemoteError('unavailable', 'La réponse du serveur a été perdue.');
    return outcome;
  }

  async pullTransports(
    viewer: Viewer,
    after: Checkpoint | null,
    limit: number,
  ): Promise<Page<Transport>> {
    this.calls.pull += 1;
    if (this.stalledPulls > 0) {
      this.stalledPulls -= 1;
      return new Promise<never>(() => undefined);
    }
    await this.travel();
    return this.server.page(viewer, after, limit);
  }

  /** Issue 13: answered by the server's organisation documents (no network leg counted: it is not a pull). */
  async membership(viewer: Viewer): Promise<Membership> {
    if (this.offline) throw new RemoteError('unavailable', 'Serveur injoignable.');
    return this.server.membership(viewer);
  }

  /** Issue 22: one network leg each way, like any request. */
  async pushPrescriptionScan(scan: PrescriptionScan, viewer: Viewer): Promise<void> {
    await this.travel();
    this.server.storeScan(scan, viewer);
  }

  async prescriptionScan(
    transportId: string,
    viewer: Viewer,
  ): Promise<StoredPrescriptionScan | null> {
    await this.travel();
    return this.server.readScan(transportId, viewer);
  }

  /** Issue 23 item 4: one network leg each way, like any request. */
  async pushRideSignature(signature: RideSignature, viewer: Viewer): Promise<void> {
    await this.travel();
    this.server.storeSignature(signature, viewer);
  }

  async rideSignature(transportId: string, viewer: Viewer): Promise<StoredRideSignature | null> {
    await this.travel();
    return this.server.readSignature(transportId, viewer);
  }

  /** Issue 23: one network leg each way, like any request. */
  async recordAward(record: AwardRecord, viewer: Viewer): Promise<void> {
    await this.travel();
    this.server.storeAward(record, viewer);
  }

  async awardEntries(rideId: string, viewer: Viewer): Promise<AwardEntry[]> {
    await this.travel();
    return this.server.awardEntries({ rideId }, viewer);
  }

  async awardEntriesBetween(period: AwardPeriod, viewer: Viewer): Promise<AwardEntry[]> {
    await this.travel();
    return this.server.awardEntries({ period }, viewer);
  }

  /** Issue 13: a chauffeur's current assigned set (one network leg; not counted: it is not a pull). */
  async assignedRideIds(viewer: Viewer): Promise<string[]> {
    await this.travel();
    return this.server.assignedRideIds(viewer);
  }

  async pullNotifications(
    viewer: Viewer,
    after: Checkpoint | null,
    limit: number,
  ): Promise<Page<Notification>> {
    this.calls.pullNotifications += 1;
    await this.travel();
    return this.server.notificationPage(viewer, after, limit);
  }

  async pullPatients(
    viewer: Viewer,
    after: Checkpoint | null,
    limit: number,
  ): Promise<Page<Patient>> {
    this.calls.pullPatients += 1;
    await this.travel();
    return this.server.patientPage(viewer, after, limit);
  }

  async pullMessages(
    viewer: Viewer,
    after: Checkpoint | null,
    limit: number,
  ): Promise<Page<Message>> {
    this.calls.pullMessages += 1;
    await this.travel();
    return this.server.messagePage(viewer, after, limit);
  }

  watch(viewer: Viewer, onChange: () => void): Unsubscribe {
    this.calls.watch += 1;
    const ring = () => {
      if (!this.offline) onChange();
    };
    this.watches.add(ring);
    const stop = this.server.watch(viewer, ring);
    return () => {
      this.watches.delete(ring);
      stop();
    };
  }

  /** One network leg: latency if set, and 'unavailable' whenever the link is down at either end of it. */
  private async travel(): Promise<void> {
    if (this.offline) throw new RemoteError('unavailable', 'Serveur injoignable.');
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const turns = this.jitter === null ? 0 : Math.floor(this.jitter() * 6);
    for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
    if (this.offline) throw new RemoteError('unavailable', 'Serveur injoignable.');
  }
}
