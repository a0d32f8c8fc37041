import { RemoteError } from '@/data/ports';

export interface PushFailure {
  retryable: boolean;
  /** Stored as the entry's lastError. Adapters write French messages; anything else is kept as thrown. */
  message: string;
}

/**
 * Retryable RemoteErrors (offline, contention, expired token…) come back later; permanent ones are kept and shown.
 * An error outside the port contract is a bug or an SDK surprise: retrying is safe because the opId makes the push
 * idempotent, whereas marking it failed would block the transport for something that may be transient.
 */
export function classifyPushError(error: unknown): PushFailure {
  if (error instanceof RemoteError) return { retryable: error.retryable, message: error.message };
  console.warn('[sync] Erreur inattendue pendant l’envoi ; nouvel essai plus tard.', error);
  return { retryable: true, message: error instanceof Error ? error.message : String(error) };
}
