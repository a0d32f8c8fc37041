import type { UserData } from '@/data/local/user-data';
import type { RemoteOperation, Viewer } from '@/data/ports';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Assignment } from '@/domain/transport/assignment';
import type { Position } from '@/domain/transport/geo';
import type { TransportStatus } from '@/domain/transport/transport-status';

export interface StatusTap {
  status: TransportStatus;
  /** Free text attached to this tap (the driver's note), kept in the ride's history. */
  notes?: string;
  /** Why: required for a cancellation. */
  reason?: string;
  /** Who drives and in what: required for `assigned` (issue 13). */
  assignment?: Assignment;
  /** Issue 21 item 3: an admin's correction out of the transition table (its reason required). */
  correction?: boolean;
}

/** Optional text is sent only when it says something: an empty note is no note. */
const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export interface TapContext {
  viewer: Viewer;
  /** This device (UserData.deviceId): the proof of service says which phone recorded the tap. */
  deviceId: string;
  opId: string;
  deviceTime: EpochMillis;
  position: Position | null;
}

/** A tap made at a desk (a dispatcher's batch or planning, an admin's correction): a new op id, no position asked. */
export function deskTapContext(
  data: Pick<UserData, 'viewer' | 'deviceId' | 'newOpId' | 'clock'>,
): TapContext {
  return {
    viewer: data.viewer,
    deviceId: data.deviceId,
    opId: data.newOpId(),
    deviceTime: data.clock.now(),
    position: null,
  };
}

/**
 * The outbox operation for one tap: the viewer as actor (with their name, for the history), the device and its
 * time of the tap, the position if any.
 */
export function statusOperation(
  transportId: string,
  tap: StatusTap,
  context: TapContext,
): RemoteOperation {
  const { viewer, deviceId, opId, deviceTime, position } = context;
  const notes = text(tap.notes);
  const reason = text(tap.reason);
  return {
    kind: 'transport.status',
    opId,
    transportId,
    update: {
      opId,
      status: tap.status,
      // The viewer is the actor (uid, role, organisation, and the name the history shows), as the clinic's
      // cancellation passes it.
      actor: viewer,
      deviceId,
      deviceTime,
      position,
      ...(notes === undefined ? {} : { notes }),
      ...(reason === undefined ? {} : { reason }),
      ...(tap.assignment === undefined ? {} : { assignment: tap.assignment }),
      ...(tap.correction === true ? { correction: true } : {}),
    },
  };
}
