import { useLiveQuery } from 'dexie-react-hooks';

/**
 * The UI's only way to read the device store: re-runs `query` whenever a table range it read changes (in this
 * tab or another), and returns `initial` until the first result. The only importer of dexie-react-hooks.
 */
export function useLive<T>(query: () => Promise<T> | T, deps: readonly unknown[], initial: T): T {
  return useLiveQuery(query, [...deps], initial);
}
