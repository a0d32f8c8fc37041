import type {
  Checkpoint,
  LocalStorePort,
  Page,
  PulledCollection,
  RemotePort,
  Viewer,
} from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { compareCheckpoints, isAfterCheckpoint } from '@/domain/sync/server-timestamp';

const sameOrAfter = (position: Checkpoint, checkpoint: Checkpoint) =>
  compareCheckpoints(position, checkpoint) >= 0;

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

/** How one collection is fetched from the remote and stored on the device. */
interface CollectionIo<T> {
  collection: PulledCollection;
  fetch(after: Checkpoint | null): Promise<Page<T>>;
  store(page: Page<T>): Promise<void>;
}

/** A page asked for before the pull began (sync-cycle's read ahead), and the checkpoint it was asked from. */
export interface PageAhead<T> {
  from: Checkpoint | null;
  page: Page<T>;
}

const sameCheckpoint = (a: Checkpoint | null, b: Checkpoint | null) =>
  a === null || b === null ? a === b : compareCheckpoints(a, b) === 0;

function warnStuck(collection: PulledCollection, from: Checkpoint | null, page: Page<unknown>) {
  console.warn(
    '[sync] Le point de reprise ne progresse pas ; réception interrompue jusqu’au prochain cycle.',
    { collection, from, returned: page.checkpoint, documents: page.documents.length },
  );
}

/**
 * Pages through a collection's documents changed since its stored checkpoint (research/sync.md §1A: every bug was
 * at checkpoint boundaries). A page that does not move the checkpoint forward is never stored, since that could
 * move it back, and never followed, since that would loop: the remote is broken and a warning says so.
 */
async function pullCollection<T>(
  ctx: PullContext,
  io: CollectionIo<T>,
  ahead: PageAhead<T> | null = null,
): Promise<PullReport> {
  const { collection } = io;
  let checkpoint = await ctx.local.checkpoint(collection);
  // A page read ahead stands for the first fetch only if it was asked from where this pull starts.
  let first = ahead !== null && sameCheckpoint(ahead.from, checkpoint) ? ahead.page : null;
  const report: PullReport = { complete: false, pages: 0, documents: 0 };
  while (ctx.shouldContinue()) {
    const page = first ?? (await io.fetch(checkpoint));
    first = null;
    report.pages += 1;
    const next = page.checkpoint;
    const advanced = next !== null && isAfterCheckpoint(next, checkpoint);
    // A last page may hand out, at the checkpoint it was asked from, rides the viewer only now sees without any
    // write (issue 23: the zone widened to the company): kept. Asked for more without moving on, or moving back: stuck.
    const movesBack = checkpoint !== null && (next === null || !sameOrAfter(next, checkpoint));
    const stuck =
      movesBack || (!advanced && (page.hasMore || (page.documents.length > 0 && next === null)));
    if (stuck) {
      warnStuck(collection, checkpoint, page);
      return report;
    }
    // A page that only moves the checkpoint (the remote skipped what the viewer may not see) is stored too, so
    // the next cycle does not read those documents again.
    if (page.documents.length > 0 || advanced) {
      await io.store(page);
      report.documents += page.documents.length;
    }
    if (!page.hasMore) return { ...report, complete: true };
    checkpoint = next;
  }
  return report;
}

export const pullTransports = (ctx: PullContext, ahead: PageAhead<Transport> | null = null) =>
  pullCollection(
    ctx,
    {
      collection: 'transports',
      fetch: (after) => ctx.remote.pullTransports(ctx.viewer, after, ctx.pageSize),
      store: (page) => ctx.local.applyPulled('transports', page),
    },
    ahead,
  );

/** Patient records (clinics and admins only: the caller skips other roles, whose pages would be empty). */
export const pullPatients = (ctx: PullContext) =>
  pullCollection(ctx, {
    collection: 'patients',
    fetch: (after) => ctx.remote.pullPatients(ctx.viewer, after, ctx.pageSize),
    store: (page) => ctx.local.applyPulled('patients', page),
  });

/** After the transports, so a notification's transport is usually on the device when its link is shown. */
export const pullNotifications = (ctx: PullContext) =>
  pullCollection(ctx, {
    collection: 'notifications',
    fetch: (after) => ctx.remote.pullNotifications(ctx.viewer, after, ctx.pageSize),
    store: (page) => ctx.local.applyPulled('notifications', page),
  });

/**
 * Conversation messages (issue 13): the remote pulls them and the local store keeps them.
 */
export async function pullMessages(ctx: PullContext): Promise<PullReport> {
  const { remote, local } = ctx;
  return pullCollection(ctx, {
    collection: 'messages',
    fetch: (after) => remote.pullMessages(ctx.viewer, after, ctx.pageSize),
    store: (page) => local.applyPulledMessages(page),
  });
}
