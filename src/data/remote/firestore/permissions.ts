import type { Viewer } from '@/data/ports';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { canRoleSeeTransportType, isVisibleTo } from '@/domain/transport/visibility';
import { FIRESTORE_MESSAGES, permissionDenied } from './remote-errors';

/**
 * What the security rules will enforce, checked by the client inside the transaction until they do (and kept
 * after, so the user gets a French refusal rather than a bare rules error). Same checks as the demo backend.
 */

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
export function assertActsAsViewer(op: TransportOperation, viewer: Viewer): void {
  const actor = actorOf(op);
  if (actor === null) return;
  const same =
    actor.uid === viewer.uid && actor.role === viewer.role && actor.orgId === viewer.orgId;
  if (!same) throw permissionDenied(FIRESTORE_MESSAGES.actorMismatch);
}

/**
 * Operations on an existing transport need it visible. A provider racing for a request another provider just
 * won no longer sees it, yet must get the « déjà accepté » refusal, not a permission error.
 */
export function assertMayTouch(op: TransportOperation, current: Transport, viewer: Viewer): void {
  const raceForRequest =
    op.kind === 'transport.status' &&
    op.update.status === 'accepted' &&
    canRoleSeeTransportType(viewer.role, current.type_transport);
  if (isVisibleTo(current, viewer) || raceForRequest) return;
  throw permissionDenied(FIRESTORE_MESSAGES.transportHidden);
}

/** Nobody creates what they could not see afterwards (another clinic's request, say). */
export function assertMayCreate(created: Transport, viewer: Viewer): void {
  if (!isVisibleTo(created, viewer)) throw permissionDenied(FIRESTORE_MESSAGES.foreignCreation);
}
