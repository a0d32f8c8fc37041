import { describe, expect, it } from 'vitest';
import {
  prefetching,
  readerOf,
  runAsync,
  type AsyncReads,
  type ServerSteps,
} from '@/server/transaction';

type Reads = { doc: [string, string]; count: [{ name: string }, number] };
const get = readerOf<Reads>();

/** A backend whose every read takes a round trip (a macrotask): what the prefetch saves is visible in `rounds`. */
function slowBackend(failing: ReadonlySet<string> = new Set()) {
  const asked: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const trip = async <T>(label: string, value: T): Promise<T> => {
    asked.push(label);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    if (failing.has(label)) throw new Error(`refusé : ${label}`);
    return value;
  };
  const reads: AsyncReads<Reads> = {
    doc: (id) => trip(`doc:${id}`, `contenu de ${id}`),
    count: (key) => trip(`count:${key.name}`, key.name.length),
  };
  return { reads, asked, maxInFlight: () => maxInFlight };
}

function* push(): ServerSteps<Reads, string> {
  const a = yield* get('doc', 'a');
  const n = yield* get('count', { name: 'quatre' });
  const b = yield* get('doc', 'b');
  return `${a} / ${n} / ${b}`;
}

describe('[TX-PREFETCH] reads expected by a push start together', () => {
  it('[TX-PREFETCH1] the expected reads go out at once and each answers its request once: same result', async () => {
    const plain = slowBackend();
    const expected = await runAsync(push(), plain.reads);
    expect(plain.maxInFlight()).toBe(1);

    const backend = slowBackend();
    const result = await runAsync(
      push(),
      prefetching(backend.reads, [
        { kind: 'doc', key: 'a' },
        { kind: 'count', key: { name: 'quatre' } },
        { kind: 'doc', key: 'b' },
      ]),
    );
    expect(result).toBe(expected);
    expect(backend.maxInFlight()).toBe(3);
    expect(backend.asked).toEqual(['doc:a', 'count:quatre', 'doc:b']);
  });

  it('[TX-PREFETCH2] a wrong guess costs a read, never the answer; an unused failing read is dropped quietly', async () => {
    const backend = slowBackend(new Set(['doc:z']));
    const result = await runAsync(
      push(),
      prefetching(backend.reads, [
        { kind: 'doc', key: 'z' },
        { kind: 'doc', key: 'a' },
      ]),
    );
    expect(result).toBe('contenu de a / 6 / contenu de b');
    expect(backend.asked).toEqual(['doc:z', 'doc:a', 'count:quatre', 'doc:b']);
  });

  it('[TX-PREFETCH3] a prefetched read that fails fails the request that asks for it', async () => {
    const backend = slowBackend(new Set(['doc:a']));
    await expect(
      runAsync(push(), prefetching(backend.reads, [{ kind: 'doc', key: 'a' }])),
    ).rejects.toThrow('refusé : doc:a');
  });
});
