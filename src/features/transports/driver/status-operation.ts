import type { RemoteOperation, Viewer } from '@/data/ports';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Position } from '@/domain/transport/geo';
import type { TransportStatus } from '@/domain/transport/transport-status';

export interface StatusTap {
  status: TransportStatus;
  /** Free text attached to this tap (the driver's note), kept in the ride's history. */
  notes?: string;
  /** Why: required for a cancellation. */
  reason?: string;
}

/** Optional text is sent only when it says something: an empty note is no note. */
const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The outbox operation for one tap: the viewer as actor, the device time of the tap, the position if any. */
export function statusOperation(
  transportId: string,
  tap: StatusTap,
  context: { viewer: Viewer; opId: string; deviceTime: EpochMillis; position: Position | null },
): RemoteOperation {
  const { viewer, opId, deviceTime, position } = context;
  const notes = text(tap.notes);
  const reason = text(tap.reason);
  return {
    kind: 'transport.status',
    opId,
    transportId,
    update: {
      opId,
      status: tap.status,
      actor: { uid: viewer.uid, role: viewer.role, orgId: viewer.orgId },
      deviceTime,
      position,
      ...(notes === undefined ? {} : { notes }),
      ...(reason === undefined ? {} : { reason }),
    },
  };
}
