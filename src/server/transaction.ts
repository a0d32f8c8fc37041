/**
 * The transaction port the server module runs over. A push is written once as a generator that yields each read
 * it needs (`{ kind, key }`) and is handed back the document; a backend drives it with its own transaction —
 * Firestore's and the demo server's asynchronously, the memory fake synchronously (its tests keep their timing).
 * Reads are declared by each push in a table { kind: [key, document] }.
 */
export type ReadTable = Record<string, [unknown, unknown]>;

/** One read a push asks for. */
export type ServerRead<R extends ReadTable> = {
  [K in keyof R]: { kind: K; key: R[K][0] };
}[keyof R];

/** A push: yields its reads, returns its result. */
export type ServerSteps<R extends ReadTable, T> = Generator<ServerRead<R>, T, unknown>;

/** A backend's reads, answered at once (memory fake). */
export type SyncReads<R extends ReadTable> = { [K in keyof R]: (key: R[K][0]) => R[K][1] };

/** A backend's reads inside its transaction (Firestore, IndexedDB). */
export type AsyncReads<R extends ReadTable> = {
  [K in keyof R]: (key: R[K][0]) => Promise<R[K][1]>;
};

/** Asks for one document and types the answer: the one place the driver's answer is trusted to match. */
export function* read<R extends ReadTable, K extends keyof R & string>(
  kind: K,
  key: R[K][0],
): Generator<ServerRead<R>, R[K][1], unknown> {
  return (yield { kind, key } as ServerRead<R>) as R[K][1];
}

/** `read` bound to a push's table, so each call infers its kind. */
export const readerOf =
  <R extends ReadTable>() =>
  <K extends keyof R & string>(kind: K, key: R[K][0]) =>
    read<R, K>(kind, key);

const ask = <R extends ReadTable>(reads: SyncReads<R> | AsyncReads<R>, request: ServerRead<R>) =>
  (reads[request.kind] as (key: unknown) => unknown)(request.key);

export function runSync<R extends ReadTable, T>(steps: ServerSteps<R, T>, reads: SyncReads<R>): T {
  let next = steps.next();
  while (!next.done) next = steps.next(ask(reads, next.value));
  return next.value;
}

export async function runAsync<R extends ReadTable, T>(
  steps: ServerSteps<R, T>,
  reads: AsyncReads<R>,
): Promise<T> {
  let next = steps.next();
  while (!next.done) next = steps.next(await ask(reads, next.value));
  return next.value;
}

/**
 * Issue 24: the reads a push is expected to ask for, started together instead of one round trip after another.
 * Each is served once, to the request with the same kind and key; one never asked for is dropped (its failure
 * too). The push still asks for what it needs, in its order: a wrong guess costs a read, never a decision.
 */
export function prefetching<R extends ReadTable>(
  reads: AsyncReads<R>,
  expected: readonly ServerRead<R>[],
): AsyncReads<R> {
  const slot = (request: { kind: unknown; key: unknown }) =>
    `${String(request.kind)}:${JSON.stringify(request.key)}`;
  const started = new Map<string, Promise<unknown>>();
  for (const request of expected) {
    const answer = Promise.resolve(ask(reads, request));
    answer.catch(() => undefined);
    started.set(slot(request), answer);
  }
  const served = {} as Record<keyof R, (key: unknown) => Promise<unknown>>;
  for (const kind of Object.keys(reads) as (keyof R)[]) {
    served[kind] = (key) => {
      const name = slot({ kind, key });
      const answer = started.get(name);
      started.delete(name);
      return answer ?? Promise.resolve(ask(reads, { kind, key } as ServerRead<R>));
    };
  }
  return served as AsyncReads<R>;
}
