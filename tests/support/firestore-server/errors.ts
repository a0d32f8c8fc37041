import { status, type ServerErrorResponse } from '@grpc/grpc-js';

/** An error meant for the client, with the gRPC status real Firestore would answer. */
export class FirestoreRpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRpcError';
  }
}

/** Shape grpc-js expects for a failed call; anything unexpected is a harness bug → INTERNAL. */
export function toServiceError(error: unknown): ServerErrorResponse {
  if (error instanceof FirestoreRpcError)
    return Object.assign(new Error(error.message), { code: error.code, details: error.message });
  console.error('[firestore-test-server] unexpected error', error);
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { code: status.INTERNAL, details: message });
}
