import type { PushOutcome, RemoteOperation, Viewer } from '@/data/ports';
import { pushNotificationRead } from './push-notification';
import { pushTransportOperation, type PushContext } from './push-transport';
import { validOperation } from './validate-operation';

/** Checks an operation's shape, then applies it in its own transaction. */
export function pushOperation(
  ctx: PushContext,
  op: RemoteOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  const valid = validOperation(op);
  return valid.kind === 'notification.read'
    ? pushNotificationRead(ctx.db, valid, viewer)
    : pushTransportOperation(ctx, valid, viewer);
}
