import type { AppDb } from '@/data/local/db/app-db';
import type { Transport } from '@/domain/transport/transport.schema';

/** Told the transport views a user action wrote, once their transaction is on disk. */
export type WrittenViewsListener = (views: readonly Transport[]) => void;

const listeners = new WeakMap<AppDb, Set<WrittenViewsListener>>();

/**
 * Issue 24 (tap → UI): the lists on screen patch themselves from the rows a tap just wrote instead of waiting for
 * their live query to read the tab again (it still does, and its answer replaces the patch). This tab only:
 * other tabs hear of the write through Dexie's own change events.
 */
export function onWrittenViews(db: AppDb, listener: WrittenViewsListener): () => void {
  let set = listeners.get(db);
  if (set === undefined) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Call only after the transaction that wrote `views` committed: never show a change that is not on disk. */
export function announceWrittenViews(db: AppDb, views: readonly Transport[]): void {
  if (views.length === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(views);
}
