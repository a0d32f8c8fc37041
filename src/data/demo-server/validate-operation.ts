import { RemoteError, type RemoteOperation } from '@/data/ports';
import { checkOperation } from '@/domain/sync/operation';

/** The domain's shape check of an incoming operation; a malformed one is refused for good (invalid-argument). */
export function validOperation(op: RemoteOperation): RemoteOperation {
  const checked = checkOperation(op);
  if (!checked.ok) throw new RemoteError('invalid-argument', checked.error);
  return checked.op;
}
