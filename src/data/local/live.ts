import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AppDb } from '@/data/local/db/app-db';
import { onWrittenViews } from '@/data/local/written-views';
import type { Transport } from '@/domain/transport/transport.schema';

interface Tagged<T> {
  identity: readonly unknown[];
  value: T;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The UI's only way to read the device store: re-runs `query` whenever a table range it read changes (in this
 * tab or another), and returns `initial` until the first result. The only importer of dexie-react-hooks.
 *
 * `deps` say WHAT is read (a transport id, a tab): when they change, `initial` is returned until the new query
 * answers — never the previous transport's detail under the new id. `refreshDeps` only say WHEN to read again
 * (the clock ticking a minute): the previous result stays on screen meanwhile, so a list does not blink.
 */
export function useLive<T>(
  query: () => Promise<T> | T,
  deps: readonly unknown[],
  initial: T,
  refreshDeps: readonly unknown[] = [],
): T {
  const tagged = useLiveQuery<Tagged<T> | null, null>(
    async () => ({ identity: deps, value: await query() }),
    [...deps, ...refreshDeps],
    null,
  );
  return tagged !== null && sameInputs(tagged.identity, deps) ? tagged.value : initial;
}

/**
 * `useLive`, patched ahead of its query (issue 24, tap → UI): when a user action of this tab commits, `patch` turns
 * the value on screen and the transport views it wrote into the value the query would answer (null: it cannot
 * tell, wait for the query). The query still re-runs and its answer replaces the patch; a patch is never shown
 * over another read than the one it was made from.
 */
export function usePatchedLive<T>(
  db: AppDb,
  query: () => Promise<T> | T,
  patch: (shown: T, written: readonly Transport[]) => T | null,
  deps: readonly unknown[],
  initial: T,
  refreshDeps: readonly unknown[] = [],
): T {
  const read = useLive(query, deps, initial, refreshDeps);
  const [patched, setPatched] = useState<{ base: T; value: T } | null>(null);
  const shown = patched !== null && Object.is(patched.base, read) ? patched.value : read;
  const latest = useRef({ read, shown, patch });
  useLayoutEffect(() => {
    latest.current = { read, shown, patch };
  });
  useEffect(
    () =>
      onWrittenViews(db, (written) => {
        const { read: base, shown: current, patch: apply } = latest.current;
        const value = apply(current, written);
        if (value !== null) setPatched({ base, value });
      }),
    [db],
  );
  return shown;
}
