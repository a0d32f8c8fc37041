import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AppDb } from '@/data/local/db/app-db';
import { useLive } from '@/data/local/live';
import { onWrittenViews } from '@/data/local/written-views';
import type { Transport } from '@/domain/transport/transport.schema';

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
