import type {
  Checkpoint,
  LocalStorePort,
  Page,
  PulledCollection,
  RemotePort,
  Viewer,
} from '@/data/ports';
import {
  checkpointMoved,
  compareCheckpoints,
  isAfterCheckpoint,
} from '@/domain/sync/server-timestamp';

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
async function pullCollection<T>(ctx: PullContext, io: CollectionIo<T>): Promise<PullReport> {
  const { collection } = io;
  let checkpoint = await ctx.local.checkpoint(collection);
  const report: PullReport = { complete: false, pages: 0, documents: 0 };
  while (ctx.shouldContinue()) {
    const page = await io.fetch(checkpoint);
    report.pages += 1;
    const next = page.checkpoint;
    // Moving on: a later position, or (issue 23) the zone asked up to another time at the same one.
    const advanced = next !== null && checkpointMoved(next, checkpoint);
    const moved = next !== null && isAfterCheckpoint(next, checkpoint);
    // A last page may hand out, at the checkpoint it was asked from, rides the viewer only now sees without any
    // write (issue 23: the zone widened to the company): kept. Asked for more without moving on, or moving back: stuck;
    // so is a page asking for more that neither moves its position nor hands anything (the zone's time alone
    // moves with the clock).
    const movesBack = checkpoint !== null && (next === null || !sameOrAfter(next, checkpoint));
    const stuck =
      movesBack ||
      (!advanced && (page.hasMore || (page.documents.length > 0 && next === null))) ||
      (!moved && page.hasMore && page.documents.length === 0);
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

export const pullTransports = (ctx: PullContext) =>
  pullCollection(ctx, {
    collection: 'transports',
    fetch: (after) => ctx.remote.pullTransports(ctx.viewer, after, ctx.pageSize),
    store: (page) => ctx.local.applyPulled('transports', page),
  });

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
