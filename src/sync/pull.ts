import type { Checkpoint, LocalStorePort, Page, RemotePort, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { isAfterCheckpoint } from '@/domain/sync/server-timestamp';

export interface PullContext {
  local: LocalStorePort;
  remote: RemotePort;
  viewer: Viewer;
  pageSize: number;
  shouldContinue(): boolean;
}

export interface PullReport {
  /** True when the last page said there was nothing more. */
  complete: boolean;
  pages: number;
  documents: number;
}

function warnStuck(from: Checkpoint | null, page: Page<Transport>) {
  console.warn(
    '[sync] Le point de reprise ne progresse pas ; réception interrompue jusqu’au prochain cycle.',
    { from, returned: page.checkpoint, documents: page.documents.length },
  );
}

/**
 * Pages through the transports changed since the stored checkpoint (research/sync.md §1A: every bug was at
 * checkpoint boundaries). A page that does not move the checkpoint forward is never stored, since that could move
 * it back, and never followed, since that would loop: the remote is broken and a warning says so.
 */
export async function pullTransports(ctx: PullContext): Promise<PullReport> {
  let checkpoint = await ctx.local.checkpoint('transports');
  const report: PullReport = { complete: false, pages: 0, documents: 0 };
  while (ctx.shouldContinue()) {
    const page = await ctx.remote.pullTransports(ctx.viewer, checkpoint, ctx.pageSize);
    report.pages += 1;
    const next = page.checkpoint;
    const advanced = next !== null && isAfterCheckpoint(next, checkpoint);
    const stuck = !advanced && (page.documents.length > 0 || page.hasMore);
    if (stuck) {
      warnStuck(checkpoint, page);
      return report;
    }
    if (page.documents.length > 0) {
      await ctx.local.applyPulled('transports', page);
      report.documents += page.documents.length;
    }
    if (!page.hasMore) return { ...report, complete: true };
    checkpoint = next;
  }
  return report;
}
