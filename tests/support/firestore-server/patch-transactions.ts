import type { BatchGetDocumentsRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import {
  BatchGetDocumentsResponse,
  CommitRequest,
  CommitResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { sendUnaryData, Server, ServerUnaryCall, ServerWritableStream } from '@grpc/grpc-js';
import { microsToTimestamp, type MonotonicClock } from './clock';
import { commitWrites, toWriteResults } from './commit-writes';
import { decodeWrite } from './decode-write';
import { toDocumentObject, type DocumentStore } from './documents';
import { toServiceError } from './errors';
import { replaceHandler } from './grpc-server';
import { extractVerifyNames } from './wire';

interface DecodedCommitRequest {
  request: CommitRequest;
  verify: (string | null)[];
}

const COMMIT_REQUEST_WRITES_FIELD = 2;
/** Same opaque id the package's BeginTransaction hands out; we don't track transactions. */
const TRANSACTION_ID = Uint8Array.from([17, 2, 0, 0, 0, 0, 0, 0, 0]);

/**
 * `Commit` (transactions): applies every write type including `verify`, all field transforms,
 * and the `update_time` preconditions the SDK derives from its reads, so a document changed
 * since it was read fails the commit with ABORTED and the SDK retries the transaction.
 */
export function patchCommit(server: Server, store: DocumentStore, clock: MonotonicClock): void {
  replaceHandler<'Commit', DecodedCommitRequest>(
    server,
    'Commit',
    (
      call: ServerUnaryCall<DecodedCommitRequest, CommitResponse>,
      callback: sendUnaryData<CommitResponse>,
    ) => {
      const { request, verify } = call.request;
      try {
        const at = clock.next();
        const writes = request.writes.map((write, i) => decodeWrite(write, verify[i] ?? null));
        const outcomes = commitWrites(store, writes, at);
        callback(
          null,
          CommitResponse.fromObject({
            commit_time: microsToTimestamp(at),
            write_results: toWriteResults(outcomes),
          }),
        );
      } catch (error) {
        callback(toServiceError(error));
      }
    },
    (bytes: Buffer) => ({
      request: CommitRequest.deserialize(bytes),
      verify: extractVerifyNames(bytes, COMMIT_REQUEST_WRITES_FIELD),
    }),
  );
}

/**
 * `BatchGetDocuments` (transaction reads): same as the package's, but reporting the µs
 * update times the preconditions are later checked against.
 */
export function patchBatchGet(server: Server, store: DocumentStore, clock: MonotonicClock): void {
  replaceHandler(
    server,
    'BatchGetDocuments',
    (call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>) => {
      try {
        const readTime = microsToTimestamp(clock.next());
        if (call.request.has_new_transaction)
          call.write(BatchGetDocumentsResponse.fromObject({ transaction: TRANSACTION_ID }));
        for (const name of call.request.documents) {
          const document = store.read(name);
          call.write(
            BatchGetDocumentsResponse.fromObject(
              document === null
                ? { missing: name, read_time: readTime }
                : { found: toDocumentObject(document), read_time: readTime },
            ),
          );
        }
        call.end();
      } catch (error) {
        call.emit('error', toServiceError(error));
      }
    },
  );
}
