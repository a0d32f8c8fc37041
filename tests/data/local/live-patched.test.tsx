import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { usePatchedLive } from '@/data/local/live-patched';
import { LocalStore } from '@/data/local/local-store';
import { patchProviderTab } from '@/data/local/queries/provider-tab-patch';
import { transportQueries } from '@/data/local/transport-queries';
import { onWrittenViews } from '@/data/local/written-views';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, inStatus, manualClock, remoteDoc, statusOp } from './support/fixtures';
import { seedServer } from './support/store-harness';

let db = new AppDb(`live-patched-${crypto.randomUUID()}`);
beforeEach(() => {
  db = new AppDb(`live-patched-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

const VIEWER = { role: 'ambulance', orgId: ACTORS.ambulance.orgId } as const;
const NOW = manualClock().now();

/** The query answers its first read, then waits for `release()` (a tab re-read that has not come back yet). */
function gatedQuery() {
  let reads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    reads: () => reads,
    list: async () => {
      reads += 1;
      if (reads > 1) await gate;
      return transportQueries(db).listTab(VIEWER, 'en-cours', NOW);
    },
  };
}

function EnCours({ list }: { list: () => Promise<Transport[]> }) {
  const rides = usePatchedLive<Transport[] | undefined>(
    db,
    list,
    (page, written) => (page ? patchProviderTab(page, written, VIEWER, 'en-cours', NOW) : null),
    [],
    undefined,
  );
  if (rides === undefined) return <p>Chargement…</p>;
  return (
    <ul>
      {rides.map((ride) => (
        <li key={ride.id}>
          {ride.id} : {ride.etat}
        </li>
      ))}
    </ul>
  );
}

describe('usePatchedLive (issue 24, tap → UI)', () => {
  it('[LIVE-PATCH1] a tap shows from the row it wrote while the tab’s re-read has not answered, both on disk first', async () => {
    const store = new LocalStore(db, manualClock());
    await seedServer(
      store,
      remoteDoc(inStatus('t1', 'arrived_pickup'), 1),
      remoteDoc(inStatus('t2', 'en_route_pickup'), 2),
    );
    const query = gatedQuery();
    render(<EnCours list={query.list} />);
    expect(await screen.findByText('t1 : arrived_pickup')).toBeInTheDocument();

    // What is on disk when the lists hear of the write.
    const onDisk: unknown[] = [];
    const stop = onWrittenViews(db, (written) => {
      const id = written[0]!.id;
      onDisk.push(Promise.all([db.transports.get(id), db.outbox.count()]));
    });
    await store.enqueue(statusOp('t1', 'patient_loaded'));
    expect(await screen.findByText('t1 : patient_loaded')).toBeInTheDocument();
    expect(query.reads()).toBeGreaterThan(1); // the re-read started, and is still waiting
    const [[row, entries]] = (await Promise.all(onDisk)) as [[{ view: Transport }, number]];
    expect(row.view.etat).toBe('patient_loaded');
    expect(entries).toBe(1);
    stop();

    query.release();
    expect(await screen.findByText('t1 : patient_loaded')).toBeInTheDocument();
    expect(screen.getByText('t2 : en_route_pickup')).toBeInTheDocument();
  });

  it('[LIVE-PATCH2] a refused or held decision writes no view: nothing is announced, nothing patched', async () => {
    const store = new LocalStore(db, manualClock());
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 1));
    const heard: string[] = [];
    const stop = onWrittenViews(db, (written) => heard.push(...written.map((t) => t.etat)));
    const refused = await store.enqueue(statusOp('absent', 'patient_loaded'));
    expect(refused.ok).toBe(false);
    await store.enqueue(statusOp('t1', 'patient_loaded'), { holdMs: 5_000 });
    expect(heard).toEqual([]);
    await store.enqueue(statusOp('t1', 'patient_loaded'));
    expect(heard).toEqual(['patient_loaded']);
    stop();
  });
});
