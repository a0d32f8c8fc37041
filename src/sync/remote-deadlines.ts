import { REMOTE_PORT } from '@/data/port-shapes';
import { forwardPort } from '@/data/port-shape';
import { RemoteError, type RemotePort } from '@/data/ports';
import { TimeoutError, withTimeout } from '@/services/session/with-timeout';

/** The reason a call let go unanswered gives (kept with a change whose push it was, shown if it ends up failing). */
export const NO_ANSWER_MESSAGE = 'Le serveur n’a pas répondu à temps : nouvel essai.';

/**
 * Uploads are left to run: a prescription's scan or a patient's signature (hundreds of kilobytes) may take minutes
 * on a weak signal, and holds nothing else (they run after the pushes, one at a time).
 */
const UNBOUNDED_CALLS: ReadonlySet<string> = new Set<keyof RemotePort>([
  'pushPrescriptionScan',
  'pushRideSignature',
]);

/**
 * The remote as the sync engine uses it: every call (a push, a page of a pull, the membership check…) that goes
 * unanswered for `ms` is let go with a retryable 'deadline-exceeded' — a half-dead connection can hold a request
 * for minutes, and one request held the whole cycle (no later tap pushed until the app was reloaded). A push let
 * go may still land: its retry, under the same opId, is answered « duplicate ». Derived from the port's shape, so
 * a call added to the port is bounded too.
 */
export function remoteWithDeadlines(remote: RemotePort, ms: number): RemotePort {
  const bounded = Object.entries(REMOTE_PORT).flatMap(([name, kind]) => {
    if (kind !== 'call' || UNBOUNDED_CALLS.has(name)) return [];
    const call = (remote as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[
      name
    ]!;
    const withDeadline = (...args: unknown[]) =>
      withTimeout(call.apply(remote, args), ms, NO_ANSWER_MESSAGE).catch((error: unknown) => {
        throw error instanceof TimeoutError
          ? new RemoteError('deadline-exceeded', error.message)
          : error;
      });
    return [[name, withDeadline]];
  });
  return forwardPort(REMOTE_PORT, remote, Object.fromEntries(bounded) as Partial<RemotePort>);
}
