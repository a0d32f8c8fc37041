import { RemoteError, type RemoteErrorCode } from '@/data/ports';
import { errorMessage } from '@/domain/errors/service-result';
import { TimeoutError } from './with-timeout';

/** What a server's refusal means, added to the adapter's message (which says which call failed). */
const REMOTE_REASONS: Partial<Record<RemoteErrorCode, string>> = {
  'permission-denied': 'accès refusé par le serveur',
  unauthenticated: 'session non reconnue par le serveur',
  unavailable: 'serveur injoignable',
  'deadline-exceeded': 'le serveur a mis trop de temps à répondre',
  'invalid-argument': 'données refusées par le serveur',
  'resource-exhausted': 'serveur surchargé ou quota atteint',
};

export const NO_STORED_PROFILE = 'aucun profil n’est enregistré pour ce compte';

/**
 * Why the profile could not be read or written, in French. The 5 s timeout's own message ('Timeout profile
 * loading', spec §8) is a log line: the user reads the delay in French instead.
 */
export function profileFailureCause(error: unknown, timeoutMs: number): string {
  if (error instanceof TimeoutError) {
    return `le serveur n’a pas répondu en ${Math.round(timeoutMs / 1000)} secondes`;
  }
  if (error instanceof RemoteError) {
    const reason = REMOTE_REASONS[error.code];
    return reason ? `${error.message} (${reason})` : error.message;
  }
  // The browser's own network and module-loading failures (« Failed to fetch… ») are TypeErrors, in English.
  if (error instanceof TypeError) return 'connexion au serveur impossible';
  return errorMessage(error);
}

/** The sentence the profile screen shows. */
export function profileProblemText(step: 'load' | 'create', cause: string): string {
  const done = step === 'load' ? 'chargé' : 'créé';
  const sentence = cause.replace(/[.\s]+$/u, '');
  return `Votre profil n’a pas pu être ${done} : ${sentence}.`;
}
