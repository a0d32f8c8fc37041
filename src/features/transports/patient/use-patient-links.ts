import { useCallback, useEffect, useState } from 'react';
import { RemoteError, type PatientLinkPort } from '@/data/ports';
import type { PatientLink } from '@/domain/patient/patient-link';

const CONNECTION_REQUIRED = 'Connexion requise : reconnectez-vous à Internet puis réessayez.';

/** Offline says so; the server's refusals keep their French message. */
export const linkFailureMessage = (error: unknown): string =>
  error instanceof RemoteError
    ? error.code === 'unavailable'
      ? CONNECTION_REQUIRED
      : error.message
    : 'Une erreur est survenue : réessayez.';

export type LinksState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; links: PatientLink[] };

/**
 * The clinics' proposals addressed to the signed-in patient, read from the server (they need the network) — once
 * online, and again each time the device comes back online, so a space opened in a dead zone shows them when the
 * signal returns — and the answer to one. `onAccepted` runs after an acceptance: the rides it marked are then pulled.
 */
export function usePatientLinks(
  port: PatientLinkPort | undefined,
  online: boolean,
  onAccepted: () => void,
) {
  const [loaded, setLoaded] = useState<LinksState>({ state: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    // Offline, what was read stays (a list, or « loading » until the network is back): nothing is asked for.
    if (!port || !online) return;
    let live = true;
    port.listMine().then(
      (links) => live && setLoaded({ state: 'ready', links }),
      (error: unknown) => live && setLoaded({ state: 'error', message: linkFailureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, online]);

  const answer = useCallback(
    async (recordId: string, accept: boolean) => {
      if (!port) return;
      setBusy(recordId);
      setFailure(null);
      try {
        const stored = await port.answer(recordId, accept);
        setLoaded((current) =>
          current.state === 'ready'
            ? {
                state: 'ready',
                links: current.links.map((link) => (link.id === stored.id ? stored : link)),
              }
            : current,
        );
        if (stored.status === 'accepted') onAccepted();
      } catch (error) {
        setFailure(linkFailureMessage(error));
      } finally {
        setBusy(null);
      }
    },
    [port, onAccepted],
  );

  return { loaded, failure, busy, answer };
}
