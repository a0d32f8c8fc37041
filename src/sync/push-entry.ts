import type { LocalStorePort, OutboxEntry, RemotePort, Viewer } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import type { BackoffTracker } from '@/sync/backoff';
import { classifyPushError } from '@/sync/classify-error';
import { isTransportOperation } from '@/domain/sync/operation';

export interface PushContext {
  local: LocalStorePort;
  remote: RemotePort;
  viewer: Viewer;
  clock: Clock;
  backoff: BackoffTracker;
}

export type PushResult = { kind: 'settled' } | { kind: 'retry'; at: number } | { kind: 'failed' };

/**
 * One outbox entry, marked in flight by the caller (markInflight: if the tab dies during the push, recoverInflight
 * finds it and the opId makes the replay harmless), through one remote push. Remote failures are classified here;
 * local-store failures propagate, because the outbox itself is then unusable and the whole pass must stop.
 */
export async function pushEntry(ctx: PushContext, entry: OutboxEntry): Promise<PushResult> {
  // The ride as the server last answered it here: a hint that lets a backend skip its reads (issue 24).
  const known = isTransportOperation(entry.op)
    ? await ctx.local.knownServerRide(entry.op.transportId)
    : null;
  let outcome;
  try {
    // A push left unanswered is let go and retried (remote-deadlines.ts): 'deadline-exceeded', retryable.
    outcome = await ctx.remote.push(entry.op, ctx.viewer, known);
  } catch (error) {
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
