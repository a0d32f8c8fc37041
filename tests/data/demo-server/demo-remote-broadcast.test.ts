import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { fixedClock } from '@/domain/shared/clock';
import { requestBy, sleep, statusOp, waitFor } from '@tests/data/remote-contract/contract-fixtures';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';

const opened: DemoRemote[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const remote of opened.splice(0)) {
    remote.close();
    await Dexie.delete(remote.dbName).catch(() => undefined);
  }
});

/** Two tabs of one browser: two backend instances on the same server database, each with its connectivity. */
function twoTabs(dbName = freshDbName('onglets')) {
  const tab = () => {
    const network = switchableConnectivity();
    const remote = createDemoRemote({
      connectivity: network.port,
      clock: fixedClock(Date.now()),
      dbName,
    });
    opened.push(remote);
    return { remote, network };
  };
  return [tab(), tab()] as const;
}

const { admin, clinique } = CONTRACT_VIEWERS;

describe('[DR3] changements diffusés entre onglets (BroadcastChannel)', () => {
  it('[DR3] une écriture dans un onglet sonne dans l’autre, qui la retrouve en tirant', async () => {
    const [first, second] = twoTabs();
    const request = requestBy({ viewers: CONTRACT_VIEWERS });
    await first.remote.seedTransports([request]);
    let rings = 0;
    first.remote.watch(admin, () => (rings += 1));
    await sleep(50);
    const before = rings;

    await second.remote.push(statusOp(request.id, 'ouvert', clinique), clinique);

    await waitFor(() => rings > before);
    const page = await first.remote.pullTransports(admin, null, 10);
    expect(page.documents.find((d) => d.id === request.id)?.data.etat).toBe('ouvert');
  });

  it('[DR3] hors ligne rien ne sonne ; au retour du réseau, une sonnerie pour ce qui a été manqué', async () => {
    const [offlineTab, onlineTab] = twoTabs();
    const request = requestBy({ viewers: CONTRACT_VIEWERS });
    await onlineTab.remote.seedTransports([request]);
    await sleep(50);
    let rings = 0;
    offlineTab.remote.watch(admin, () => (rings += 1));
    offlineTab.network.setOnline(false);

    await onlineTab.remote.push(statusOp(request.id, 'ouvert', clinique), clinique);
    await onlineTab.remote.push(statusOp(request.id, 'broadcasting', clinique), clinique);
    await sleep(200);
    expect(rings).toBe(0);

    offlineTab.network.setOnline(true);
    expect(rings).toBe(1);
  });

  it('[DR3] deux serveurs de démonstration distincts ne s’entendent pas', async () => {
    const [mine] = twoTabs();
    const [other] = twoTabs();
    const request = requestBy({ viewers: CONTRACT_VIEWERS });
    await other.remote.seedTransports([request]);
    let rings = 0;
    mine.remote.watch(admin, () => (rings += 1));

    await other.remote.push(statusOp(request.id, 'ouvert', clinique), clinique);
    await sleep(200);

    expect(rings).toBe(0);
    expect(await mine.remote.getTransport(request.id)).toBeNull();
  });

  it('[DR3] un écouteur en erreur ne fait pas échouer l’écriture déjà validée', async () => {
    const [tab] = twoTabs();
    const request = requestBy({ viewers: CONTRACT_VIEWERS });
    await tab.remote.seedTransports([request]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tab.remote.watch(admin, () => {
      throw new Error('écouteur cassé');
    });

    const outcome = await tab.remote.push(statusOp(request.id, 'ouvert', clinique), clinique);

    expect(outcome.status).toBe('applied');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
