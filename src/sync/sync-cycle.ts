import {
  RemoteError,
  type ConnectivityPort,
  type LocalStorePort,
  type RemotePort,
  type Viewer,
} from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import type { BackoffTracker } from '@/sync/backoff';
import { readCounts } from '@/sync/counts';
import type { Doorbell } from '@/sync/doorbell';
import { drainOutbox } from '@/sync/drain';
import { uploadPendingScans } from '@/sync/scan-upload';
import { uploadPendingSignatures } from '@/sync/signature-upload';
import type { SyncEngineOptions } from '@/sync/engine-types';
import {
  pullMessages,
  pullNotifications,
  pullPatients,
  pullTransports,
  type PullReport,
} from '@/sync/pull';
import { readAhead, usableAhead } from '@/sync/read-ahead';
import { holdsPatientRecords } from '@/domain/patient/patient-access';
import { MEMBERSHIP_ENDED } from '@/domain/organisation/membership';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import type { SyncStateStore } from '@/sync/sync-state-store';
import type { SyncState } from '@/sync/sync-state';

export interface CycleDeps {
  local: LocalStorePort;
  remote: RemotePort;
  connectivity: ConnectivityPort;
  clock: Clock;
  viewer: () => Viewer | null;
  options: SyncEngineOptions;
  backoff: BackoffTracker;
  state: SyncStateStore;
  doorbell: Doorbell;
  isLeading(): boolean;
  wakeAt(time: number): void;
  /** Re-reads the outbox counts into the state (CountsFeed: never over a fresher watched value). */
  refreshCounts(): Promise<void>;
}

/**
 * Issue 13: asks the server whether the user still belongs to their organisation. Removed: the device forgets the
 * organisation's data once, says why (accessEnded) and the cycle stops there — no push, no pull, no retry loop.
 * A member: the viewer carries their member role, so a chauffeur pulls the rides assigned to them.
 */
async function scopeToMembership(deps: CycleDeps, viewer: Viewer): Promise<Viewer | null> {
  const membership = await deps.remote.membership(viewer);
  if (membership.status === 'removed') {
    deps.doorbell.close();
    if (!deps.state.getState().accessEnded) await deps.local.forgetOrganisation();
    deps.state.update({
      accessEnded: MEMBERSHIP_ENDED,
      memberRole: null,
      ...(await readCounts(deps.local)),
    });
    return null;
  }
  const memberRole = membership.status === 'member' ? membership.role : null;
  const before = deps.state.getState();
  // Only what changed: a user outside any organisation keeps the state as it always was.
  if (before.accessEnded) deps.state.update({ accessEnded: null });
  if ((before.memberRole ?? null) !== memberRole) deps.state.update({ memberRole });
  return membership.status === 'member' ? { ...viewer, memberRole } : viewer;
}

/**
 * Issue 13: the server's current set of rides assigned to a chauffeur (null for everyone else, or when it could
 * not be read: the cycle then goes on without it and does not count as complete). Read after the transports'
 * pull, so a ride assigned meanwhile is already on the device or not yet known — never wrongly dropped.
 */
async function readAssignedSet(
  deps: CycleDeps,
  viewer: Viewer,
): Promise<string[] | 'failed' | null> {
  if (!seesOnlyAssignedRides(viewer.memberRole)) return null;
  try {
    return await deps.remote.assignedRideIds(viewer);
  } catch (error) {
    reportCycleError(error);
    return 'failed';
  }
}

/**
 * A chauffeur's pull query never says a ride was reassigned to a colleague: the device compares the rides it
 * holds as theirs with the server's assigned set and lets go of the others.
 */
async function dropRidesAssignedAway(deps: CycleDeps, viewer: Viewer, assigned: string[]) {
  await deps.local.dropRidesAssignedAway(viewer.uid, assigned);
}

function reportCycleError(error: unknown) {
  // Being offline or unauthorised mid-pull is ordinary; the next trigger retries. Anything else is a bug.
  if (error instanceof RemoteError && error.retryable) return;
  console.warn('[sync] Cycle de synchronisation interrompu.', error);
}

/**
 * The retry the indicator announces, only when it changes: the earliest this drain set, else the one announced
 * before if still ahead (a cycle between two retries tries nothing), none once nothing is pending.
 */
function nextRetry(
  deps: CycleDeps,
  pending: number,
  setNow: number | null,
): Pick<SyncState, 'nextRetryAt'> {
  const announced = deps.state.getState().nextRetryAt ?? null;
  const ahead = announced !== null && announced > deps.clock.now() ? announced : null;
  const retryAt = pending === 0 ? null : (setNow ?? ahead);
  return retryAt === announced ? {} : { nextRetryAt: retryAt };
}

/**
 * A cycle that failed before its pushes (the server unreachable behind a signal that looks fine): the next one is
 * the timer's, at the latest; changes waiting for it are announced with its time, like a push's retry.
 */
