import {
  and,
  getDocsFromServer,
  onSnapshot,
  query,
  where,
  type Firestore,
  type Query,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Checkpoint, Unsubscribe, Viewer } from '@/data/ports';
import { threadsToPull, type RideThread } from '@/domain/messages/thread-backfill';
import {
  isTerminal,
  TRANSPORT_STATUSES,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { messagesOf } from './message-codec';
import { scopedTransportQueries, stampedOnly } from './scoped-query';
import { readTransport, syncTsOf } from './transport-codec';

/**
 * A chauffeur reads the threads of the rides assigned to them only (issue 13, domain: message-visibility.ts), and
 * firestore.rules can only prove that one ride at a time: the rule reads the ride named by the message's
 * `transport_id`, which a list query must pin with `==`. So: the chauffeur's assigned rides first (the same query
 * their transport pull runs), then one messages query per ride.
 *
 * Composite index production needs (firestore.indexes.json): (transport_id ASC, party_org_ids CONTAINS,
 * updated_at ASC|DESC, __name__ ASC|DESC).
 */
export function threadOfRide(
  db: Firestore,
  viewer: Viewer,
  rideId: string,
  ...constraints: QueryNonFilterConstraint[]
): Query {
  return query(
    messagesOf(db),
    and(
      where('transport_id', '==', rideId),
      where('party_org_ids', 'array-contains', viewer.orgId),
      stampedOnly(),
    ),
    ...constraints,
  );
}

/** The rides assigned to the chauffeur (ended ones too: their threads stay readable), as threads to pull. */
async function assignedRides(db: Firestore, viewer: Viewer): Promise<RideThread[]> {
  const snapshots = await Promise.all(
    // A chauffeur lists no requests: no zone (base) to ask by.
    scopedTransportQueries(db, viewer, null).map((q) => getDocsFromServer(q)),
  );
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.map((stored) => {
      const etat: unknown = stored.get('etat');
      const ended =
        typeof etat === 'string' && TRANSPORT_STATUSES.some((s) => s === etat)
          ? isTerminal(etat as TransportStatus)
          : false;
      return { id: stored.id, ended, updatedAt: syncTsOf(stored.data()) };
    }),
  );
}

/**
 * One messages query per ride assigned to the chauffeur whose thread may hold something after `after`
 * (domain threadsToPull: not the rides that ended before it), each with the page constraints.
 */
export async function assignedThreadQueries(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  ...constraints: QueryNonFilterConstraint[]
): Promise<Query[]> {
  const rides = threadsToPull(await assignedRides(db, viewer), after);
  return rides.map((id) => threadOfRide(db, viewer, id, ...constraints));
}

/**
 * The chauffeur's doorbell on messages: follows their assigned rides and keeps one listener on the newest message
 * of each ride still running (an ended thread takes no new message), re-aimed as assignments change — the rides
 * they drive and those they ride on as équipier.
 */
export function watchAssignedThreads(
  db: Firestore,
  viewer: Viewer,
  newest: QueryNonFilterConstraint[],
  onChange: () => void,
): Unsubscribe {
  const listeners = new Map<string, Unsubscribe>();
  const warn = (error: unknown) =>
    console.warn('[firestore] écoute des messages interrompue', error);
  // One ride query per way of being on the crew (driver, équipier): a thread is followed while any of them holds it.
  const queries = scopedTransportQueries(db, viewer, null);
  const runningBy = queries.map(() => new Set<string>());
  const reaim = () => {
    const running = new Set(runningBy.flatMap((ids) => [...ids]));
    for (const [id, stop] of listeners) {
      if (!running.has(id)) {
        stop();
        listeners.delete(id);
      }
    }
    for (const id of running) {
      if (listeners.has(id)) continue;
      const thread = threadOfRide(db, viewer, id, ...newest);
      listeners.set(
        id,
        onSnapshot(thread, () => onChange(), warn),
      );
    }
  };
  const rideListeners = queries.map((rides, index) =>
    onSnapshot(
      rides,
      (snapshot) => {
        runningBy[index] = new Set(
          snapshot.docs
            .filter((stored) => {
              const ride = readTransport(stored.id, stored.data());
              return ride !== null && !isTerminal(ride.etat);
            })
            .map((stored) => stored.id),
        );
        reaim();
      },
      warn,
    ),
  );
  return () => {
    for (const stop of rideListeners) stop();
    for (const stop of listeners.values()) stop();
    listeners.clear();
  };
}
