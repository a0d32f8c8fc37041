import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import { refuse, type Refusal } from '@/domain/transport/refusal';
import type { Actor } from '@/domain/transport/status-update';
import {
  TRANSPORT_STATUS_LABELS as LABELS,
  type TransportStatus,
} from '@/domain/transport/transport-status';

/**
 * Issue 21 item 3: an administrator's correction of a ride recorded in the wrong state — the one way out of the
 * transition table, recorded as such in the history (an entry flagged `correction`, in the admin's name, with
 * his reason). Only between states where the request is no longer offered, so no offer opens or closes: a ride
 * closed too early goes back to its last steps, a patient marked aboard by mistake back to the pickup, an
 * expired request that was in fact withdrawn to cancelled. firestore.rules gets this table (adminCorrections).
 */
export const ADMIN_CORRECTIONS: Readonly<
  Partial<Record<TransportStatus, readonly TransportStatus[]>>
> = {
  completed: ['arrived_destination', 'en_route_destination'],
  arrived_destination: ['en_route_destination', 'patient_loaded'],
  en_route_destination: ['patient_loaded'],
  patient_loaded: ['arrived_pickup'],
  expired: ['cancelled'],
  rejected: ['cancelled'],
};

/** A correction's reason: required, and bounded like a history note. */
export const CORRECTION_REASON_MIN = 5;
export const CORRECTION_REASON_MAX = FIELD_LIMITS.note;

export const correctionTargets = (from: TransportStatus): readonly TransportStatus[] =>
  ADMIN_CORRECTIONS[from] ?? [];

/** Why this correction may not be made; null when it may. */
export function correctionRefusal(
  from: TransportStatus,
  to: TransportStatus,
  actor: Pick<Actor, 'role'>,
  reason: string | undefined,
): Refusal | null {
  if (actor.role !== 'admin') {
    return refuse('forbidden', 'Seul un administrateur peut corriger l’état d’un transport.');
  }
  if (!correctionTargets(from).includes(to)) {
    return refuse(
      'not_allowed',
      `Correction de « ${LABELS[from]} » vers « ${LABELS[to]} » non prévue.`,
    );
  }
  const motive = reason?.trim() ?? '';
  if (motive.length < CORRECTION_REASON_MIN) {
    return refuse('not_allowed', 'Une correction doit être motivée (5 caractères au moins).');
  }
  if (motive.length > CORRECTION_REASON_MAX) {
    return refuse(
      'not_allowed',
      'Le motif d’une correction tient en ${CORRECTION_REASON_MAX} caractères au plus.',
    );
  }
  return null;
}
