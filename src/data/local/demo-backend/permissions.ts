import type { Viewer } from '@/data/ports';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportOperation } from '@/domain/sync/operation';
import { canRoleSeeTransportType, isVisibleTo } from '@/domain/transport/visibility';
import { DEMO_REMOTE_MESSAGES, permissionDenied } from '@/data/local/demo-backend/remote-errors';

/**
 * What the security rules will enforce on Firestore, checked here in the same transaction as the write: a user
 * writes only in their own name, and only on transports they may see.
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

export function assertActsAsViewer(op: TransportOperation, viewer: Viewer): void {
  const actor = actorOf(op);
  if (actor === null) return;
  const same =
    actor.uid === viewer.uid && actor.role === viewer.role && actor.orgId === viewer.orgId;
  if (!same) throw permissionDenied(DEMO_REMOTE_MESSAGES.actorMismatch);
}

/**
 * A provider that saw a request while it was waiting may still race for it after another provider won: it
 * must get the refusal (« déjà accepté »), not a permission error, so the driver understands what happened.
 */
function isRaceForRequest(op: TransportOperation, current: Transport, viewer: Viewer): boolean {
  return (
    op.kind === 'transport.status' &&
    op.update.status === 'accepted' &&
    canRoleSeeTransportType(viewer.role, current.type_transport)
  );
}

/** Operations on an existing transport. */
export function assertMayTouch(op: TransportOperation, current: Transport, viewer: Viewer): void {
  if (isVisibleTo(current, viewer) || isRaceForRequest(op, current, viewer)) return;
  throw permissionDenied(DEMO_REMOTE_MESSAGES.transportHidden);
}

/** A creation: nobody creates what they could not see afterwards (another clinic's request, say). */
export function assertMayCreate(created: Transport, viewer: Viewer): void {
  if (!isVisibleTo(created, viewer)) throw permissionDenied(DEMO_REMOTE_MESSAGES.foreignCreation);
}
