import type { Refusal } from '@/domain/transport/refusal';
import type { OperationResult } from '@/domain/sync/apply-operation';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/** A document as a push answers it: the entity and the server time of its last write (ports' RemoteDocument). */
export interface ServerDocument<T> {
  id: string;
  data: T;
  syncTs: ServerTimestamp;
}

/** What the server did with a transport operation, in the shape the Remote port hands back (PushOutcome). */
export type TransportOutcome = (
  | { status: 'applied'; document: ServerDocument<Transport> | null }
  | { status: 'duplicate'; document: ServerDocument<Transport> | null }
  | { status: 'refused'; refusal: Refusal; document: ServerDocument<Transport> | null }
) & { gone?: boolean };

/** The domain's result as the device is told it, with the ride as the viewer may now hold it. */
export function toOutcome(
  result: OperationResult,
  document: ServerDocument<Transport> | null,
  gone = false,
): TransportOutcome {
  const outcome: TransportOutcome =
    result.outcome === 'refused'
      ? { status: 'refused', refusal: result.refusal, document }
      : { status: result.outcome, document };
  if (gone) outcome.gone = true;
  return outcome;
}
