import type { OutboxEntry } from '@/data/ports';
import { isNumberedCreation, type NumberedCreationKind } from '@/domain/sync/operation';
import { pushEntry, type PushContext, type PushResult } from '@/sync/push-entry';

export interface DrainContext extends PushContext {
  /** Pushes in flight at most (each of a different entity): what the backend takes at once. */
  batchSize: number;
  /** Checked before each new push: leadership lost, engine stopped or offline ends the pass early. */
  shouldContinue(): boolean;
  /** After pushes settle, so the pending count visibly goes down. */
  onProgress(): Promise<void>;
}

export interface DrainReport {
  settled: number;
  retried: number;
  failed: number;
  /** Earliest nextAttemptAt given in this pass, to wake up for it. */
  earliestRetryAt: number | null;
}

const numberedKind = (entry: OutboxEntry): NumberedCreationKind | null =>
  isNumberedCreation(entry.op.kind) ? entry.op.kind : null;

/**
 * Pushes the outbox heads (one per entity, FIFO) until none is due, as a bounded pool: up to `batchSize` pushes
 * in flight, never two of one entity (per-ride order), and the moment one settles its entity's next entry may
 * start — no batch waits for its slowest push (issue 24: a ride's chain of changes no longer pays one batch each).
 * One numbered creation of a kind at a time (a transport's, a patient's): they take their number from a shared
 * counter, two at once would race for it.
 * An entry retried in this pass is not picked again, so a zero jitter cannot spin.
 */
export async function drainOutbox(ctx: DrainContext): Promise<DrainReport> {
  const horizon = ctx.backoff.horizon(ctx.clock.now());
  const retried = new Set<number>();
  const report: DrainReport = { settled: 0, retried: 0, failed: 0, earliestRetryAt: null };
  const running = new Map<string, Promise<void>>();
  const creating = new Set<NumberedCreationKind>();
  let broken: { reason: unknown } | null = null;
  let progressDue = false;
  let progress: Promise<void> | null = null;

  const start = (entry: OutboxEntry) => {
    const creation = numberedKind(entry);
    if (creation) creating.add(creation);
    const push = pushEntry(ctx, entry)
      .then(
        (result) => tally(report, retried, entry, result),
        // A local-store failure: the outbox is unusable, the pass stops once the pushes in flight end.
        (error: unknown) => void (broken ??= { reason: error }),
      )
      .finally(() => {
        running.delete(entry.entityKey);
        if (creation) creating.delete(creation);
        progressDue = true;
      });
    running.set(entry.entityKey, push);
  };

  for (;;) {
    const free = ctx.batchSize - running.size;
    if (broken === null && free > 0 && ctx.shouldContinue()) {
      // Room for the heads skipped below: retried ones, those just started a creation waiting for its turn.
      const due = await ctx.local.drainable(horizon, free + retried.size + running.size + 1);
      const picked = pick(due, free, retried, running, creating);
      if (picked.length > 0) {
        // Marked before their requests leave, all in one write (a drain's first forty were forty writes).
        try {
          await ctx.local.markInflight(picked.map((entry) => entry.seq));
          picked.forEach(start);
        } catch (error) {
          broken ??= { reason: error };
        }
      }
    }
    // The count refresh runs beside the pushes, one at a time: a settled push waits for no count read.
    if (progressDue && progress === null) {
      progressDue = false;
      progress = ctx
        .onProgress()
        .catch((error: unknown) => void (broken ??= { reason: error }))
        .finally(() => (progress = null));
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  await progress;
  if (progressDue) await ctx.onProgress();
  if (broken !== null) throw (broken as { reason: unknown }).reason;
  return report;
}

/** Up to `free` heads to start: not retried in this pass, no entity in flight, one numbered creation of a kind. */
function pick(
  due: readonly OutboxEntry[],
  free: number,
  retried: ReadonlySet<number>,
  running: ReadonlyMap<string, unknown>,
  creating: ReadonlySet<NumberedCreationKind>,
): OutboxEntry[] {
  const picked: OutboxEntry[] = [];
  const entities = new Set<string>();
  const kinds = new Set<NumberedCreationKind>();
  for (const entry of due) {
    if (picked.length >= free) break;
    if (retried.has(entry.seq) || running.has(entry.entityKey) || entities.has(entry.entityKey)) {
      continue;
    }
    const kind = numberedKind(entry);
    if (kind !== null && (creating.has(kind) || kinds.has(kind))) continue;
    picked.push(entry);
    entities.add(entry.entityKey);
    if (kind !== null) kinds.add(kind);
  }
  return picked;
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
