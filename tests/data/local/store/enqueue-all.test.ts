import { describe, expect, it } from 'vitest';
import { listSeries } from '@/data/local/queries/series-rides';
import { ACTORS, createOp, makeTransport } from '../support/fixtures';
import { harness } from '../support/store-harness';

const session = (id: string, index: number, leg: 'aller' | 'retour') =>
  makeTransport(id, {
    series_id: 'serie-1',
    series_index: index,
    series_count: 2,
    trip_leg: leg,
    partner_id: `${leg === 'aller' ? 'r' : 'a'}${index}`,
  });
const SERIES = [
  session('r1', 1, 'retour'),
  session('a1', 1, 'aller'),
  session('a2', 2, 'aller'),
  session('r2', 2, 'retour'),
];

describe('[SER-LOCAL] a series filed on the device (issue 22)', () => {
  it('[SER-LOCAL1] every ride and its outbox entry in one transaction, listed by series in session order', async () => {
    const { db, store } = harness();
    const result = await store.enqueueAll(SERIES.map(createOp));
    expect(result.ok && result.entries).toHaveLength(4);
    expect(await db.outbox.count()).toBe(4);
    const listed = await listSeries(db, { ...ACTORS.clinic, name: 'Sophie' }, 'serie-1');
    expect(listed.map((ride) => ride.id)).toEqual(['a1', 'r1', 'a2', 'r2']);
  });

  it('[SER-LOCAL1] all or nothing: a ride the domain refuses leaves none recorded', async () => {
    const { db, store } = harness();
    const broken = { ...createOp(SERIES[3]!), transport: { id: 'r2' } };
    const result = await store.enqueueAll([...SERIES.slice(0, 3).map(createOp), broken]);
    expect(result.ok).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.transports.count()).toBe(0);
  });
});

describe('[SER-LOCAL2] creations leave one at a time', () => {
  it('[SER-LOCAL2] the rides of a series are drained one creation per batch (one counter numbers them)', async () => {
    const { store, clock } = harness();
    await store.enqueueAll(SERIES.map(createOp));
    const heads = await store.drainable(clock.now(), 20);
    expect(
      heads.map((entry) => entry.op.kind === 'transport.create' && entry.op.transportId),
    ).toEqual(['r1']);
  });
});
