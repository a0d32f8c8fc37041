import {
  RemoteError,
  type LocalStorePort,
  type OutboxEntry,
  type RemotePort,
  type Viewer,
} from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import type { BackoffTracker } from '@/sync/backoff';
import { classifyPushError } from '@/sync/classify-error';
import { isTransportOperation } from '@/domain/sync/operation';
import { TimeoutError, withTimeout } from '@/services/session/with-timeout';

/** The reason a push let go unanswered keeps (shown with the change if it ends up failing). */
export const PUSH_TIMEOUT_MESSAGE = 'Le serveur n’a pas répondu à temps : nouvel essai.';

export interface PushContext {
  local: LocalStorePort;
  remote: RemotePort;
  viewer: Viewer;
  clock: Clock;
  backoff: BackoffTracker;
  /** SyncEngineOptions.pushTimeoutMs. */
  pushTimeoutMs: number;
}

export type PushResult = { kind: 'settled' } | { kind: 'retry'; at: number } | { kind: 'failed' };

/**
 * One outbox entry through one remote transaction. Remote failures are classified here; local-store failures
 * propagate, because the outbox itself is then unusable and the whole pass must stop.
 */
export async function pushEntry(ctx: PushContext, entry: OutboxEntry): Promise<PushResult> {
  // Marked first: if the tab dies during the push, recoverInflight finds it and the opId makes the replay harmless.
  await ctx.local.markInflight(entry.seq);
  // The ride as the server last answered it here: a hint that lets a backend skip its reads (issue 24).
  const known = isTransportOperation(entry.op)
    ? await ctx.local.knownServerRide(entry.op.transportId)
    : null;
  let outcome;
  try {
    // Let go unanswered, the push may still land: its retry, under the same opId, is then answered « duplicate ».
    outcome = await withTimeout(
      ctx.remote.push(entry.op, ctx.viewer, known),
      ctx.pushTimeoutMs,
      PUSH_TIMEOUT_MESSAGE,
    );
  } catch (thrown) {
    const error =
      thrown instanceof TimeoutError
        ? new RemoteError('deadline-exceeded', thrown.message)
        : thrown;
    const failure = classifyPushError(error);
    if (failure.retryable) {
      const at = ctx.clock.now() + ctx.backoff.delayFor(entry);
      await ctx.local.scheduleRetry(entry.seq, failure.message, at);
      return { kind: 'retry', at };
    }
    ctx.backoff.forget(entry.seq);
    await ctx.local.markFailed(entry.seq, failure.message);
    return { kind: 'failed' };
  }
  ctx.backoff.forget(entry.seq);
  await ctx.local.settle(entry.seq, outcome);
  return { kind: 'settled' };
}
