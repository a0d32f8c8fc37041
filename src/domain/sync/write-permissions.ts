import { isPatientVisibleTo } from '@/domain/patient/patient-access';
import type { Patient } from '@/domain/patient/patient.schema';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { canRoleSeeTransportType, isVisibleTo, type Viewer } from '@/domain/transport/visibility';

/**
 * Who may write what, checked by every server adapter in the same transaction as the write — the rules the
 * Firestore security rules will enforce, stated once. Each check answers null (allowed) or the French reason.
 */
export const WRITE_PERMISSION_MESSAGES = {
  actorMismatch:
    'Accès refusé : une modification doit être faite au nom de l’utilisateur connecté.',
  transportHidden: 'Accès refusé : ce transport n’est pas visible depuis votre compte.',
  foreignCreation:
    'Accès refusé : vous ne pouvez pas créer une demande pour une autre organisation.',
  notificationHidden: 'Accès refusé : cette notification ne vous est pas destinée.',
  foreignPatient:
    'Accès refusé : vous ne pouvez pas enregistrer un patient pour une autre organisation.',
  membershipEnded:
    'Accès refusé : vous ne faites plus partie de cette organisation. Si c’est une erreur, contactez son responsable.',
} as const;

/** A member a responsable removed writes nothing more for the organisation (firestore.rules: caller().removed). */
export function staysMember(viewer: Pick<Viewer, 'removed'>): string | null {
  return viewer.removed === true ? WRITE_PERMISSION_MESSAGES.membershipEnded : null;
}

function actorOf(op: TransportOperation): Actor | null {
  switch (op.kind) {
    case 'transport.status':
      return op.update.actor;
    case 'transport.edit':
      return op.actor;
    case 'transport.create':
      return null;
  }
}

/** A user writes only in their own name. */
export function actsAsViewer(op: TransportOperation, viewer: Viewer): string | null {
  const actor = actorOf(op);
  if (actor === null) return null;
  const same =
    actor.uid === viewer.uid && actor.role === viewer.role && actor.orgId === viewer.orgId;
  return same ? null : WRITE_PERMISSION_MESSAGES.actorMismatch;
}

/**
 * Operations on an existing transport need it visible. A provider racing for a request another provider just
 * won no longer sees it, yet must get the « déjà accepté » refusal, not a permission error.
 */
export function mayTouch(
  op: TransportOperation,
  current: Transport,
  viewer: Viewer,
): string | null {
  const raceForRequest =
    op.kind === 'transport.status' &&
    op.update.status === 'accepted' &&
    canRoleSeeTransportType(viewer.role, current.type_transport);
  return isVisibleTo(current, viewer) || raceForRequest
    ? null
    : WRITE_PERMISSION_MESSAGES.transportHidden;
}

/** A patient record is created by its own organisation's user, in their name (or by an admin). */
export function mayCreatePatient(created: Patient, viewer: Viewer): string | null {
  const removed = staysMember(viewer);
  if (removed !== null) return removed;
  const ownName = viewer.role === 'admin' || created.created_by === viewer.uid;
  return ownName && isPatientVisibleTo(created, viewer)
    ? null
    : WRITE_PERMISSION_MESSAGES.foreignPatient;
}

/**
 * Nobody creates what they could not see afterwards (another clinic's request, say), nor in a colleague's name:
 * the creator is the signed-in user (an admin may create for anyone, spec §6).
 */
export function mayCreate(created: Transport, viewer: Viewer): string | null {
  if (viewer.role !== 'admin' && created.created_by !== viewer.uid) {
    return WRITE_PERMISSION_MESSAGES.actorMismatch;
  }
  return isVisibleTo(created, viewer) ? null : WRITE_PERMISSION_MESSAGES.foreignCreation;
}
