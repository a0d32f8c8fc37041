import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { RemoteError, type ConnectivityPort, type RemoteErrorCode } from '@/data/ports';

/** French messages of the Firestore adapter's errors: the sync status and the outbox show them as they are. */
export const FIRESTORE_MESSAGES = {
  offline:
    'Serveur injoignable : vous êtes hors ligne. Vos modifications seront envoyées au retour du réseau.',
  unavailable: 'Serveur injoignable pour le moment. Nouvel essai automatique.',
  deadlineExceeded: 'Le serveur a mis trop de temps à répondre. Nouvel essai automatique.',
  aborted: 'Modification concurrente sur le serveur. Nouvel essai automatique.',
  resourceExhausted: 'Serveur surchargé ou quota atteint. Nouvel essai plus tard.',
  unauthenticated: 'Session expirée : reconnexion en cours avant un nouvel essai.',
  permissionDenied: 'Accès refusé par le serveur pour cette opération.',
  invalidArgument: 'Le serveur a refusé une donnée invalide.',
  notFound: 'Document introuvable sur le serveur.',
  internal: 'Erreur interne du serveur. Nouvel essai automatique.',
  notificationMissing: 'Cette notification n’existe pas ou a expiré.',
  invalidLimit: 'La taille de page demandée doit être un entier positif.',
  ...WRITE_PERMISSION_MESSAGES,
} as const;

/**
 * Firestore's status codes (FirestoreError.code) → the port's. Codes the port lacks are folded by what the
 * sync engine should do: retry (`cancelled`, `unknown`, `data-loss`…) or give up (`out-of-range`).
 * `already-exists` is a creation racing another one: retried, the replay then reads as a duplicate.
 * `failed-precondition` is mostly « The query requires an index » (or an index still building): an operator
 * problem, retried until the index is deployed rather than failing the user's entries for good.
 */
const CODE_MAP: Readonly<Record<string, RemoteErrorCode>> = {
  unavailable: 'unavailable',
  cancelled: 'unavailable',
  'deadline-exceeded': 'deadline-exceeded',
  aborted: 'aborted',
  'already-exists': 'aborted',
  'resource-exhausted': 'resource-exhausted',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'invalid-argument': 'invalid-argument',
  'out-of-range': 'invalid-argument',
  'not-found': 'not-found',
  'failed-precondition': 'internal',
  internal: 'internal',
  unknown: 'internal',
  'data-loss': 'internal',
  unimplemented: 'internal',
};

const MESSAGE_BY_CODE: Record<RemoteErrorCode, string> = {
  unavailable: FIRESTORE_MESSAGES.unavailable,
  'deadline-exceeded': FIRESTORE_MESSAGES.deadlineExceeded,
  aborted: FIRESTORE_MESSAGES.aborted,
  'resource-exhausted': FIRESTORE_MESSAGES.resourceExhausted,
  unauthenticated: FIRESTORE_MESSAGES.unauthenticated,
  'permission-denied': FIRESTORE_MESSAGES.permissionDenied,
  'invalid-argument': FIRESTORE_MESSAGES.invalidArgument,
  'not-found': FIRESTORE_MESSAGES.notFound,
  internal: FIRESTORE_MESSAGES.internal,
};

/** The `code` of a thrown SDK error, checked structurally (FirestoreError, or anything shaped like it). */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** Whatever the SDK (or a bug) threw, as the port's RemoteError with a French message. */
export function toRemoteError(error: unknown): RemoteError {
  if (error instanceof RemoteError) return error;
  const code = CODE_MAP[codeOf(error) ?? ''] ?? 'internal';
  if (code === 'internal') console.warn('[firestore] erreur inattendue', error);
  return new RemoteError(code, MESSAGE_BY_CODE[code]);
}

export const remoteErrorMessage = (code: RemoteErrorCode) => MESSAGE_BY_CODE[code];

/** Runs one adapter call; every failure leaves as a RemoteError. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toRemoteError(error);
  }
}

/** The app never calls Firestore offline: a transaction would fail anyway, after the SDK's retries. */
export function assertOnline(connectivity: ConnectivityPort | undefined): void {
  if (connectivity && !connectivity.isOnline()) {
    throw new RemoteError('unavailable', FIRESTORE_MESSAGES.offline);
  }
}

export const permissionDenied = (message: string) => new RemoteError('permission-denied', message);
