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
import { PROVIDER_VIEWER } from '@tests/bench/support/dataset';
import type { BenchTable } from '@tests/bench/support/report';
import { connectEmulatorClient } from '@tests/support/firestore-emulator/emulator-client';
import { EmulatorNotFoundError } from '@tests/support/firestore-emulator/emulator-process';
import { startFirestoreProcess, type FirestoreProcess } from './firestore-process';
import { DEFAULT_SYNC_OPTIONS } from '@/sync/engine-types';

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
 * createFirestoreRemote against the official Firestore emulator (its own JVM, see firestore-process.ts), an emptied
 * project and two fresh SDK clients per run: the device's, signed in as the provider (open rules, evaluated), and
 * a console (owner) that seeds the rides. A string (why not) when the adapter or the emulator is not there.
 */
async function firestoreBench(): Promise<FirestoreBench | string> {
  if (!existsSync(FIRESTORE_ADAPTER)) return FIRESTORE_MISSING;
  const { createFirestoreRemote } = await import('@/data/remote/firestore/firestore-remote');
  const { seedTransports, viewerIdentity } =
    await import('@tests/data/remote/firestore/firestore-harness');
  let server: FirestoreProcess;
  try {
    server = await startFirestoreProcess();
  } catch (error) {
    if (error instanceof EmulatorNotFoundError) return `non mesuré : ${error.message}`;
    throw error;
  }
  const missing: string[] = [];
  return {
    missing,
    backend: {
      async open(transports, connectivity) {
        await server.reset();
        const device = connectEmulatorClient(
          server,
          server.projectId,
          viewerIdentity(PROVIDER_VIEWER),
        );
        const admin = connectEmulatorClient(server, server.projectId, 'owner');
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

/** Outbox drain in Node: device on fake-indexeddb; demo backend (fake-indexeddb) and the Firestore emulator. */
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
      typeof firestore === 'string'
        ? { label: 'émulateur Firestore', count, runs: 0, skip: firestore }
        : {
            label: 'émulateur Firestore',
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
        `LocalStore + moteur de synchro réels (createSyncEngine, options par défaut : ${DEFAULT_SYNC_OPTIONS.batchSize} en vol), appareil sur`,
        'fake-indexeddb, leader createLeader(inTabLocks). N transitions sur N/2 courses (la moitié en chaînes de 3,',
        'FIFO par transport) enregistrées hors ligne ; chronomètre de l’événement « online » à l’outbox vide.',
        'Firestore : createFirestoreRemote (SDK web, build Node, gRPC) → émulateur Firestore officiel (JVM à part,',
        'règles ouvertes évaluées) ; ses chiffres mesurent surtout l’émulateur, pas la latence réseau de Firestore.',
      ],
      {
        openDb: (name) => new AppDb(name),
        leader: () => createLeader({ locks: inTabLocks(), openChannel: undefined }),
      },
      cases,
    );
    if (typeof firestore !== 'string' && firestore.missing.length > 0) {
      table.notes.push(
        `L’adaptateur Firestore n’a pas encore ${firestore.missing.join(', ')} : le tirage de fin de cycle échoue ` +
          '(avertissements « [sync] » sur stderr), sans effet sur la mesure — le vidage le précède.',
      );
    }
    return table;
  } finally {
    if (typeof firestore !== 'string') await firestore.stop();
  }
}
