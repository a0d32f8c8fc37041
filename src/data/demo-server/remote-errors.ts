import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import { RemoteError, type ConnectivityPort } from '@/data/ports';

/** French messages of the errors the demo backend raises; the UI shows them as they are. */
export const DEMO_REMOTE_MESSAGES = {
  unreachable:
    'Serveur injoignable : vous êtes hors ligne. Vos modifications seront envoyées au retour du réseau.',
  notificationMissing: 'Cette notification n’existe pas ou a expiré.',
  invalidLimit: 'La taille de page demandée doit être un entier positif.',
  ...WRITE_PERMISSION_MESSAGES,
} as const;

/** Offline means unreachable, as with Firestore: the call fails fast and the sync engine retries later. */
export function assertReachable(connectivity: ConnectivityPort): void {
  if (!connectivity.isOnline()) {
    throw new RemoteError('unavailable', DEMO_REMOTE_MESSAGES.unreachable);
  }
}

/** A page size the port accepts: a positive integer (anything else is the caller's bug, refused for good). */
export function assertPageLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RemoteError('invalid-argument', DEMO_REMOTE_MESSAGES.invalidLimit);
  }
}

export const permissionDenied = (message: string) => new RemoteError('permission-denied', message);

/** Whatever Dexie threw crosses the port as a RemoteError (retryable: IndexedDB hiccups are transient). */
export function asRemoteError(error: unknown): RemoteError {
  if (error instanceof RemoteError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new RemoteError('internal', `Erreur du serveur de démonstration : ${detail}`);
}

export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asRemoteError(error);
  }
}
