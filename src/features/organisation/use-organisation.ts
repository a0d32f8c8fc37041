import { useCallback, useEffect, useState } from 'react';
import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import { CONNECTION_REQUIRED } from '@/domain/organisation/team';

export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/** The French message a failed call shows: offline is « Connexion requise », the rest as the server said. */
export function failureMessage(error: unknown): string {
  if (error instanceof RemoteError) {
    return error.code === 'unavailable' ? CONNECTION_REQUIRED : error.message;
  }
  return 'Une erreur est survenue : réessayez.';
}

/** Reads something from the organisation port, again on `reload()`. */
export function useOrganisationRead<T>(
  port: OrganisationPort | undefined,
  viewer: Viewer | undefined,
  read: (port: OrganisationPort, viewer: Viewer) => Promise<T>,
): { loaded: Loaded<T>; reload(): void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!port || !viewer) return;
    let live = true;
    read(port, viewer).then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (error: unknown) => live && setLoaded({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
    // `read` is a stable module-level function in every caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [port, viewer, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { loaded, reload };
}
