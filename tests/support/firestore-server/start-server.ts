import { randomBytes } from 'node:crypto';
import { FirestoreServer } from '@firestore-emulator/server';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { MonotonicClock } from './clock';
import { DocumentStore } from './documents';
import { grpcServerOf } from './grpc-server';
import { patchListen } from './patch-listen';
import { patchBatchGet, patchCommit } from './patch-transactions';
import { patchWriteStream } from './patch-write-stream';
import { runQuery } from './query';

export interface FirestoreTestServer {
  host: string;
  port: number;
  /** A fresh `demo-…` id per server: demo projects never reach a real backend. */
  projectId: string;
  /** Force-closes every open stream; terminate clients first to avoid their reconnect noise. */
  stop(): Promise<void>;
  /** Drops every document; open listeners see them deleted. */
  reset(): Promise<void>;
}

const HOST = '127.0.0.1';

function bind(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    // Port 0: the OS picks a free port, so parallel test files never collide.
    server.bindAsync(`${HOST}:0`, ServerCredentials.createInsecure(), (error, port) =>
      error ? reject(error) : resolve(port),
    );
  });
}

/** Starts `@firestore-emulator/server` in-process with the harness patches applied. */
export async function startFirestoreTestServer(): Promise<FirestoreTestServer> {
  const emulator = new FirestoreServer();
  const grpc = grpcServerOf(emulator);
  const store = new DocumentStore(emulator.state);
  const clock = new MonotonicClock();

  // The package's own RunQuery / RunAggregationQuery (count, sum, avg) call this evaluator.
  emulator.state.v1Query = (parent, query) =>
    runQuery(store, parent, query).map((doc) => emulator.state.getDocument(doc.name));
  patchWriteStream(grpc, store, clock);
  patchCommit(grpc, store, clock);
  patchBatchGet(grpc, store, clock);
  patchListen(grpc, store, clock);

  const port = await bind(grpc);
  let stopped = false;
  return {
    host: HOST,
    port,
    projectId: `demo-test-${randomBytes(6).toString('hex')}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      grpc.forceShutdown();
    },
    reset: async () => store.clear(),
  };
}
