// @vitest-environment node
import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  disableNetwork,
  doc,
  documentId,
  enableNetwork,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestFirestore,
  startFirestoreTestServer,
  type FirestoreTestServer,
  type TestFirestore,
} from './firestore-server';

let server: FirestoreTestServer;
const clients: TestFirestore[] = [];
/** Reader/writer clients are fresh per test so no SDK cache leaks between tests. */
let reader: TestFirestore;
let writer: TestFirestore;

function connect(): TestFirestore {
  const client = connectTestFirestore(server);
  clients.push(client);
  return client;
}

const ids = (snapshot: QuerySnapshot): string[] => snapshot.docs.map((d) => d.id);
const idsOf = async (q: Query): Promise<string[]> => ids(await getDocs(q));

beforeAll(async () => {
  server = await startFirestoreTestServer();
});

afterAll(async () => {
  await server.stop();
});

beforeEach(async () => {
  await server.reset();
  reader = connect();
  writer = connect();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.terminate()));
});

describe('writes through the Write stream', () => {
  it('setDoc then getDoc round-trips every value type, and setDoc replaces the document', async () => {
    const ref = doc(writer.db, 'transports/t1');
    const data = {
      text: 'Hôpital Édouard-Herriot',
      int: 42,
      float: 1.5,
      yes: true,
      nothing: null,
      // Sub-millisecond digits survive; the SDK itself truncates below 1 µs, as Firestore does.
      at: new Timestamp(1_700_000_000, 123_456_000),
      list: [1, 'two', { three: 3 }],
      nested: { a: { b: 'deep' } },
    };
    await setDoc(ref, data);
    const snapshot = await getDoc(doc(reader.db, 'transports/t1'));
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.data()).toEqual(data);
    expect(snapshot.metadata.fromCache).toBe(false);

    await setDoc(ref, { text: 'only' });
    const replaced = await getDoc(doc(connect().db, 'transports/t1'));
    expect(replaced.data()).toEqual({ text: 'only' });
    expect((await getDoc(doc(reader.db, 'transports/missing'))).exists()).toBe(false);
  });

  it('updateDoc patches nested fields, deleteField removes, merge keeps the rest', async () => {
    const ref = doc(writer.db, 'patients/p1');
    await setDoc(ref, { profile: { name: 'Durand', city: 'Lyon' }, visits: 1 });
    await updateDoc(ref, { 'profile.city': 'Paris', visits: 2 });
    await updateDoc(ref, { 'profile.name': deleteField() });
    await setDoc(ref, { profile: { zip: '75001' }, tag: 'x' }, { merge: true });

    const snapshot = await getDoc(doc(reader.db, 'patients/p1'));
    expect(snapshot.data()).toEqual({
      profile: { city: 'Paris', zip: '75001' },
      visits: 2,
      tag: 'x',
    });
  });

  it('updateDoc on a missing document rejects with not-found', async () => {
    await expect(updateDoc(doc(writer.db, 'patients/ghost'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
    // The SDK reopens the stream after a failed batch; later writes still go through.
    await setDoc(doc(writer.db, 'patients/after'), { ok: true });
    expect((await getDoc(doc(reader.db, 'patients/after'))).data()).toEqual({ ok: true });
  });

  it('deleteDoc removes the document', async () => {
    const ref = doc(writer.db, 'transports/gone');
    await setDoc(ref, { a: 1 });
    await deleteDoc(ref);
    expect((await getDoc(doc(reader.db, 'transports/gone'))).exists()).toBe(false);
  });

  it('writeBatch applies 3 writes atomically, and a failing batch applies none', async () => {
    await setDoc(doc(writer.db, 'b/two'), { n: 1 });
    await setDoc(doc(writer.db, 'b/three'), { n: 1 });
    const batch = writeBatch(writer.db);
    batch.set(doc(writer.db, 'b/one'), { n: 1 });
    batch.update(doc(writer.db, 'b/two'), { n: 2 });
    batch.delete(doc(writer.db, 'b/three'));
    await batch.commit();
    expect(await idsOf(query(collection(reader.db, 'b'), orderBy('n')))).toEqual(['one', 'two']);
    expect((await getDoc(doc(reader.db, 'b/two'))).get('n')).toBe(2);

    const failing = writeBatch(writer.db);
    failing.set(doc(writer.db, 'b/four'), { n: 4 });
    failing.update(doc(writer.db, 'b/missing'), { n: 5 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(connect().db, 'b/four'))).exists()).toBe(false);
  });

  it('applies every transform of a write, arrayUnion on a missing field included', async () => {
    const ref = doc(writer.db, 'transports/tf');
    await setDoc(ref, { tags: ['a'], count: 1, ratio: 1 });
    await updateDoc(ref, {
      tags: arrayUnion('b', 'a', 'c'),
      seenBy: arrayUnion('driver-1'),
      count: increment(2),
      ratio: increment(0.5),
      fresh: increment(7),
      updated_at: serverTimestamp(),
    });
    await updateDoc(ref, { tags: arrayRemove('a', 'zzz'), count: increment(-1) });

    const data = (await getDoc(doc(reader.db, 'transports/tf'))).data();
    expect(data).toMatchObject({
      tags: ['b', 'c'],
      seenBy: ['driver-1'],
      count: 2,
      ratio: 1.5,
      fresh: 7,
    });
    expect(data?.['updated_at']).toBeInstanceOf(Timestamp);
  });
});

describe('transactions', () => {
  it('read-modify-write with serverTimestamp', async () => {
    const ref = doc(writer.db, 'counters/c');
    await setDoc(ref, { count: 1 });
    const before = await runTransaction(writer.db, async (tx) => {
      const snapshot = await tx.get(ref);
      const count = snapshot.get('count') as number;
      tx.update(ref, { count: count + 1, updated_at: serverTimestamp() });
      return count;
    });
    expect(before).toBe(1);
    const data = (await getDoc(doc(reader.db, 'counters/c'))).data();
    expect(data?.['count']).toBe(2);
    expect(data?.['updated_at']).toBeInstanceOf(Timestamp);

    // Read-only transaction (the SDK commits a `verify` write) and create-if-missing.
    const read = await runTransaction(writer.db, async (tx) => (await tx.get(ref)).get('count'));
    expect(read).toBe(2);
    await runTransaction(writer.db, async (tx) => {
      const fresh = doc(writer.db, 'counters/new');
      if (!(await tx.get(fresh)).exists()) tx.set(fresh, { count: 0 });
    });
    expect((await getDoc(doc(reader.db, 'counters/new'))).data()).toEqual({ count: 0 });
  });

  it('a document changed after the read aborts the commit, and the SDK retries', async () => {
    const ref = doc(writer.db, 'counters/race');
    await setDoc(ref, { count: 0 });
    let attempts = 0;
    const seen = await runTransaction(writer.db, async (tx) => {
      attempts += 1;
      const count = (await tx.get(ref)).get('count') as number;
      if (attempts === 1) await setDoc(doc(reader.db, 'counters/race'), { count: 100 });
      tx.update(ref, { count: count + 1 });
      return count;
    });
    expect(attempts).toBe(2);
    expect(seen).toBe(100);
    expect((await getDoc(doc(connect().db, 'counters/race'))).get('count')).toBe(101);
  });

  it('a document only read (verify write) that changed aborts with code aborted', async () => {
    const watched = doc(writer.db, 'counters/watched');
    const target = doc(writer.db, 'counters/target');
    await setDoc(watched, { v: 1 });
    const attempt = runTransaction(
      writer.db,
      async (tx) => {
        await tx.get(watched);
        await setDoc(doc(reader.db, 'counters/watched'), { v: 2 });
        tx.set(target, { copied: true });
      },
      { maxAttempts: 1 },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'aborted' });
    expect((await getDoc(doc(reader.db, 'counters/target'))).exists()).toBe(false);
  });

  it('a document read as missing but created meanwhile fails with already-exists', async () => {
    const ref = doc(writer.db, 'counters/born');
    const attempt = runTransaction(
      writer.db,
      async (tx) => {
        expect((await tx.get(ref)).exists()).toBe(false);
        await setDoc(doc(reader.db, 'counters/born'), { by: 'other' });
        tx.set(ref, { by: 'transaction' });
      },
      { maxAttempts: 1 },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'already-exists' });
    expect((await getDoc(doc(connect().db, 'counters/born'))).data()).toEqual({ by: 'other' });
  });
});

