import { readStaffCompany } from '@/domain/organisation/staff-documents';
import { describeRemoteContract } from '@tests/data/remote-contract/remote-contract';
import { CONTRACT_VIEWERS } from '@tests/data/demo-server/demo-harness';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';
import { ManualClock } from '@tests/support/fakes/manual-clock';
import {
  contractEmail,
  staffCompany,
  staffProfiles,
} from '@tests/data/remote-contract/staff-fixtures';

/**
 * ARCHITECTURE §7: the in-memory double the sync properties (tests/sync) run against holds the same contract as
 * the adapters it stands for. As with the demo backend, the clock is frozen at creation (passTime moves it): every write then gets a
 * time a microsecond after the previous one, the sub-millisecond case pull paging must handle.
 */
describeRemoteContract('mémoire (doublure des propriétés de synchronisation)', async () => {
  const clock = new ManualClock(Date.now());
  const server = new MemoryServer(clock);
  const remote = new MemoryRemote(server);
  return {
    remote,
    passTime: async (millis) => clock.advance(millis),
    seed: async (transports, opts) => {
      server.seed(transports, opts?.sameSyncTs ? 'one-batch' : undefined);
    },
    seedOrganisation: async (collection, id, data) => server.seedOrganisation(collection, id, data),
    setOnline: (online) => remote.setOffline(!online),
    read: async (id) => server.document(id)?.data ?? null,
    viewers: CONTRACT_VIEWERS,
    seedStaff: async (orgId, members, vehicles) => {
      server.seedStaff(
        orgId,
        readStaffCompany(staffCompany(orgId, members, contractEmail))!,
        vehicles,
      );
      for (const { uid, data } of staffProfiles(orgId, members, contractEmail)) {
        server.profiles.seed(uid, data);
      }
    },
    seedProfile: async (uid, data) => server.profiles.seed(uid, data),
    readProfile: async (uid) => server.profiles.read(uid),
    cleanup: async () => {
      remote.clearFaults();
    },
  };
});
