import { limit, onSnapshot, orderBy, type Firestore } from 'firebase/firestore';
import type { Unsubscribe, Viewer } from '@/data/ports';
import { closedOffersQuery, scopedTransportQueries } from './scoped-query';

/**
 * The doorbell (research/sync.md §1A): listeners on the newest document of each query the pull runs. Every write
 * stamps updated_at, so any change in scope changes one of those documents and a snapshot fires; the data itself
 * comes from the next pull. One document per query and change, whatever the scope's size.
 *
 * Each also rings on its first snapshot. That costs a pull that usually finds nothing, and closes the gap between
 * the caller's last pull and the moment the listener is live. Errors (rules, missing index) are logged, never
 * thrown: the periodic and online triggers still pull.
 */
export function watchTransports(db: Firestore, viewer: Viewer, onChange: () => void): Unsubscribe {
  const newest = [orderBy('updated_at', 'desc'), limit(1)] as const;
  const offers = closedOffersQuery(db, viewer, ...newest);
  const queries = [...scopedTransportQueries(db, viewer, ...newest), ...(offers ? [offers] : [])];
  const stops = queries.map((q) =>
    onSnapshot(
      q,
      // A write of this device not yet acknowledged rings nothing: its acknowledgement will.
      (snapshot) => {
        if (!snapshot.metadata.hasPendingWrites) onChange();
      },
      (error) => console.warn('[firestore] écoute des transports interrompue', error),
    ),
  );
  return () => stops.forEach((stop) => stop());
}