describe('listeners', () => {
  it('two onSnapshot listeners on different queries of one instance both receive updates', async () => {
    const open: string[][] = [];
    const mine: string[][] = [];
    const rides = collection(reader.db, 'rides');
    const stopOpen = onSnapshot(query(rides, where('status', '==', 'open')), (s) => {
      if (!s.metadata.fromCache) open.push(ids(s));
    });
    const stopMine = onSnapshot(query(rides, where('driver', '==', 'd1')), (s) => {
      if (!s.metadata.fromCache) mine.push(ids(s));
    });
    await vi.waitFor(() => expect([open.at(-1), mine.at(-1)]).toEqual([[], []]));

    // Written by another client: only the server's Listen stream can tell the reader.
    await setDoc(doc(writer.db, 'rides/r1'), { status: 'open', driver: 'd2' });
    await setDoc(doc(writer.db, 'rides/r2'), { status: 'done', driver: 'd1' });
    await vi.waitFor(() => expect([open.at(-1), mine.at(-1)]).toEqual([['r1'], ['r2']]));

    await updateDoc(doc(writer.db, 'rides/r1'), { status: 'done', driver: 'd1' });
    await vi.waitFor(() => expect([open.at(-1), mine.at(-1)]).toEqual([[], ['r1', 'r2']]));

    await deleteDoc(doc(writer.db, 'rides/r2'));
    await vi.waitFor(() => expect(mine.at(-1)).toEqual(['r1']));
    stopOpen();

    // After a target is removed, the same stream still serves new reads and listeners.
    const single: (DocumentData | undefined)[] = [];
    const stopDoc = onSnapshot(doc(reader.db, 'rides/r1'), (s) => single.push(s.data()));
    await updateDoc(doc(writer.db, 'rides/r1'), { status: 'paid' });
    await vi.waitFor(() => expect(single.at(-1)).toMatchObject({ status: 'paid' }));
    expect(await idsOf(query(rides, where('status', '==', 'paid')))).toEqual(['r1']);
    stopMine();
    stopDoc();
  });

  it('a limit listener follows its window and catches up after the network returns', async () => {
    const batch = writeBatch(writer.db);
    for (const i of [0, 1, 2, 3, 4]) batch.set(doc(writer.db, 'queue', `q${i}`), { rank: i });
    await batch.commit();
    const windows: string[][] = [];
    const stop = onSnapshot(query(collection(reader.db, 'queue'), orderBy('rank'), limit(3)), (s) =>
      windows.push(ids(s)),
    );
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['q0', 'q1', 'q2']));
    await deleteDoc(doc(writer.db, 'queue/q1'));
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['q0', 'q2', 'q3']));

    // Offline, then back: the SDK resumes its targets and must learn about the delete.
    await disableNetwork(reader.db);
    await deleteDoc(doc(writer.db, 'queue/q0'));
    await updateDoc(doc(writer.db, 'queue/q4'), { rank: -1 });
    await enableNetwork(reader.db);
    await vi.waitFor(() => expect(windows.at(-1)).toEqual(['q4', 'q2', 'q3']));
    stop();
  });
});

