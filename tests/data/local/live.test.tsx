import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { useLive } from '@/data/local/live';
import { LocalStore } from '@/data/local/local-store';
import { inStatus, manualClock, remoteDoc, statusOp } from './support/fixtures';
import { seedServer } from './support/store-harness';

const db = new AppDb(`live-${crypto.randomUUID()}`);
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
});
