import type { OutboxEntry } from '@/data/ports';
import { pushEntry, type PushContext, type PushResult } from '@/sync/push-entry';

export interface DrainContext extends PushContext {
  batchSize: number;
  /** Checked before each batch: leadership lost, engine stopped or offline ends the pass early. */
  shouldContinue(): boolean;
  /** After each batch, so the pending count visibly goes down. */
  onProgress(): Promise<void>;
}

export interface DrainReport {
  settled: number;
  retried: number;
  failed: number;
  /** Earliest nextAttemptAt given in this pass, to wake up for it. */
  earliestRetryAt: number | null;
}

/** Fresh due heads: an entry already retried in this pass is skipped, so a zero jitter cannot spin. */
function freshHeads(due: OutboxEntry[], retried: ReadonlySet<number>, limit: number) {
  return due.filter((entry) => !retried.has(entry.seq)).slice(0, limit);
}

/**
 * Pushes the outbox heads (one per entity, FIFO) until none is due. A batch holds distinct entities, so its pushes
 * run in parallel: a slow or failing transport never holds up another.
 */
export async function drainOutbox(ctx: DrainContext): Promise<DrainReport> {
  const horizon = ctx.backoff.horizon(ctx.clock.now());
  const retried = new Set<number>();
  const report: DrainReport = { settled: 0, retried: 0, failed: 0, earliestRetryAt: null };
  while (ctx.shouldContinue()) {
    // Asking for more than a batch makes room for the entries retried above, which stay heads.
    const due = await ctx.local.drainable(horizon, ctx.batchSize + retried.size);
    const batch = freshHeads(due, retried, ctx.batchSize);
    if (batch.length === 0) break;
    const results = await Promise.allSettled(batch.map((entry) => pushEntry(ctx, entry)));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') tally(report, retried, batch[index]!, result.value);
    });
    const broken = results.find((result) => result.status === 'rejected');
    if (broken) throw broken.reason;
    await ctx.onProgress();
  }
  return report;
}

function tally(report: DrainReport, retried: Set<number>, entry: OutboxEntry, result: PushResult) {
  if (result.kind === 'settled') report.settled += 1;
  if (result.kind === 'failed') report.failed += 1;
  if (result.kind === 'retry') {
    report.retried += 1;
    retried.add(entry.seq);
    report.earliestRetryAt = Math.min(report.earliestRetryAt ?? Infinity, result.at);
  }
}
