import type { Clock } from '@/domain/shared/clock';
import type { TransportOperation } from '@/domain/sync/operation';
import { readPatientLinkRow } from '@/data/demo-server/patient-links';
import type { Viewer } from '@/data/ports';
import { readAssignmentStaff } from '@/data/demo-server/assignment-staff';
import { putAwardEntry, readAwardEntryIn } from '@/data/demo-server/award-entry-rows';
import { writeEventNotifications } from '@/data/demo-server/event-notifications';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb, TransportRow } from '@/data/demo-server/server-db';
import {
  readOrganisationCardIn,
  readTransportRow,
  type PushResult,
} from '@/data/demo-server/transport-rows';
import { serverTimeOnDemand } from '@/data/demo-server/server-time';
import { toOutcome } from '@/server/push-outcome';
import { runAsync, type AsyncReads } from '@/server/transaction';
import { transportPush, type TransportReads } from '@/server/transport-push';

/** The server module's reads over the IndexedDB server, in the open transaction; the time it issues. */
function demoReads(db: ServerDb, clock: Clock, viewer: Viewer, row: TransportRow | undefined) {
  const time = serverTimeOnDemand(db, clock);
  const reads: AsyncReads<TransportReads> = {
    ride: async () => {
      if (!row) return { kind: 'absent' };
      const stored = readTransportRow(row);
      return stored === null ? { kind: 'unreadable' } : { kind: 'found', stored, whole: true };
    },
    counter: async (name) => (await db.counters.get(name)) ?? null,
    organisation: (named) => readOrganisationCardIn(db, named),
    patientLink: async (recordId) => {
      const found = await db.patientLinks.get(recordId);
      return found ? readPatientLinkRow(found) : null;
    },
    staff: (assignment) => readAssignmentStaff(db, viewer, assignment),
    award: (key) => readAwardEntryIn(db, key),
    serverTime: time.serverTime,
  };
  return { reads, issued: time.issued };
}

/**
 * One transport operation in one server transaction (ARCHITECTURE §5.3), run by the server module
 * (transportPush) over this backend's reads; its writes stored with a new syncTs, notifications included (one
 * commit, as in Firestore). A denial aborts the transaction: nothing written.
 */
export async function pushTransportOperation(
  db: ServerDb,
  clock: Clock,
  op: TransportOperation,
  viewer: Viewer,
): Promise<PushResult> {
  const tables = [
    db.transport,
    db.counters,
    db.notifications,
    db.meta,
    db.organisations,
    db.vehicles,
    db.patientLinks,
  ];
  return db.transaction('rw', tables, async () => {
    const row = await db.transport.get(op.transportId);
    const { reads, issued } = demoReads(db, clock, viewer, row);
    const push = await runAsync(transportPush(op, viewer), reads);
    if (push.kind === 'denied') throw permissionDenied(push.reason);
    const syncTs = await issued();
    const { writes } = push;
    let notificationIds: string[] = [];
    if (writes !== null) {
      await db.transport.put({ id: op.transportId, data: writes.transport, syncTs });
      if (writes.counter)
        await db.counters.put({ id: writes.counter.name, ...writes.counter.counter });
      notificationIds = await writeEventNotifications(db, writes.notifications, syncTs);
      if (writes.award) await putAwardEntry(db, writes.award);
    }
    const stamp = writes !== null || !row ? syncTs : row.syncTs;
    const document = push.answer && { id: op.transportId, data: push.answer, syncTs: stamp };
    const outcome = toOutcome(push.result, document, push.gone);
    return { outcome, changed: writes !== null, notificationIds };
  });
}
