import type { PushOutcome, RemoteOperation, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { pushMessage } from './push-message';
import { pushNotificationRead } from './push-notification';
import { pushPatientCreate } from './push-patient';
import { pushProfileUpdate } from './push-profile';
import { pushTransportOperation, type PushContext } from './push-transport';
import { validOperation } from './validate-operation';

/** Checks an operation's shape, then applies it in its own transaction. */
export function pushOperation(
  ctx: PushContext,
  op: RemoteOperation,
  viewer: Viewer,
  known: Transport | null = null,
): Promise<PushOutcome> {
  const valid = validOperation(op);
  switch (valid.kind) {
    case 'notification.read':
      return pushNotificationRead(ctx.db, valid, viewer);
    case 'patient.create':
      return pushPatientCreate(ctx, valid, viewer);
    case 'message.send':
      return pushMessage(ctx, valid, viewer);
    case 'profile.update':
      return pushProfileUpdate(ctx.db, valid, viewer);
    default:
      return pushTransportOperation(ctx, valid, viewer, known);
  }
}
