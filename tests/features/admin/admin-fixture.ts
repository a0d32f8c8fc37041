import Dexie from 'dexie';
import { createAdminService } from '@/data/admin/admin-service';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { fixedClock } from '@/domain/shared/clock';
import type { AppServices } from '@/services/services-context';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { profileOf } from '@tests/data/admin-contract/admin-contract';
import { requestFor } from '@tests/data/admin-contract/subscription-cases';
import { TEST_NOW } from '@tests/support/render-app';

export const SERVER_ADMIN = { uid: 'srv-admin', role: 'admin', orgId: 'admin_0001' } as const;
export const AMBULANCE = { uid: 'srv-ambu', role: 'ambulance', orgId: 'ambu_0001' } as const;

export interface AdminWorld {
  remote: DemoRemote;
  services: Partial<AppServices>;
  setOnline(online: boolean): void;
  dispose(): Promise<void>;
}

/**
 * A real demo server behind the pages: an admin (whose rights the server checks) and an ambulance account with a
 * pending subscription request in the shape the account pages file it.
 */
export async function adminWorld(): Promise<AdminWorld> {
  const dbName = freshDbName('pages-admin');
  const connectivity = switchableConnectivity();
  const clock = fixedClock(TEST_NOW);
  const remote = createDemoRemote({ connectivity: connectivity.port, clock, dbName });
  await remote.accounts.writeUser(SERVER_ADMIN.uid, profileOf(SERVER_ADMIN), false);
  await remote.accounts.writeUser(
    AMBULANCE.uid,
    { ...profileOf(AMBULANCE), displayName: 'Ambulances Martin' },
    false,
  );
  const store = await remote.adminStore(SERVER_ADMIN.uid);
  await store.commit([
    {
      kind: 'set',
      collection: 'subscriptionRequests',
      id: 'req-1',
      data: requestFor(AMBULANCE.uid, TEST_NOW - 1000),
    },
  ]);
  return {
    remote,
    services: {
      admin: async (actor) => createAdminService(store, connectivity.port, clock, actor),
    },
    setOnline: connectivity.setOnline,
    dispose: async () => {
      remote.close();
      await Dexie.delete(dbName);
    },
  };
}
