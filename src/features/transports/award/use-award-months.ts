import { useCallback, useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { AwardEntry } from '@/domain/award/award-log';
import { monthsEndingWith, parisMonth, shiftMonth } from '@/domain/award/award-months';
import { useServices } from '@/services/services-context';

export const AWARD_FIGURES_OFFLINE =
  'Les chiffres d’attribution se consultent en ligne : reconnectez-vous pour les afficher.';

export interface AwardMonths {
  /** The months read so far, latest first (six at first, six more per « Mois précédents »). */
  months: string[];
  entries: AwardEntry[];
  /** A read is under way (the first one, or the earlier months). */
  loading: boolean;
  error: string | null;
  /** Reads the six months before the oldest one shown. */
  loadEarlier(): void;
}

/**
 * The viewer's award entries of the months shown only — a range read on the server's offered_at (online only:
 * they are not kept on the device), six Paris months at a time.
 */
export function useAwardMonths(data: UserData): AwardMonths {
  const { award } = useServices();
  // `attempt`: « Mois précédents » after a failed read asks the same months again.
  const [wanted, setWanted] = useState(() => ({ last: parisMonth(data.clock.now()), attempt: 0 }));
  const [months, setMonths] = useState<string[]>([]);
  const [entries, setEntries] = useState<AwardEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(award ? null : AWARD_FIGURES_OFFLINE);

  useEffect(() => {
    if (!award) return undefined;
    let live = true;
    const { months: asked, period } = monthsEndingWith(wanted.last);
    setLoading(true);
    setError(null);
    award.awardEntriesBetween(period, data.viewer).then(
      (read) => {
        if (!live) return;
        setEntries((before) => [...before, ...read]);
        setMonths((before) => [...before, ...asked]);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setError(AWARD_FIGURES_OFFLINE);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [award, data.viewer, wanted]);

  const oldest = months.at(-1);
  const loadEarlier = useCallback(
    () =>
      setWanted(({ last, attempt }) => ({
        last: oldest === undefined ? last : shiftMonth(oldest, -1),
        attempt: attempt + 1,
      })),
    [oldest],
  );
  return { months, entries, loading: award ? loading : false, error, loadEarlier };
}
