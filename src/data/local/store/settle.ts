import type { AppDb } from '@/data/local/db/app-db';
import { isUnsynced, readableEntries, readOutboxEntry } from '@/data/local/outbox/outbox-entry';
import {
  newerServerState,
  serverStateOf,
  writeRebasedRow,
  type ServerState,
} from '@/data/local/store/rebase-row';
import type { OutboxEntry, PushOutcome } from '@/data/ports';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import {
  isTransportOperation,
  transportEntityKey,
  type TransportOperation,
} from '@/domain/sync/operation';
import { findEntryByOpId } from '@/domain/transport/history-entry.schema';
import { adoptNumberedPatient } from '@/data/local/store/patient-records';
import { settleMessage } from '@/data/local/store/message-records';
import { adoptServerProfile } from '@/data/local/store/profile-mirror';

const UNKNOWN_REFUSAL_REASON = 'Le serveur a refusé cette modification.';

/**
 * A replay of an operation the server had refused comes back as 'duplicate' (the opId is already in the history).
 * The history entry says how it went the first time: a refusal stays a refusal, shown to the user, never dropped.
 */
export function outcomeFromHistory(op: TransportOperation, outcome: PushOutcome): PushOutcome {
  if (outcome.status !== 'duplicate' || outcome.document === null) return outcome;
  const recorded = findEntryByOpId(outcome.document.data.historique_etats, op.opId);
  if (recorded === null || recorded.applied) return outcome;
  const refusal = {
    code: recorded.refusal_code ?? 'not_allowed',
    reason: recorded.refusal_reason ?? UNKNOWN_REFUSAL_REASON,
  };
  return { status: 'refused', refusal, document: outcome.document };
}

/**
 * The server state after an accepted operation. Normally the document the server returned; when an adapter
 * returns none, the operation is folded into the last known server state so the view does not flicker back
 * before the next pull, and serverSyncTs is kept so that pull replaces this estimate with the real document.
 */
function stateAfterAccepted(
  stored: ServerState,
  outcome: PushOutcome,
  op: TransportOperation,
  tappedAt: number,
): ServerState {
  if (outcome.document !== null) return newerServerState(stored, outcome.document);
  const folded = applyTransportOperation(stored.server, op, tappedAt);
  if (folded.outcome === 'refused' || folded.transport === null) return stored;
  return { ...stored, server: folded.transport };
}

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
      if (answer.gone && (await nothingWaitsOn(db, transportId))) {
        // The ride left this user's sight (another company took it, the clinic withdrew it): the copy goes; the
        // refusal stays listed with its reason.
        await db.transports.delete(transportId);
        return;
      }
      const stored = serverStateOf(await db.transports.get(transportId));
      const next =
        entry !== null && op !== null && outcome.status !== 'refused'
          ? stateAfterAccepted(stored, outcome, op, entry.createdAt)
          : newerServerState(stored, outcome.document);
      await writeRebasedRow(db, transportId, next);
    },
  );
}