describe('queries', () => {
  beforeEach(async () => {
    const batch = writeBatch(writer.db);
    const rows = [
      ['t1', { status: 'open', zone: 69, tags: ['urgent'], km: 12 }],
      ['t2', { status: 'done', zone: 75, tags: ['vsl'], km: 3 }],
      ['t3', { status: 'open', zone: 13, tags: ['vsl', 'urgent'], km: 40 }],
      ['t4', { status: 'cancelled', zone: 69, tags: [], km: 7 }],
    ] as const;
    for (const [id, data] of rows) batch.set(doc(writer.db, 'transports', id), data);
    batch.set(doc(writer.db, 'elsewhere/t9'), { status: 'open' });
    await batch.commit();
  });

  it('where ==, in, array-contains, orderBy + limit (server count agrees)', async () => {
    const transports = collection(reader.db, 'transports');
    const cases: [Query, string[]][] = [
      [query(transports, where('status', '==', 'open')), ['t1', 't3']],
      [query(transports, where('zone', 'in', [69, 13])), ['t1', 't3', 't4']],
      [query(transports, where('tags', 'array-contains', 'urgent')), ['t1', 't3']],
      [query(transports, orderBy('km', 'desc'), limit(2)), ['t3', 't1']],
      [query(transports, where('zone', '==', 69), orderBy('km'), limit(1)), ['t4']],
      [query(transports, where('km', '>', 5), orderBy('km')), ['t4', 't1', 't3']],
    ];
    for (const [q, expected] of cases) {
      expect(await idsOf(q)).toEqual(expected);
      // The count is computed by the server alone, without the SDK's local re-filtering.
      expect((await getCountFromServer(q)).data().count).toBe(expected.length);
    }
  });

  it('or, not-in, !=, array-contains-any, limitToLast, descending cursors', async () => {
    const transports = collection(reader.db, 'transports');
    const counted: [Query, string[]][] = [
      [query(transports, or(where('zone', '==', 75), where('km', '>', 30))), ['t2', 't3']],
      [query(transports, where('status', 'not-in', ['open', 'done'])), ['t4']],
      [query(transports, where('status', '!=', 'open')), ['t4', 't2']],
      [query(transports, where('tags', 'array-contains-any', ['vsl', 'x'])), ['t2', 't3']],
    ];
    for (const [q, expected] of counted) {
      expect(await idsOf(q)).toEqual(expected);
      expect((await getCountFromServer(q)).data().count).toBe(expected.length);
    }
    expect(await idsOf(query(transports, orderBy('km'), limitToLast(2)))).toEqual(['t1', 't3']);
    const desc = query(transports, orderBy('km', 'desc'), startAfter(12), limit(2));
    expect(await idsOf(desc)).toEqual(['t4', 't2']);
  });

  it('collection-group queries find every collection with that id', async () => {
    await setDoc(doc(writer.db, 'transports/t1/stops/s1'), { order: 1 });
    await setDoc(doc(writer.db, 'transports/t2/stops/s2'), { order: 2 });
    expect(await idsOf(query(collectionGroup(reader.db, 'stops'), orderBy('order')))).toEqual([
      's1',
      's2',
    ]);
  });
});

