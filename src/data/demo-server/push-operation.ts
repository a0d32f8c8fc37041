import type { Clock } from '@/domain/shared/clock';
import type { PushOutcome, RemoteOperation, Viewer } from '@/data/ports';
import type { ChangeBus } from '@/data/demo-server/change-bus';
import { scopedViewer, standingRefusal } from '@/data/demo-server/membership';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import { pushMessage } from '@/data/demo-server/push-message';
import { pushNotificationRead } from '@/data/demo-server/push-notification';
import { pushPatientCreation } from '@/data/demo-server/push-patient';
import { pushProfileUpdate } from '@/data/demo-server/push-profile';
import { pushTransportOperation } from '@/data/demo-server/push-transport';
import type { ServerDb } from '@/data/demo-server/server-db';
import { validOperation } from '@/data/demo-server/validate-operation';

/**
 * Checks, applies and, once committed, announces one operation to every tab. The caller's standing in its
 * organisation (member role, removed) is the server's, never the device's — as firestore.rules reads it.
 */
export async function pushOperation(
  db: ServerDb,
  clock: Clock,
  bus: ChangeBus,
  op: RemoteOperation,
  asked: Viewer,
): Promise<PushOutcome> {
  const valid = validOperation(op);
  const { viewer } = await scopedViewer(db, asked);
  const refused = await standingRefusal(db, valid, viewer, clock.now());
  if (refused !== null) throw permissionDenied(refused);
  if (valid.kind === 'notification.read') {
    const result = await pushNotificationRead(db, clock, valid, viewer);
    if (result.changed) {
      bus.publish({ type: 'changed', collection: 'notifications', ids: [valid.notificationId] });
    }
    return result.outcome;
  }
  if (valid.kind === 'patient.create') {
    const result = await pushPatientCreation(db, clock, valid, viewer);
    if (result.changed) {
      bus.publish({
        type: 'changed',
        collection: 'patients',
        ids: result.outcome.patient ? [result.outcome.patient.id] : [],
        notificationIds: result.notificationIds ?? [],
      });
    }
    return result.outcome;
  }
  if (valid.kind === 'message.send') {
    // A chauffeur writes only on the rides assigned to them: `viewer` carries the server's word on their role.
    const result = await pushMessage(db, clock, valid, viewer);
    if (result.changed) {
      bus.publish({ type: 'changed', collection: 'messages', ids: [valid.message.id] });
    }
    return result.outcome;
  }
  if (valid.kind === 'profile.update') return pushProfileUpdate(db, clock, valid, viewer);
  const result = await pushTransportOperation(db, clock, valid, viewer);
  if (result.changed) {
    const notificationIds = result.notificationIds ?? [];
    bus.publish({
      type: 'changed',
      collection: 'transports',
      ids: [valid.transportId],
      notificationIds,
    });
  }
  return result.outcome;
}