async function announceNextCycle(deps: CycleDeps): Promise<void> {
  if (deps.state.getState().pending === 0) return;
  const at = deps.clock.now() + deps.options.timerIntervalMs;
  deps.wakeAt(at);
  deps.state.update({ nextRetryAt: at });
  await shareRetry(deps, at);
}

/**
 * The retry time this tab's indicator shows at once, written beside the outbox for the device's other tabs (their
 * counts' watch brings it): a follower said « en attente » with no time. Only the indicator's: a failure is logged.
 */
function shareRetry(deps: CycleDeps, at: number | null): Promise<void> {
  return deps.local
    .announceRetry(at)
    .catch((error: unknown) => console.warn('[sync] Heure du nouvel essai non partagée.', error));
}

/**
 * Issue 24: a long drain is not listened to. Each of the device's own writes would ring the doorbell's listeners
 * (the SDK re-resolves their newest-document views for every pending write: the drain of 100 took 4.2 s with them
 * against 2.8 s without, in `BENCH_ONLY=sdk`), and nothing heard during a drain is lost: the pull that follows it
 * in the same cycle starts from the checkpoint. A few changes keep the listeners, whose re-opening costs a round
 * trip and one more cycle (their first snapshot rings).
 */
function drainsQuietly(deps: CycleDeps): boolean {
  return deps.state.getState().pending > deps.options.batchSize;
}

/**
 * One push + pull cycle (transports, patient records for the roles that hold them, then notifications), leader only. lastSyncAt moves only when the cycle ends
 * with nothing retryable left: the outbox holds no pending entry and both pulls reached the end (refused and failed
 * entries don't count).
 */
export async function runSyncCycle(deps: CycleDeps): Promise<void> {
  const asked = deps.viewer();
  if (asked === null) deps.doorbell.close();
  if (!deps.isLeading() || asked === null || !deps.connectivity.isOnline()) {
    return deps.refreshCounts();
  }
  deps.state.update({ syncing: true });
  const shouldContinue = () => deps.isLeading() && deps.connectivity.isOnline();
  try {
    const ahead = readAhead(deps, asked);
    const scoped = await scopeToMembership(deps, asked);
    if (scoped === null) return;
    const viewer = scoped;
    const quiet = drainsQuietly(deps);
    if (quiet) deps.doorbell.close();
    else deps.doorbell.follow(viewer);
    const pushed = await drainOutbox({
      ...deps,
      viewer,
      batchSize: deps.options.batchSize,
      shouldContinue,
      onProgress: () => deps.refreshCounts(),
    });
    if (pushed.earliestRetryAt !== null) deps.wakeAt(pushed.earliestRetryAt);
    if (quiet) deps.doorbell.follow(viewer);
    const scans = await uploadPendingScans({ ...deps, viewer, shouldContinue });
    // Issue 23 item 4: the patients' signatures, after the steps they follow.
    const signatures = await uploadPendingSignatures({ ...deps, viewer, shouldContinue });
    const pull = { ...deps, viewer, pageSize: deps.options.pageSize, shouldContinue };
    const sent = pushed.settled + pushed.retried + pushed.failed + scans.tried + signatures.tried;
    const transports = await pullTransports(pull, usableAhead(await ahead, viewer, sent));
    const patients: Pick<PullReport, 'complete'> = holdsPatientRecords(viewer)
      ? await pullPatients(pull)
      : { complete: true };
    // Same checkpoint discipline, own checkpoint: an event's notifications share its commit's server time.
    const notifications = await pullNotifications(pull);
    const assigned = await readAssignedSet(deps, viewer);
    // A ride newly assigned to a chauffeur brings its earlier conversation: the messages pull starts over.
    if (Array.isArray(assigned)) await deps.local.noteAssignedRides(assigned);
    const messages = viewer.role === 'patient' ? { complete: true } : await pullMessages(pull);
    if (Array.isArray(assigned)) await dropRidesAssignedAway(deps, viewer, assigned);
    const counts = await readCounts(deps.local);
    const pulled =
      transports.complete &&
      patients.complete &&
      notifications.complete &&
      messages.complete &&
      assigned !== 'failed';
    const clean =
      pushed.retried === 0 &&
      pulled &&
      counts.pending === 0 &&
      scans.left === 0 &&
      signatures.left === 0;
    const retry = nextRetry(deps, counts.pending, pushed.earliestRetryAt);
    deps.state.update(
      clean ? { ...counts, ...retry, lastSyncAt: deps.clock.now() } : { ...counts, ...retry },
    );
    if (retry.nextRetryAt !== undefined) await shareRetry(deps, retry.nextRetryAt);
  } catch (error) {
    reportCycleError(error);
    await deps.refreshCounts();
    await announceNextCycle(deps);
  } finally {
    deps.state.update({ syncing: false });
  }
}
