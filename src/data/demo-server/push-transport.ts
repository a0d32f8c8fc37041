import type { Clock } from '@/domain/shared/clock';
import type { OperationResult } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { readPatientLinkRow } from '@/data/demo-server/patient-links';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import {
  counterNeededFor,
  decideTransportPush,
  organisationNeededFor,
  patientLinkNeededFor,
} from '@/domain/sync/transport-decision';
import { asSeenBy, identityOf, withIdentity } from '@/domain/transport/transport-privacy';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import { assignmentOf } from '@/domain/sync/assignment-staff';
import { readAssignmentStaff } from '@/data/demo-server/assignment-staff';
import { writeEventNotifications } from '@/data/demo-server/event-notifications';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb, TransportRow } from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';

export interface PushResult {
  outcome: PushOutcome;
  /** Whether something was written: only then do watchers hear about it. */
  changed: boolean;
  /** Ids of the notifications the operation created, written in the same transaction. */
  notificationIds?: string[];
}

/** A stored transport, or null (logged) when it cannot be read. */
export function readTransportRow(row: TransportRow): Transport | null {
  const parsed = parseTransport(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] transport illisible ignoré', parsed.error);
  return null;
}

function toOutcome(
  result: OperationResult,
  document: RemoteDocument<Transport> | null,
): PushOutcome {
  if (result.outcome === 'refused') {
    return { status: 'refused', refusal: result.refusal, document };
  }
  return { status: result.outcome, document };
}

/** The link of the record a creation names (patientLinkNeededFor), read as stored; null when none. */
async function readPatientLink(db: ServerDb, op: TransportOperation) {
  const recordId = patientLinkNeededFor(op);
  const row = recordId === null ? undefined : await db.patientLinks.get(recordId);
  return row ? readPatientLinkRow(row) : null;
}

/**
 * One transport operation in one server transaction (ARCHITECTURE §5.3): read what the domain's decision needs,
 * let decideTransportPush decide (the statement Firestore's rules enforce too), write what it says with a new
 * syncTs, notifications included (one commit, as in Firestore). A denial aborts the transaction: nothing written.
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
    const stored = row ? readTransportRow(row) : null;
    // The decision sees the ride as the viewer may (as Firestore's rules let it read), so both backends decide —
    // and word their notifications — from the same input. The identity part is put back on writing.
    const current = stored && asSeenBy(stored, viewer);
    const counterName = current === null ? counterNeededFor(op, viewer) : null;
    const counter = counterName === null ? null : ((await db.counters.get(counterName)) ?? null);
    const named = organisationNeededFor(op, viewer);
    const organisationRow = named === null ? undefined : await db.organisations.get(named.id);
    const organisation =
      named !== null && organisationRow?.collection === named.collection
        ? readOrganisationCard(organisationRow.data)
        : null;
    const assignment = assignmentOf(op);
    const staff = assignment && (await readAssignmentStaff(db, viewer, assignment));
    const patientLink = current === null && !row ? await readPatientLink(db, op) : null;
    const syncTs = await issueServerTime(db, clock);
    const decision = decideTransportPush({
      ...(staff ? { staff } : {}),
      op,
      viewer,
      current,
      unreadable: row !== undefined && stored === null,
      counter,
      organisation,
      patientLink,
      serverTime: serverTimestampToMillis(syncTs),
    });
    if (decision.kind === 'denied') throw permissionDenied(decision.reason);
    const { result, writes } = decision;
    // The ride as it now stands, identity part put back where the decision saw it withheld.
    const rejoined = (transport: Transport) =>
      stored && transport.identity_withheld
        ? withIdentity(transport, identityOf(stored))
        : transport;
    let notificationIds: string[] = [];
    if (writes !== null) {
      await db.transport.put({ id: op.transportId, data: rejoined(writes.transport), syncTs });
      if (writes.counter)
        await db.counters.put({ id: writes.counter.name, ...writes.counter.counter });
      notificationIds = await writeEventNotifications(db, writes.notifications, syncTs);
    }
    const stamp = writes !== null || !row ? syncTs : row.syncTs;
    const document = result.transport && {
      id: op.transportId,
      data: asSeenBy(rejoined(result.transport), viewer),
      syncTs: stamp,
    };
    const outcome = toOutcome(result, document);
    if (decision.gone) outcome.gone = true;
    return { outcome, changed: writes !== null, notificationIds };
  });
}
