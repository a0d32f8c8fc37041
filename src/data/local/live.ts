import { useLiveQuery } from 'dexie-react-hooks';

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
