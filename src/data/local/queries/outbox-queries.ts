import type { AppDb } from '@/data/local/db/app-db';
import {
  patientEntityKey,
  transportEntityKey,
  transportIdOfKey,
} from '@/data/local/outbox/entity-key';
import { PROBLEM_STATES, readableEntries, UNSYNCED_STATES } from '@/data/local/outbox/outbox-entry';
import { entriesOf } from '@/data/local/store/rebase-row';
import type { OutboxEntry } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';

export interface TransportDetail {
  /** What the UI shows: the server's state with the unsynced changes on top. */
  transport: Transport;
  /** Changes made on this device and not yet confirmed by the server, oldest first. */
  pendingOpIds: string[];
  /** Changes the server refused, with their French reason, until the user acknowledges them. */
  refused: OutboxEntry[];
  /**
   * Changes that could not be sent (permission, invalid data): they block this transport until retried — including
   * the creation of the patient record this request names, which the request waits for.
   */
  failed: OutboxEntry[];
}

export function getTransport(db: AppDb, id: string): Promise<TransportDetail | null> {
  return db.transaction('r', [db.transports, db.outbox], async () => {
    const row = await db.transports.get(id);
    if (row === undefined) return null;
    const patientId = row.view.patient_id;
    const patientEntries =
      patientId === null ? [] : await entriesOf(db, patientEntityKey(patientId));
    const entries = [...patientEntries, ...(await entriesOf(db, transportEntityKey(id)))];
    return {
      transport: row.view,
      pendingOpIds: row.pendingOpIds,
      refused: entries.filter((entry) => entry.state === 'refused'),
      failed: entries.filter((entry) => entry.state === 'failed'),
    };
  });
}

/** Refused and failed changes, oldest first: each is shown until the user acts on it. */
export async function outboxProblems(db: AppDb): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('state').anyOf(PROBLEM_STATES).toArray();
  return readableEntries(rows).sort((a, b) => a.seq - b.seq);
}

/** Unsynced changes per transport id (« non synchronisé » badges). */
export async function pendingCountByTransport(db: AppDb): Promise<Record<string, number>> {
  const keys = await db.outbox.where('state').anyOf(UNSYNCED_STATES).toArray();
  const counts: Record<string, number> = {};
  for (const { entityKey } of keys) {
    const id = transportIdOfKey(entityKey);
    if (id !== null) counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}
