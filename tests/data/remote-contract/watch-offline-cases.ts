import { expect, it } from 'vitest';
import { RemoteError } from '@/data/ports';
import { createOp, rejection, requestBy, sleep, statusOp, waitFor } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

export function defineWatchAndOfflineCases(h: HarnessRef) {
  it('[RC11] watch sonne après un changement, et plus après désabonnement', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    let rings = 0;
    const unsubscribe = remote.watch(viewers.admin, () => {
      rings += 1;
    });
    await sleep(100); // an adapter may ring once at start (a first snapshot): count from here
    const before = rings;

    await remote.push(statusOp(request.id, 'ouvert', viewers.clinique), viewers.clinique);
    await waitFor(() => rings > before);

    unsubscribe();
    const afterUnsubscribe = rings;
    await remote.push(statusOp(request.id, 'broadcasting', viewers.clinique), viewers.clinique);
    await sleep(300);
    expect(rings).toBe(afterUnsubscribe);
  });

  it('[RC12] hors ligne, push et pull échouent en « unavailable » (réessayable) et rien n’est écrit', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    const newRequest = requestBy(h());

    h().setOnline(false);
    const failures = await Promise.all([
      rejection(
        remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance),
      ),
      rejection(remote.push(createOp(newRequest), viewers.clinique)),
      rejection(remote.pullTransports(viewers.admin, null, 10)),
    ]);
    for (const error of failures) {
      expect(error).toBeInstanceOf(RemoteError);
      expect(error.code).toBe('unavailable');
      expect(error.retryable).toBe(true);
    }

    h().setOnline(true);
    const stored = await h().read(request.id);
    expect(stored!.etat).toBe('pending');
    expect(stored!.historique_etats).toHaveLength(1);
    expect(await h().read(newRequest.id)).toBeNull();
    const retried = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );
    expect(retried.status).toBe('applied');
  });
}
