import { limit, onSnapshot, orderBy, type Firestore } from 'firebase/firestore';
import type { Unsubscribe, Viewer } from '@/data/ports';
import { scopedTransports } from './scoped-query';

/**
 * The doorbell (research/sync.md §1A): a listener on the newest transport of the viewer's scope. Every write
 * stamps updated_at, so any change in scope changes that one document and the snapshot fires; the data itself
 * comes from the next pull. One document per change, whatever the scope's size.
 *
 * It also rings on the first snapshot. That costs one pull that usually finds nothing, and closes the gap between
 * the caller's last pull and the moment the listener is live: a change in between would otherwise be folded into
 * the first snapshot and never ring. Errors (rules, missing index) are logged, never thrown: the periodic and
 * online triggers still pull.
 */
export function watchTransports(db: Firestore, viewer: Viewer, onChange: () => void): Unsubscribe {
  const newest = scopedTransports(db, viewer, orderBy('updated_at', 'desc'), limit(1));
  return onSnapshot(
    newest,
    () => onChange(),
    (error) => console.warn('[firestore] écoute des transports interrompue', error),
  );
}
