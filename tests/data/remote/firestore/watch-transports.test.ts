// @vitest-environment node
import { disableNetwork, enableNetwork, serverTimestamp, updateDoc } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { watchTransports } from '@/data/remote/firestore/watch-transports';
import { requestIn } from '@tests/data/remote-contract/contract-fixtures';
import { transportRef } from '@/data/remote/firestore/transport-codec';
import { useFirestoreSuite } from './firestore-suite';

/**
 * [FS-WATCH] The doorbell (watch-transports.ts): a write of this device not yet acknowledged rings nothing — the
 * device already shows it, and a pull then would find nothing new — while its acknowledgement (the server's time
 * replaces the estimate) rings once, so the pull after it brings the server's copy.
 */
const suite = useFirestoreSuite({ rules: 'production' });

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

it('[FS-WATCH1] une écriture locale en attente ne sonne pas ; son accusé de réception sonne', async () => {
  const h = suite.h();
  const ride = requestIn(h, 'assigned');
  await h.seed([ride]);
  // The console's client (rules bypassed): the doorbell's behaviour, not the rules, is under test here.
  const { db } = h.console;
  let rings = 0;
  const stop = watchTransports(db, h.viewers.ambulance, () => (rings += 1));
  try {
    await until(() => rings > 0, 'première sonnerie');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = rings;
    await disableNetwork(db);
    // The SDK shows the write at once (a snapshot with pending writes), then waits for the network.
    const written = updateDoc(transportRef(db, ride.id), { updated_at: serverTimestamp() });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rings).toBe(before);
    await enableNetwork(db);
    await written;
    await until(() => rings > before, 'sonnerie de l’accusé de réception');
  } finally {
    stop();
  }
});
