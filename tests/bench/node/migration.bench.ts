import Dexie from 'dexie';
import { createAdminService } from '@/data/admin/admin-service';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import { buildTestAccount } from '@/domain/admin/test-data';
import { chunked } from '@/domain/admin/chunks';
import { fixedClock } from '@/domain/shared/clock';
import { BENCH_NOW, generateTransports } from '@tests/bench/support/dataset';
import { formatCount, formatMs, type BenchTable } from '@tests/bench/support/report';

const ADMIN = {
  uid: 'bench-admin',
  email: 'admin@bench.fr',
  name: 'Admin banc',
  orgId: 'admin_0001',
};
const online = { isOnline: () => true, subscribe: () => () => undefined };

/**
 * The admin migration to multiRoleUsers / multiRoleTransports against the embedded demo backend (fake-indexeddb in
 * Node): one first run that copies everything in chunks of 500, then a re-run that finds every copy and writes
 * nothing (idempotence).
 */
export async function migrationOnDemoBackend(
  transports: number,
  users: number,
): Promise<BenchTable> {
  const dbName = `banc-migration-${Date.now()}`;
  const clock = fixedClock(BENCH_NOW);
  const remote = createDemoRemote({ connectivity: online, clock, dbName });
  try {
    await remote.accounts.writeUser(
      ADMIN.uid,
      { uid: ADMIN.uid, email: ADMIN.email, userType: 'admin', isActive: true },
      false,
    );
    const store = await remote.adminStore(ADMIN.uid);
    const accounts = Array.from({ length: users }, (_, i) => {
      const uid = `bench-user-${i}`;
      return {
        kind: 'set' as const,
        collection: 'users' as const,
        id: uid,
        data: buildTestAccount(i % 2 ? 'ambulance' : 'clinique', uid, ADMIN.uid, BENCH_NOW),
      };
    });
    for (const chunk of chunked(accounts)) await store.commit(chunk);
    await remote.seedTransports(generateTransports(transports));
    const admin = createAdminService(store, online, clock, ADMIN);
    const documents = transports + users + 1;
    const rows: string[][] = [];
    for (const label of ['première migration', 'relance (rien à copier)']) {
      const start = performance.now();
      const result = await admin.migrate();
      const elapsed = performance.now() - start;
      if (!result.success) throw new Error(result.message);
      const copied = result.data.users.copied + result.data.transports.copied;
      rows.push([label, formatCount(copied), formatMs(elapsed), formatMs(elapsed / documents)]);
    }
    return {
      title: 'Migration multi-rôles (serveur de démonstration, Node)',
      context: [
        `${formatCount(transports)} transports + ${formatCount(users + 1)} utilisateurs ; lots de 500 écritures ; fake-indexeddb`,
      ],
      columns: ['passage', 'documents copiés', 'durée', 'par document lu'],
      rows,
      notes: ['La relance lit tout et ne copie rien : c’est le coût de l’idempotence.'],
    };
  } finally {
    remote.close();
    await Dexie.delete(dbName);
  }
}
