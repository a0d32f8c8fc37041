import { randomUUID } from 'node:crypto';
import {
  WriteRequest,
  WriteResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { Server, ServerDuplexStream } from '@grpc/grpc-js';
import { microsToTimestamp, type MonotonicClock } from './clock';
import { commitWrites, toWriteResults } from './commit-writes';
import { decodeWrite } from './decode-write';
import type { DocumentStore } from './documents';
import { toServiceError } from './errors';
import { replaceHandler } from './grpc-server';
import { extractVerifyNames } from './wire';

interface DecodedWriteRequest {
  request: WriteRequest;
  verify: (string | null)[];
}

const WRITE_REQUEST_WRITES_FIELD = 3;

/**
 * The `Write` stream the SDK uses for setDoc/updateDoc/deleteDoc/writeBatch (missing from the
 * package). First request = handshake → stream id + token; every later request is one batch,
 * committed atomically and answered with its write results and commit time. A failed batch
 * ends the stream with the batch's status, as Firestore does; the SDK rejects that batch and
 * opens a new stream for the next one.
 */
export function patchWriteStream(
  server: Server,
  store: DocumentStore,
  clock: MonotonicClock,
): void {
  replaceHandler<'Write', DecodedWriteRequest>(
    server,
    'Write',
    (call: ServerDuplexStream<DecodedWriteRequest, WriteResponse>) => {
      const streamId = randomUUID();
      let batches = 0;
      let failed = false;
      const token = (): Uint8Array => new TextEncoder().encode(`${streamId}/${batches}`);
      call.on('data', ({ request, verify }: DecodedWriteRequest) => {
        if (failed) return;
        if (batches++ === 0) {
          call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: token() }));
          return;
        }
        try {
          const at = clock.next();
          const writes = request.writes.map((write, i) => decodeWrite(write, verify[i] ?? null));
          const outcomes = commitWrites(store, writes, at);
          call.write(
            WriteResponse.fromObject({
              stream_id: streamId,
              stream_token: token(),
              commit_time: microsToTimestamp(at),
              write_results: toWriteResults(outcomes),
            }),
          );
        } catch (error) {
          failed = true;
          call.emit('error', toServiceError(error));
        }
      });
      call.on('end', () => call.end());
      // A client that goes away mid-stream is normal (terminate()); nothing to clean up.
      call.on('error', () => undefined);
    },
    (bytes: Buffer) => ({
      request: WriteRequest.deserialize(bytes),
      verify: extractVerifyNames(bytes, WRITE_REQUEST_WRITES_FIELD),
    }),
  );
}
