import {
  getDocFromCache,
  limit,
  onSnapshot,
  orderBy,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Unsubscribe, Viewer } from '@/data/ports';
import { offersQuery, scopedTransportQueries } from './scoped-query';

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
  const offers = offersQuery(db, viewer, ...newest);
  const queries = [...scopedTransportQueries(db, viewer, ...newest), ...(offers ? [offers] : [])];
  const stops = queries.map((q) =>
    onSnapshot(
      q,
      (snapshot) => void ringUnlessOwnPendingWrite(snapshot, onChange),
      (error) => console.warn('[firestore] écoute des transports interrompue', error),
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * A write of this device not yet acknowledged rings nothing (its acknowledgement will): a pull then would find
 * nothing new and race the acknowledgement. Such a write stamps updated_at with the server's time, which the SDK
 * does not know yet, so on the device the ride leaves the newest-first query (removed, the next newest coming in
 * its place) until the server answers and puts it back. A removal is told apart by the cache: the removed ride
 * carries a write of this device still pending. A change from elsewhere in the same snapshot is not lost: the
 * acknowledgement rings, and the pull after it starts from the device's checkpoint.
 */
async function ringUnlessOwnPendingWrite(snapshot: QuerySnapshot, onChange: () => void) {
  if (snapshot.metadata.hasPendingWrites) return;
  const removed = snapshot.docChanges().filter((change) => change.type === 'removed');
  if (removed.length > 0) {
    const pending = await Promise.all(
      removed.map((change) =>
        getDocFromCache(change.doc.ref).then(
          (cached) => cached.metadata.hasPendingWrites,
          () => false,
        ),
      ),
    );
    if (pending.every(Boolean)) return;
  }
  onChange();
}
