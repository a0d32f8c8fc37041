import { AWARD_MESSAGES } from '@/domain/award/award-permission';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  PRESCRIPTION_EDIT_FIELDS,
  type EditedTransportField,
  type TransportOperation,
} from '@/domain/sync/operation';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import { expirationFor } from '@/domain/transport/expiry';
import { readName } from '@/domain/transport/lenient-fields';
import { refuse, type Refusal } from '@/domain/transport/refusal';
import { editLogIsFull, RIDE_LIMIT_REFUSALS } from '@/domain/transport/ride-limits';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import { isTerminal, isWaiting } from '@/domain/transport/transport-status';
import {
  correctedModeRefusal,
  PRESCRIPTION_CLOSED_TEXT,
  refusedPrescribedType,
} from '@/domain/transport/prescribed-mode';
import { relationsOf } from '@/domain/transport/visibility';

/**
 * How one outbox operation changes a transport. The same function runs in the server transaction (with the
 * server's time) and on the device for the optimistic view (with the device's time), so what the user sees
 * offline is what the server will decide — and when it decides otherwise, the refusal says why.
 */
export type OperationResult =
  | { outcome: 'applied'; transport: Transport }
  | { outcome: 'duplicate'; transport: Transport | null }
  | { outcome: 'refused'; transport: Transport | null; refusal: Refusal };

export const OPERATION_REFUSALS = {
  missing: refuse('not_allowed', 'Ce transport n’existe pas ou n’est plus disponible.'),
  takenByAnother: refuse(
    'already_accepted',
    'Ce transport a déjà été accepté par un autre transporteur, ou l’établissement l’a retiré.',
  ),
  invalid: (issues: string) => refuse('not_allowed', `Demande de transport invalide : ${issues}`),
  /** Issue 23: a company the request's zone does not reach yet cannot read it, hence cannot take it. */
  notReached: refuse('not_allowed', AWARD_MESSAGES.notYet),
  editForbidden: refuse('forbidden', 'Seul l’établissement demandeur peut modifier cette demande.'),
  editTooLate: refuse(
    'not_allowed',
    'Cette demande ne peut plus être modifiée : un transporteur l’a déjà prise en charge.',
  ),
} as const;

function applyCreate(
  current: Transport | null,
  op: Extract<TransportOperation, { kind: 'transport.create' }>,
  serverTime: EpochMillis,
): OperationResult {
  if (current) return { outcome: 'duplicate', transport: current };
  const parsed = parseTransport(op.transportId, op.transport);
  if (!parsed.ok) {
    return {
      outcome: 'refused',
      transport: null,
      refusal: OPERATION_REFUSALS.invalid(parsed.error.issues.join(' ; ')),
    };
  }
  // Creation counts from the moment the server can broadcast it: a request queued offline for a day must not
  // arrive already expired. The device time stays in the first history entry.
  const transport: Transport = {
    ...parsed.value,
    created_at: serverTime,
    updated_at: serverTime,
    date_expiration: expirationFor(serverTime),
    // The creation's entry is the operation's own: its op id names the server time of this write (and the
    // notifications it causes), whatever id the device put there.
    historique_etats: parsed.value.historique_etats.map((entry, index) => ({
      ...entry,
      op_id: index === 0 ? op.opId : entry.op_id,
      server_timestamp: serverTime,
    })),
  };
  return { outcome: 'applied', transport };
}

function applyEdit(
  current: Transport | null,
  op: Extract<TransportOperation, { kind: 'transport.edit' }>,
  serverTime: EpochMillis,
): OperationResult {
  if (!current) return { outcome: 'refused', transport: null, refusal: OPERATION_REFUSALS.missing };
  if (current.modifications.some((modification) => modification.op_id === op.opId)) {
    return { outcome: 'duplicate', transport: current };
  }
  const { actor } = op;
  // The requesting clinic (its organisation, whoever typed the request) or an admin: the rules' relations.
  const isRequester = relationsOf(current, actor).some(
    (relation) => relation === 'requester' || relation === 'admin',
  );
  if (!isRequester) {
    return { outcome: 'refused', transport: current, refusal: OPERATION_REFUSALS.editForbidden };
  }
  const fields = Object.keys(op.changes) as EditedTransportField[];
  // Issue 22, session 9: the prescription alone may be corrected until the ride is over.
  const prescriptionOnly =
    fields.length > 0 &&
    fields.every((field) => (PRESCRIPTION_EDIT_FIELDS as readonly string[]).includes(field));
  if (prescriptionOnly && isTerminal(current.etat)) {
    return {
      outcome: 'refused',
      transport: current,
      refusal: OPERATION_REFUSALS.invalid(PRESCRIPTION_CLOSED_TEXT),
    };
  }
  if (!prescriptionOnly && !isWaiting(current.etat)) {
    return { outcome: 'refused', transport: current, refusal: OPERATION_REFUSALS.editTooLate };
  }
  if (editLogIsFull(current)) {
    return { outcome: 'refused', transport: current, refusal: RIDE_LIMIT_REFUSALS.editsFull };
  }
  const merged = parseTransport(current.id, { ...current, ...op.changes });
  if (!merged.ok) {
    return {
      outcome: 'refused',
      transport: current,
      refusal: OPERATION_REFUSALS.invalid(merged.error.issues.join(' ; ')),
    };
  }
  // Issue 22: the prescription is filed once; the vehicle type may change, never to one it forbids.
  const forbidden =
    refusedPrescribedType(merged.value.prescribed_mode ?? null, merged.value.type_transport) ??
    correctedModeRefusal(current, merged.value);
  if (forbidden !== null) {
    return {
      outcome: 'refused',
      transport: current,
      refusal: OPERATION_REFUSALS.invalid(forbidden),
    };
  }
  return {
    outcome: 'applied',
    transport: {
      ...merged.value,
      updated_at: serverTime,
      updated_by: actor.uid,
      modifications: [
        ...current.modifications,
        {
          op_id: op.opId,
          at: serverTime,
          device_time: op.deviceTime,
          by: actor.uid,
          by_name: readName(actor.name),
          fields,
        },
      ],
    },
  };
}

/** Applies one transport operation to the current state (null when the transport does not exist). */
export function applyTransportOperation(
  current: Transport | null,
  op: TransportOperation,
  serverTime: EpochMillis,
): OperationResult {
  switch (op.kind) {
    case 'transport.create':
      return applyCreate(current, op, serverTime);
    case 'transport.edit':
      return applyEdit(current, op, serverTime);
    case 'transport.status': {
      if (!current) {
        return { outcome: 'refused', transport: null, refusal: OPERATION_REFUSALS.missing };
      }
      const result = applyOrRecord(current, op.update, serverTime);
      return result.outcome === 'refused'
        ? { outcome: 'refused', transport: result.transport, refusal: result.refusal }
        : { outcome: result.outcome, transport: result.transport };
    }
  }
}

/**
 * The device's view of a transport: the server's last known state with every still-pending local operation
 * applied on top, in outbox order (ARCHITECTURE §5.6: a pull never overwrites pending changes).
 */
export function rebase(
  server: Transport | null,
  pending: readonly TransportOperation[],
  deviceTimeOf: (op: TransportOperation) => EpochMillis,
): Transport | null {
  return pending.reduce<Transport | null>((current, op) => {
    const result = applyTransportOperation(current, op, deviceTimeOf(op));
    return result.transport ?? current;
  }, server);
}
