// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { RemoteError, type RemoteErrorCode } from '@/data/ports';
import {
  assertOnline,
  FIRESTORE_MESSAGES,
  guarded,
  toRemoteError,
} from '@/data/remote/firestore/remote-errors';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';

type MessageKey = keyof typeof FIRESTORE_MESSAGES;

/** Every FirestoreError code the SDK can throw → the port's code, whether it is retried, and the French text. */
const TABLE: [sdkCode: string, port: RemoteErrorCode, retryable: boolean, message: MessageKey][] = [
  ['unavailable', 'unavailable', true, 'unavailable'],
  ['cancelled', 'unavailable', true, 'unavailable'],
  ['deadline-exceeded', 'deadline-exceeded', true, 'deadlineExceeded'],
  ['aborted', 'aborted', true, 'aborted'],
  ['already-exists', 'aborted', true, 'aborted'],
  ['resource-exhausted', 'resource-exhausted', true, 'resourceExhausted'],
  ['unauthenticated', 'unauthenticated', true, 'unauthenticated'],
  ['permission-denied', 'permission-denied', false, 'permissionDenied'],
  ['invalid-argument', 'invalid-argument', false, 'invalidArgument'],
  ['out-of-range', 'invalid-argument', false, 'invalidArgument'],
  ['not-found', 'not-found', false, 'notFound'],
  ['failed-precondition', 'internal', true, 'internal'],
  ['internal', 'internal', true, 'internal'],
  ['unknown', 'internal', true, 'internal'],
  ['data-loss', 'internal', true, 'internal'],
  ['unimplemented', 'internal', true, 'internal'],
];

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firestore says ${code}`), { name: 'FirebaseError', code });

it.each(TABLE)(
  '[FS4] %s → %s (réessayable : %s), message « %s »',
  (sdkCode, port, retryable, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = toRemoteError(firebaseError(sdkCode));
    expect(error).toBeInstanceOf(RemoteError);
    expect(error.code).toBe(port);
    expect(error.retryable).toBe(retryable);
    expect(error.message).toBe(FIRESTORE_MESSAGES[message]);
    vi.restoreAllMocks();
  },
);

it('[FS4] une RemoteError traverse telle quelle ; une erreur sans code devient « internal » et est journalisée', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const own = new RemoteError('permission-denied', FIRESTORE_MESSAGES.transportHidden);
  expect(toRemoteError(own)).toBe(own);
  await expect(guarded(() => Promise.reject(new TypeError('bug')))).rejects.toMatchObject({
    code: 'internal',
    message: FIRESTORE_MESSAGES.internal,
  });
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

it('[FS4] hors ligne selon la connectivité : « unavailable » immédiat, réessayable', () => {
  const connectivity = new FakeConnectivity(false);
  expect(() => assertOnline(connectivity)).toThrow(FIRESTORE_MESSAGES.offline);
  connectivity.set(true);
  expect(() => assertOnline(connectivity)).not.toThrow();
  expect(() => assertOnline(undefined)).not.toThrow();
});
