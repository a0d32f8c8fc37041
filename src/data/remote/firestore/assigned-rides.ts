import { and, getDocsFromServer, query, where, type Firestore } from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { ASSIGNABLE_STATES } from '@/domain/transport/assignment';
import { assignedToDriver } from './scoped-query';
import { transportsOf } from './transport-codec';

/**
 * The ids of the rides assigned to the viewer that may still be reassigned (issue 13), read now with no checkpoint:
 * what a chauffeur's device checks its copies against, since a ride reassigned to a colleague leaves their pull
 * query without a word. Same filters as their pull (firestore.rules can prove them), plus the state, so the answer
 * stays a handful of documents; equality filters only, served by single-field indexes. One query as driver, one
 * as équipier.
 */
export async function readAssignedRideIds(db: Firestore, viewer: Viewer): Promise<string[]> {
  const snapshots = await Promise.all(
    assignedToDriver(viewer).map((crew) =>
      getDocsFromServer(
        query(transportsOf(db), and(crew, where('etat', 'in', [...ASSIGNABLE_STATES]))),
      ),
    ),
  );
  return [
    ...new Set(snapshots.flatMap((snapshot) => snapshot.docs.map((document) => document.id))),
  ];
}
