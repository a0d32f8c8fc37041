import { limit, onSnapshot, orderBy, type Firestore } from 'firebase/firestore';
import type { Unsubscribe, Viewer } from '@/data/ports';
import { closedOffersQuery, companyBase, scopedTransportQueries } from './scoped-query';

/**
 * The doorbell (research/sync.md §1A): listeners on the newest document of each query the pull runs. Every write
 * stamps updated_at, so any change in scope changes one of those documents and a snapshot fires; the data itself
 * comes from the next pull. One document per query and change, whatever the scope's size.
 *
 * Each also rings on its first snapshot. That costs a pull that usually finds nothing, and closes the gap between
 * the caller's last pull and the moment the listener is live. Errors (rules, missing index) are logged, never
 * thrown: the periodic and online triggers still pull. Issue 23: a company's requests ring by its zone's first
 * step (its base read first); a later step opening writes nothing — the periodic pulls find it.
 */
export function watchTransports(db: Firestore, viewer: Viewer, onChange: () => void): Unsubscribe {
  const newest = [orderBy('updated_at', 'desc'), limit(1)] as const;
  let stops: Unsubscribe[] = [];
  let stopped = false;
  const warn = (error: unknown) =>
    console.warn('[firestore] écoute des transports interrompue', error);
  void companyBase(db, viewer).then((base) => {
    if (stopped) return;
    const offers = closedOffersQuery(db, viewer, ...newest);
    const queries = [
      ...scopedTransportQueries(db, viewer, base, ...newest),
      ...(offers ? [offers] : []),
    ];
    stops = queries.map((q) => onSnapshot(q, () => onChange(), warn));
  }, warn);
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
