import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Assignment } from '@/domain/transport/assignment';
import { formatDateTime } from '@/domain/shared/timestamp';
import { chainIndex } from '@/domain/transport/driver-steps';
import { expiresAt } from '@/domain/transport/expiry';
import { MOVE_RULES, mayMoveTo, type MoveRule } from '@/domain/transport/move-actors';
import { refuse, type Refusal } from '@/domain/transport/refusal';
import { stepBeforeRideDay } from '@/domain/transport/ride-day';
import type { Actor, StatusUpdate } from '@/domain/transport/status-update';
import { allowedTargets } from '@/domain/transport/transition-table';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  isWaiting,
  TRANSPORT_STATUS_LABELS as LABELS,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { isProviderRole, relationsOf } from '@/domain/transport/visibility';

export { TRANSITION_TABLE, allowedTargets, type TransitionRow } from './transition-table';

export type TransitionCheck = { ok: true } | { ok: false; refusal: Refusal };

const ALLOWED: TransitionCheck = { ok: true };
const refused = (code: Refusal['code'], reason: string): TransitionCheck => ({
  ok: false,
  refusal: refuse(code, reason),
});

const TERMINAL_REASONS: Partial<Record<TransportStatus, string>> = {
  completed: 'Ce transport est terminé : son état ne peut plus changer.',
  cancelled: 'Ce transport a été annulé : son état ne peut plus changer.',
  rejected: 'Ce transport a été refusé : son état ne peut plus changer.',
  expired: 'Cette demande a expiré : son état ne peut plus changer.',
};

/** Why the table has no row for from → to (from is not terminal and to differs from it). */
function structuralRefusal(from: TransportStatus, to: TransportStatus): TransitionCheck {
  if (isWaiting(from)) {
    return refused('not_allowed', 'Ce transport doit d’abord être accepté par un transporteur.');
  }
  if (to === 'cancelled') {
    return refused('not_allowed', 'Le patient est à bord : le transport ne peut plus être annulé.');
  }
  // Every forward move of the chain is in the table, so a refused chain or waiting target lies behind.
  if (isWaiting(to) || chainIndex(to) >= 0) {
    return refused(
      'backward',
      `Retour en arrière impossible : le transport est déjà à l’étape « ${LABELS[from]} ».`,
    );
  }
  return refused('not_allowed', `Passage de « ${LABELS[from]} » à « ${LABELS[to]} » non autorisé.`);
}

/** Why an actor without the relation the move needs (MOVE_RULES) may not make it. */
function forbiddenReason(to: TransportStatus): string {
  if (to === 'accepted') return 'Seul un transporteur peut accepter un transport.';
  if (to === 'cancelled') {
    return 'Seul l’établissement demandeur ou un administrateur peut annuler ce transport.';
  }
  if (to === 'rejected') return 'Seul un administrateur peut refuser une demande.';
  if (to === 'expired')
    return 'Seuls les utilisateurs qui voient cette demande peuvent la déclarer expirée.';
  if (isWaiting(to)) {
    return 'Seul l’établissement demandeur peut modifier la diffusion de cette demande.';
  }
  return 'Seul le transporteur qui a accepté ce transport peut le faire avancer.';
}

/** Who may make an allowed move (MOVE_RULES, by relation), and the time conditions on acceptance and expiry. */
function actorCheck(transport: Transport, to: TransportStatus, actor: Actor, now: EpochMillis) {
  const { timing } = MOVE_RULES[to] as MoveRule;
  const expired = now >= expiresAt(transport);
  // Expiry is a fact of time, not a decision: its time condition comes first.
  if (timing === 'after_expiry' && !expired) {
    const when = formatDateTime(expiresAt(transport));
    return refused('not_expired', `Cette demande n’expire qu’après 24 heures (le ${when}).`);
  }
  if (!mayMoveTo(to, relationsOf(transport, actor))) {
    if (to === 'accepted' && isProviderRole(actor.role)) {
      const type = TRANSPORT_TYPE_LABELS[transport.type_transport];
      return refused(
        'not_visible',
        `Les transports de type ${type} ne sont pas proposés à votre type de compte.`,
      );
    }
    return refused('forbidden', forbiddenReason(to));
  }
  if (timing === 'before_expiry' && expired) {
    return refused('expired', 'Cette demande a expiré : elle ne peut plus être acceptée.');
  }
  return ALLOWED;
}

/**
 * Checks an update against the transport's current (server) state: terminal states are final, the first valid
 * acceptance wins, the provider chain only moves forward, each move has its allowed actors, and a driver step is
 * not recorded before the ride's day (judged by the tap's time, `tapTime`: the server's `now` on a device).
 */
export function checkTransition(
  transport: Transport,
  update: Pick<StatusUpdate, 'status' | 'actor'> & Pick<Partial<StatusUpdate>, 'assignment'>,
  now: EpochMillis,
  tapTime: EpochMillis = now,
): TransitionCheck {
  const from = transport.etat;
  const to = update.status;
  const terminalReason = TERMINAL_REASONS[from];
  if (terminalReason !== undefined) return refused('terminal', terminalReason);
  const provider = relationsOf(transport, update.actor).includes('provider');
  if (to === 'accepted' && !isWaiting(from) && !provider) {
    return refused(
      'already_accepted',
      'Ce transport a déjà été accepté par un autre transporteur.',
    );
  }
  if (to === from && !reassigns(transport, update.assignment)) {
    return refused('same_state', `Le transport est déjà à l’état « ${LABELS[from]} ».`);
  }
  if (!allowedTargets(from).includes(to)) return structuralRefusal(from, to);
  const byActor = actorCheck(transport, to, update.actor, now);
  if (byActor.ok && to === 'assigned' && update.assignment === undefined) {
    return refused('not_allowed', ASSIGNMENT_NEEDED);
  }
  const early = byActor.ok ? stepBeforeRideDay(transport.date_transport, to, tapTime) : null;
  return early === null ? byActor : { ok: false, refusal: early };
}

const ASSIGNMENT_NEEDED = 'Choisissez un chauffeur et un véhicule pour affecter ce transport.';

/**
 * An assignment naming another driver, vehicle or équipier (issue 23) than the current one: `assigned` again is a
 * reassignment.
 */
function reassigns(transport: Transport, assignment: Assignment | undefined): boolean {
  if (assignment === undefined || transport.etat !== 'assigned') return false;
  const equipier = assignment.equipier ?? null;
  const current = transport.assigned_driver?.equipier ?? null;
  return (
    assignment.driver.uid !== transport.assigned_driver?.uid ||
    assignment.vehicle.id !== transport.assigned_vehicle?.id ||
    equipier?.uid !== current?.uid ||
    equipier?.qualification !== current?.qualification
  );
}
