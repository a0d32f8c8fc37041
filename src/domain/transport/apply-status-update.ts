import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { assignmentNote, storedDriver } from '@/domain/transport/assignment';
import {
  entryAuthorFields,
  findEntryByOpId,
  type HistoryEntry,
} from '@/domain/transport/history-entry.schema';
import { readId } from '@/domain/transport/lenient-fields';
import type { Refusal } from '@/domain/transport/refusal';
import { historyIsFull, keepsRefusals, RIDE_LIMIT_REFUSALS } from '@/domain/transport/ride-limits';
import type { StatusUpdate } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { stepPosition } from '@/domain/transport/step-position';
import { tapTimeFor } from '@/domain/transport/tap-time';
import { checkTransition, type TransitionCheck } from '@/domain/transport/transitions';
import { correctionRefusal } from '@/domain/transport/admin-correction';

export type ApplyResult =
  { ok: true; transport: Transport; duplicate: boolean } | { ok: false; refusal: Refusal };

/** A note or motive as stored: within the cap the rules hold every history entry to (document-shapes.ts). */
const boundedNote = (text: string | null) => text?.slice(0, FIELD_LIMITS.note) ?? null;

/**
 * What the server keeps of an update: device time of the tap, server time of arrival, who (name, role,
 * organisation) on which device, and the outcome.
 */
function historyEntry(
  transport: Transport,
  update: StatusUpdate,
  serverTime: EpochMillis,
  refusal: Refusal | null,
): HistoryEntry {
  const timestamp = tapTimeFor(
    transport,
    update.deviceTime,
    serverTime,
    refusal ? 'refused' : 'move',
  );
  return {
    etat: update.status,
    timestamp,
    ...entryAuthorFields(update.actor, update.deviceId),
    notes: boundedNote(
      readId(update.notes) ?? (update.assignment ? assignmentNote(update.assignment) : null),
    ),
    reason: boundedNote(readId(update.reason)),
    position: stepPosition(update.position, timestamp),
    op_id: update.opId,
    server_timestamp: serverTime,
    applied: refusal === null,
    refusal_code: refusal?.code ?? null,
    refusal_reason: refusal?.reason.slice(0, FIELD_LIMITS.refusalReason) ?? null,
    ...(refusal === null && update.correction === true ? { correction: true as const } : {}),
  };
}

/** Issue 21 item 3: a correction is judged by its own table (admin-correction.ts), never the transition table. */
function correctionCheck(transport: Transport, update: StatusUpdate): TransitionCheck {
  const refusal = correctionRefusal(transport.etat, update.status, update.actor, update.reason);
  return refusal === null ? { ok: true } : { ok: false, refusal };
}

const alreadyStored = (transport: Transport, update: StatusUpdate) =>
  findEntryByOpId(transport.historique_etats, update.opId) !== null;

/**
 * Applies a status update against the server's current transport (ARCHITECTURE §5.3). An opId already in the
 * history is a replay: the transport comes back unchanged, so re-sending an outbox entry never double-applies.
 */
export function applyStatusUpdate(
  transport: Transport,
  update: StatusUpdate,
  serverTime: EpochMillis,
): ApplyResult {
  if (alreadyStored(transport, update)) return { ok: true, transport, duplicate: true };
  if (historyIsFull(transport)) return { ok: false, refusal: RIDE_LIMIT_REFUSALS.historyFull };
  const tapTime = tapTimeFor(transport, update.deviceTime, serverTime, 'move');
  const check = update.correction
    ? correctionCheck(transport, update)
    : checkTransition(transport, update, serverTime, tapTime);
  if (!check.ok) return check;
  const next: Transport = {
    ...transport,
    etat: update.status,
    status: update.status,
    updated_at: serverTime,
    updated_by: update.actor.uid,
    provider_org_id: update.status === 'accepted' ? update.actor.orgId : transport.provider_org_id,
    ...(update.status === 'assigned' && update.assignment
      ? {
          // Issue 23 item 3: an ambulance's second member rides in the driver's map; none clears it.
          assigned_driver: storedDriver(update.assignment),
          assigned_vehicle: update.assignment.vehicle,
        }
      : {}),
    historique_etats: [
      ...transport.historique_etats,
      historyEntry(transport, update, serverTime, null),
    ],
  };
  return { ok: true, transport: next, duplicate: false };
}

/**
 * Keeps a refused update in the history (applied: false, with its reason) without touching etat, so the driver
 * and the clinic see the conflict (ARCHITECTURE §5.4). updated_at and updated_by still move: pulls must fetch the
 * new entry, and the document's last writer is whoever wrote it (the security rules hold both to the request).
 */
export function recordRefusedUpdate(
  transport: Transport,
  update: StatusUpdate,
  refusal: Refusal,
  serverTime: EpochMillis,
): Transport {
  // A refused correction leaves no trace: only the admin made it, and his screen says why.
  if (alreadyStored(transport, update) || !keepsRefusals(transport) || update.correction) {
    return transport;
  }
  return {
    ...transport,
    updated_at: serverTime,
    updated_by: update.actor.uid,
    historique_etats: [
      ...transport.historique_etats,
      historyEntry(transport, update, serverTime, refusal),
    ],
  };
}

export type PushResult =
  | { outcome: 'applied'; transport: Transport }
  | { outcome: 'refused'; transport: Transport; refusal: Refusal }
  /** Replay of a stored opId: `entry` says how it went the first time. */
  | { outcome: 'duplicate'; transport: Transport; entry: HistoryEntry };

/** What the sync push does inside one transaction: apply the update, or record it as refused. */
export function applyOrRecord(
  transport: Transport,
  update: StatusUpdate,
  serverTime: EpochMillis,
): PushResult {
  const stored = findEntryByOpId(transport.historique_etats, update.opId);
  if (stored !== null) return { outcome: 'duplicate', transport, entry: stored };
  const result = applyStatusUpdate(transport, update, serverTime);
  if (result.ok) return { outcome: 'applied', transport: result.transport };
  return {
    outcome: 'refused',
    transport: recordRefusedUpdate(transport, update, result.refusal, serverTime),
    refusal: result.refusal,
  };
}
