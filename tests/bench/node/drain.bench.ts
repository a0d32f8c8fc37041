import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AppDb } from '@/data/local/db/app-db';
import { createLeader, inTabLocks } from '@/data/local/platform/leader';
import {
  demoBackend,
  DRAIN_TARGET_MS,
  runDrainCases,
  systemClock,
  type DrainBackend,
  type DrainCase,
} from '@tests/bench/support/drain';
import type { BenchTable } from '@tests/bench/support/report';
import { startFirestoreProcess } from './firestore-process';

const FIRESTORE_ADAPTER = fileURLToPath(
  new URL('../../../src/data/remote/firestore/firestore-remote.ts', import.meta.url),
);
export const FIRESTORE_MISSING = 'non mesuré : adaptateur Firestore absent';

interface FirestoreBench {
  backend: DrainBackend;
  /** Methods of RemotePort the adapter does not have yet (the engine logs their failures; pull only). */
  missing: string[];
  stop(): Promise<void>;
}

const PULL_METHODS = ['pullTransports', 'pullNotifications', 'watch'] as const;

/**
 * createFirestoreRemote against the Firestore gRPC test server (tests/support/firestore-server, in a child process),
 * an emptied database and two fresh SDK clients per run: the device's, and a console that seeds the rides.
 * null when the adapter is not there yet.
 */
async function firestoreBench(): Promise<FirestoreBench | null> {
  if (!existsSync(FIRESTORE_ADAPTER)) return null;
  const { createFirestoreRemote } = await import('@/data/remote/firestore/firestore-remote');
  const { seedTransports } = await import('@tests/data/remote/firestore/firestore-harness');
  const { connectTestFirestore } = await import('@tests/support/firestore-server');
  const server = await startFirestoreProcess();
  const missing: string[] = [];
  return {
    missing,
    backend: {
      async open(transports, connectivity) {
        await server.reset();
        const device = connectTestFirestore(server);
        const admin = connectTestFirestore(server);
        await seedTransports(admin.db, transports, true);
        const remote = createFirestoreRemote({ db: device.db, connectivity, clock: systemClock });
        for (const method of PULL_METHODS) {
          if (typeof (remote as unknown as Record<string, unknown>)[method] !== 'function') {
            if (!missing.includes(method)) missing.push(method);
          }
        }
        return {
          remote,
          close: async () => {
            await Promise.all([device.terminate(), admin.terminate()]);
          },
        };
      },
    },
    stop: () => server.stop(),
  };
}

export interface DrainPlan {
  /** Runs per operation count, demo backend and Firestore. */
  runs: Record<100 | 1000, number>;
  firestoreRuns: Record<100 | 1000, number>;
}

/** Outbox drain in Node: device on fake-indexeddb; demo backend (fake-indexeddb) and Firestore test server. */
export async function drainInNode(plan: DrainPlan): Promise<BenchTable> {
  const firestore = await firestoreBench();
  const counts = [100, 1000] as const;
  const cases: DrainCase[] = [
    ...counts.map((count) => ({
      label: 'démo locale (fake-indexeddb)',
      count,
      runs: plan.runs[count],
      backend: demoBackend,
      target: count === 100 ? DRAIN_TARGET_MS : undefined,
    })),
    ...counts.map((count) =>
      firestore === null
        ? { label: 'serveur de test Firestore', count, runs: 0, skip: FIRESTORE_MISSING }
        : {
            label: 'serveur de test Firestore',
            count,
            runs: plan.firestoreRuns[count],
            backend: firestore.backend,
          },
    ),
  ];
  try {
    const table = await runDrainCases(
      'Vidage de l’outbox après reconnexion — Node',
      [
        'LocalStore + moteur de synchro réels (createSyncEngine, options par défaut : lots de 20), appareil sur',
        'fake-indexeddb, leader createLeader(inTabLocks). N transitions sur N/2 courses (la moitié en chaînes de 3,',
        'FIFO par transport) enregistrées hors ligne ; chronomètre de l’événement « online » à l’outbox vide.',
        'Firestore : createFirestoreRemote (SDK web, build Node) → serveur gRPC de test dans un processus Node à part ;',
        'ses chiffres mesurent surtout ce serveur (conversions protobuf en JS), pas la latence réseau de Firestore.',
      ],
      {
        openDb: (name) => new AppDb(name),
        leader: () => createLeader({ locks: inTabLocks(), openChannel: undefined }),
      },
      cases,
    );
    if (firestore !== null && firestore.missing.length > 0) {
      table.notes.push(
        `L’adaptateur Firestore n’a pas encore ${firestore.missing.join(', ')} : le tirage de fin de cycle échoue ` +
          '(avertissements « [sync] » sur stderr), sans effet sur la mesure — le vidage le précède.',
      );
    }
    return table;
  } finally {
    await firestore?.stop();
  }
}
