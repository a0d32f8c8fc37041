import type { AppDb } from '@/data/local/db/app-db';
import { isUnsynced, readableEntries, readOutboxEntry } from '@/data/local/outbox/outbox-entry';
import { writeRebasedRow } from '@/data/local/store/rebase-row';
import {
  outcomeFromHistory,
  serverStateOf,
  settledServerState,
} from '@/data/local/store/reconcile';
import type { OutboxEntry, PushOutcome } from '@/data/ports';
import { isTransportOperation, transportEntityKey } from '@/domain/sync/operation';
import { adoptNumberedPatient } from '@/data/local/store/patient-records';
import { settleMessage } from '@/data/local/store/message-records';
import { adoptServerProfile } from '@/data/local/store/profile-mirror';

async function recordOutcome(db: AppDb, entry: OutboxEntry, outcome: PushOutcome): Promise<void> {
  if (outcome.status === 'refused') {
    // Kept (and shown) until the user acknowledges it; it no longer blocks its transport.
    await db.outbox.put({
      ...entry,
      state: 'refused',
      refusal: outcome.refusal,
      lastError: outcome.refusal.reason,
    });
  } else {
    await db.outbox.delete(entry.seq);
  }
}

/** Whether no change of the user's on this ride is still to be sent (refused ones are only listed). */
async function nothingWaitsOn(db: AppDb, transportId: string): Promise<boolean> {
  const rows = await db.outbox.where('entityKey').equals(transportEntityKey(transportId)).toArray();
  return readableEntries(rows).filter(isUnsynced).length === 0;
}

/**
 * Records the server's answer in one transaction: the entry leaves the outbox (or stays as refused), the
 * server's document becomes the transport's server state (if newer), and the view is rebased on the operations
 * still unsynced. An entry that vanished meanwhile still lets the server's document in.
 */
export function settle(db: AppDb, seq: number, answer: PushOutcome): Promise<void> {
  return db.transaction(
    'rw',
    [db.outbox, db.transports, db.patients, db.messages, db.profiles],
    async () => {
      const read = readOutboxEntry(await db.outbox.get(seq));
      const entry = read.ok ? read.entry : null;
      if (entry?.op.kind === 'patient.create') {
        await recordOutcome(db, entry, answer);
        if (answer.patient) await adoptNumberedPatient(db, entry.op.patientId, answer.patient);
        return;
      }
      if (entry?.op.kind === 'message.send' || (entry === null && answer.message)) {
        if (entry !== null) await recordOutcome(db, entry, answer);
        await settleMessage(db, entry?.op.kind === 'message.send' ? entry.op : null, answer);
        return;
      }
      if (entry?.op.kind === 'profile.update') {
        // Refused: the entry stays listed with its reason, and the copy goes back to the server's profile.
        await recordOutcome(db, entry, answer);
        if (answer.profile) await adoptServerProfile(db, answer.profile);
        return;
      }
      const op = entry !== null && isTransportOperation(entry.op) ? entry.op : null;
      const outcome = op === null ? answer : outcomeFromHistory(op, answer);
      if (entry !== null) await recordOutcome(db, entry, outcome);
      const transportId = op?.transportId ?? outcome.document?.id;
      if (transportId === undefined) return;
      const next = settledServerState({
        stored: serverStateOf(await db.transports.get(transportId)),
        settled: entry !== null && op !== null ? { op, tappedAt: entry.createdAt } : null,
        outcome,
        leftSight: answer.gone === true && (await nothingWaitsOn(db, transportId)),
      });
      // The ride left this user's sight: the copy goes; the refusal stays listed with its reason.
      if (next === 'delete') await db.transports.delete(transportId);
      else await writeRebasedRow(db, transportId, next);
    },
  );
}
