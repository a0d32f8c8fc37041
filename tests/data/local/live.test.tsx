import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { useLive } from '@/data/local/live';
import { LocalStore } from '@/data/local/local-store';
import { inStatus, manualClock, remoteDoc, statusOp } from './support/fixtures';
import { seedServer } from './support/store-harness';

let db = new AppDb(`live-${crypto.randomUUID()}`);
beforeEach(() => {
  db = new AppDb(`live-${crypto.randomUUID()}`);
});
afterEach(() => db.delete());

function TransportStatus({ id }: { id: string }) {
  const etat = useLive(
    async () => (await db.transports.get(id))?.view.etat ?? 'inconnu',
    [id],
    'chargement',
  );
  return <p>État : {etat}</p>;
}

describe('useLive', () => {
  it('shows the initial value, then follows every write to what the query read', async () => {
    const store = new LocalStore(db, manualClock());
    render(<TransportStatus id="t1" />);
    expect(screen.getByText('État : chargement')).toBeInTheDocument();
    expect(await screen.findByText('État : inconnu')).toBeInTheDocument();

    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 1));
    expect(await screen.findByText('État : arrived_pickup')).toBeInTheDocument();

    await store.enqueue(statusOp('t1', 'patient_loaded'));
    expect(await screen.findByText('État : patient_loaded')).toBeInTheDocument();
  });

  it('[LIVE2] new inputs never show the previous inputs’ result: initial until the new query answers', async () => {
    const store = new LocalStore(db, manualClock());
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 1));
    let answerT2: () => void = () => undefined;
    const t2Answered = new Promise<void>((resolve) => (answerT2 = resolve));
    const seen: string[] = [];
    function Slow({ id }: { id: string }) {
      const etat = useLive(
        async () => {
          if (id === 't2') await t2Answered;
          return (await db.transports.get(id))?.view.etat ?? 'inconnu';
        },
        [id],
        'chargement',
      );
      seen.push(`${id}:${etat}`);
      return <p>État : {etat}</p>;
    }
    const { rerender } = render(<Slow id="t1" />);
    expect(await screen.findByText('État : arrived_pickup')).toBeInTheDocument();
    rerender(<Slow id="t2" />);
    expect(screen.getByText('État : chargement')).toBeInTheDocument();
    answerT2();
    expect(await screen.findByText('État : inconnu')).toBeInTheDocument();
    expect(seen).not.toContain('t2:arrived_pickup');
  });

  it('[LIVE3] a refresh-only input (the clock) keeps the previous result on screen while it re-reads', async () => {
    const store = new LocalStore(db, manualClock());
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 1));
    const seen: string[] = [];
    let tick: () => void = () => undefined;
    function Ticking() {
      const [now, setNow] = useState(0);
      tick = () => setNow((value) => value + 1);
      const etat = useLive(
        async () => `${(await db.transports.get('t1'))?.view.etat}@${now}`,
        [],
        'chargement',
        [now],
      );
      seen.push(etat);
      return <p>État : {etat}</p>;
    }
    render(<Ticking />);
    expect(await screen.findByText('État : arrived_pickup@0')).toBeInTheDocument();
    const before = seen.length;
    tick();
    expect(await screen.findByText('État : arrived_pickup@1')).toBeInTheDocument();
    expect(seen.slice(before)).not.toContain('chargement');
  });
});
