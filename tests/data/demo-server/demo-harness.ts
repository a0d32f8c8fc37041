import Dexie from 'dexie';
import type { ConnectivityPort, Viewer } from '@/data/ports';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import type { Clock } from '@/domain/shared/clock';
import { ManualClock } from '@tests/support/fakes/manual-clock';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import type { ContractHarness, ContractRole } from '@tests/data/remote-contract/remote-contract';
import {
  contractEmail,
  staffCompany,
  staffProfiles,
} from '@tests/data/remote-contract/staff-fixtures';

/** A connectivity switch for tests: what the browser's online/offline events are to the real adapter. */
export function switchableConnectivity(initial = true) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const port: ConnectivityPort = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setOnline = (next: boolean) => {
    online = next;
    listeners.forEach((listener) => listener(next));
  };
  return { port, setOnline };
}

export const CONTRACT_VIEWERS: Record<ContractRole, Viewer> = {
  admin: { role: 'admin', orgId: 'admin_0001', uid: 'rc-admin', name: 'Alice Martin' },
  clinique: { role: 'clinique', orgId: 'clin_0001', uid: 'rc-clinique', name: 'Sophie Marchand' },
  ambulance: { role: 'ambulance', orgId: 'ambu_0001', uid: 'rc-ambulance', name: 'Julien Moreau' },
  vtc: { role: 'vtc', orgId: 'vtc_0001', uid: 'rc-vtc', name: 'Antoine Lefèvre' },
  patient: { role: 'patient', orgId: 'pat_0001', uid: 'rc-patient', name: 'Pierre Petit' },
};

let databases = 0;
export const freshDbName = (label: string) =>
  `serveur-demo-test-${label}-${(databases += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export interface DemoHarness extends ContractHarness {
  remote: DemoRemote;
  connectivity: ConnectivityPort;
  clock: Clock;
}

/**
 * A fresh demo server per test. Its clock is frozen at creation: every write then gets a time a microsecond after
 * the previous one, the sub-millisecond case pull paging must handle; passTime moves it on. A clock given stays
 * the test's own (passTime then waits for real).
 */
export async function makeDemoHarness(clock?: Clock): Promise<DemoHarness> {
  const moving = new ManualClock(Date.now());
  const dbName = freshDbName('contrat');
  const connectivity = switchableConnectivity();
  const remote = createDemoRemote({
    connectivity: connectivity.port,
    clock: clock ?? moving,
    dbName,
  });
  return {
    remote,
    connectivity: connectivity.port,
    clock: clock ?? moving,
    passTime: async (millis) => {
      if (clock === undefined) moving.advance(millis);
      else await new Promise((resolve) => setTimeout(resolve, millis));
    },
    seed: (transports, opts) => remote.seedTransports(transports, opts),
    seedOrganisation: (collection, id, data) => remote.seedOrganisation(collection, id, data),
    setOnline: connectivity.setOnline,
    read: (id) => remote.getTransport(id),
    viewers: CONTRACT_VIEWERS,
    seedStaff: async (orgId, members, vehicles) => {
      await remote.seedStaff(
        {
          id: orgId,
          collection: ORGANISATION_COLLECTIONS.ambulance,
          data: staffCompany(orgId, members, contractEmail),
        },
        vehicles.map((vehicle) => ({ id: vehicle.id, data: vehicle })),
      );
      for (const { uid, data } of staffProfiles(orgId, members, contractEmail)) {
        await remote.accounts.writeUser(uid, data, true);
      }
    },
    seedProfile: async (uid, data) => {
      await remote.accounts.writeUser(uid, data, false);
    },
    readProfile: (uid) => remote.getUser(uid),
    cleanup: async () => {
      remote.close();
      await Dexie.delete(dbName);
    },
  };
}
