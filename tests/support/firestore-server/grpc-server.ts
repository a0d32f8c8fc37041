import type { FirestoreServer } from '@firestore-emulator/server';
import { UnimplementedFirestoreService } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import {
  Server,
  type deserialize as Deserialize,
  type handleBidiStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
} from '@grpc/grpc-js';

const definition = UnimplementedFirestoreService.definition;
type Definition = typeof definition;
export type FirestoreMethod = keyof Definition;
export type RequestOf<M extends FirestoreMethod> = ReturnType<Definition[M]['requestDeserialize']>;
export type ResponseOf<M extends FirestoreMethod> = Parameters<
  Definition[M]['responseSerialize']
>[0];

type Handler<Request, Response> =
  | handleUnaryCall<Request, Response>
  | handleServerStreamingCall<Request, Response>
  | handleBidiStreamingCall<Request, Response>;

/**
 * The package keeps its grpc-js `Server` in a TypeScript-private field and offers no hook to add
 * handlers; this is the one place we reach into it, and we fail loudly if its layout changes.
 */
export function grpcServerOf(emulator: FirestoreServer): Server {
  const inner = (emulator as unknown as { server?: unknown }).server;
  if (!(inner instanceof Server))
    throw new Error('@firestore-emulator/server no longer exposes its grpc-js Server as `server`');
  return inner;
}

/**
 * Swaps the handler of one Firestore RPC (grpc-js binds handlers at `addService` time, so
 * patching the service object afterwards would have no effect). `deserialize` lets a handler
 * receive more than the generated message, e.g. fields the package's protos drop.
 */
export function replaceHandler<M extends FirestoreMethod, Request = RequestOf<M>>(
  server: Server,
  method: M,
  handler: Handler<Request, ResponseOf<M>>,
  deserialize?: Deserialize<Request>,
): void {
  const attrs: Definition[M] = definition[method];
  const type = attrs.requestStream
    ? attrs.responseStream
      ? 'bidi'
      : 'clientStream'
    : attrs.responseStream
      ? 'serverStream'
      : 'unary';
  // Without a custom deserializer, Request is RequestOf<M> (its default); TS can't see that.
  const decode = deserialize ?? (attrs.requestDeserialize as unknown as Deserialize<Request>);
  server.unregister(attrs.path);
  const registered = server.register(
    attrs.path,
    handler,
    attrs.responseSerialize as (message: ResponseOf<M>) => Buffer,
    decode,
    type,
  );
  if (!registered) throw new Error(`Could not register a handler for ${attrs.path}`);
}