describe('checkpointed pulls: orderBy(updated_at), orderBy(documentId()), startAfter', () => {
  /** Pages through the collection like a checkpointed pull, `pageSize` documents at a time. */
  async function pull(pageSize: number): Promise<string[]> {
    const pulled: string[] = [];
    let checkpoint: [Timestamp, string] | null = null;
    for (let page = 0; page < 20; page++) {
      const q: Query = query(
        collection(reader.db, 'sync'),
        orderBy('updated_at'),
        orderBy(documentId()),
        ...(checkpoint ? [startAfter(...checkpoint)] : []),
        limit(pageSize),
      );
      const snapshot: QuerySnapshot = await getDocs(q);
      if (snapshot.empty) return pulled;
      for (const d of snapshot.docs) pulled.push(d.id);
      const last = snapshot.docs.at(-1)!;
      checkpoint = [last.get('updated_at') as Timestamp, last.id];
    }
    throw new Error('pull did not terminate');
  }

  it('pages in (updated_at, id) order, ties broken by id, microseconds honoured', async () => {
    // Firestore (and the SDK, which truncates on write) keeps microseconds: t2 is 1 µs after t1.
    const t1 = new Timestamp(1_700_000_000, 100_001_000);
    const t2 = new Timestamp(1_700_000_000, 100_002_000);
    const t3 = new Timestamp(1_700_000_001, 0);
    const rows: [string, Timestamp][] = [
      ['m', t2],
      ['b', t1],
      ['z', t2],
      ['c', t2],
      ['a', t3],
      ['y', t1],
    ];
    for (const [id, at] of rows) await setDoc(doc(writer.db, 'sync', id), { updated_at: at });
    await setDoc(doc(writer.db, 'sync/no-stamp'), { other: 1 }); // excluded by orderBy

    const expected = ['b', 'y', 'c', 'm', 'z', 'a'];
    for (const pageSize of [1, 2, 4, 10]) expect(await pull(pageSize)).toEqual(expected);
  });

  it('documents stamped by one commit share updated_at and still page without loss', async () => {
    const batch = writeBatch(writer.db);
    for (const id of ['k3', 'k1', 'k2'])
      batch.set(doc(writer.db, 'sync', id), { updated_at: serverTimestamp() });
    await batch.commit();
    await setDoc(doc(writer.db, 'sync/k0'), { updated_at: serverTimestamp() });

    const snapshots = await getDocs(query(collection(reader.db, 'sync'), orderBy('updated_at')));
    const stamps = snapshots.docs.map((d) => d.get('updated_at') as Timestamp);
    expect(stamps[0]!.isEqual(stamps[2]!)).toBe(true);
    expect(stamps[3]!.toMillis() >= stamps[0]!.toMillis()).toBe(true);
    expect(stamps[3]!.isEqual(stamps[0]!)).toBe(false);
    for (const pageSize of [1, 2]) expect(await pull(pageSize)).toEqual(['k1', 'k2', 'k3', 'k0']);
  });

  it('serverTimestamp keeps microsecond precision, and filters match it exactly', async () => {
    for (const id of ['s1', 's2', 's3', 's4'])
      await setDoc(doc(writer.db, 'sync', id), { updated_at: serverTimestamp() });
    const snapshot = await getDocs(query(collection(reader.db, 'sync'), orderBy('updated_at')));
    const stamps = snapshot.docs.map((d) => d.get('updated_at') as Timestamp);
    expect(ids(snapshot)).toEqual(['s1', 's2', 's3', 's4']);
    for (const stamp of stamps) expect(stamp.nanoseconds % 1000).toBe(0);
    // Sub-millisecond digits are present (all four landing on whole ms: ~1e-12 chance).
    expect(stamps.some((stamp) => stamp.nanoseconds % 1_000_000 !== 0)).toBe(true);

    const second = stamps[1]!;
    const exact = query(collection(reader.db, 'sync'), where('updated_at', '==', second));
    expect(await idsOf(exact)).toEqual(['s2']);
    expect((await getCountFromServer(exact)).data().count).toBe(1);
  });
});

describe('reset()', () => {
  it('drops every document between tests', async () => {
    await setDoc(doc(writer.db, 'isolation/x'), { a: 1 });
    await server.reset();
    const fresh = connect();
    expect((await getDoc(doc(fresh.db, 'isolation/x'))).exists()).toBe(false);
    expect((await getDocs(collection(fresh.db, 'isolation'))).empty).toBe(true);
  });

  it('starts each test empty (nothing left by earlier tests)', async () => {
    for (const name of ['transports', 'sync', 'counters', 'rides', 'queue', 'isolation'])
      expect((await getCountFromServer(collection(reader.db, name))).data().count).toBe(0);
  });
});
