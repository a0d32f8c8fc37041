import {
  and,
  getDocsFromServer,
  limit as limitTo,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Checkpoint, Page, Unsubscribe, Viewer } from '@/data/ports';
import type { Message } from '@/domain/messages/message';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { assignedThreadQueries, watchAssignedThreads } from './assigned-thread-queries';
import { mergedPage } from './merged-pages';
import { messagesOf, readMessage } from './message-codec';
import { assertPageLimit, collectPage, pageConstraints, type PageReader } from './pull-page';
import { stampedOnly } from './scoped-query';

/** Roles that take part in conversations (a patient never does); admins read them all. */
const takesPart = (viewer: Viewer) =>
  viewer.role === 'admin' ||
  viewer.role === 'clinique' ||
  viewer.role === 'ambulance' ||
  viewer.role === 'vtc';

/**
 * The messages the viewer may read, as a filter firestore.rules can prove: `party_org_ids array-contains myOrg`
 * (the rules: `org() in resource.data.party_org_ids`), admins all. Composite indexes production needs on
 * `messages` (listed in firestore.indexes.json): (party_org_ids CONTAINS, updated_at ASC, __name__ ASC) for pulls
 * and (party_org_ids CONTAINS, updated_at DESC, __name__ DESC) for the doorbell.
 */
function scopedMessages(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query {
  const stamped = stampedOnly();
  const filter =
    viewer.role === 'admin'
      ? and(stamped)
      : and(where('party_org_ids', 'array-contains', viewer.orgId), stamped);
  return query(messagesOf(db), filter, ...constraints);
}

const readPulled: PageReader<Message> = (id, raw, syncTs) => {
  const message = readMessage(id, raw);
  return message !== null ? { id, data: message, syncTs } : null;
};

/**
 * One page of the viewer's messages strictly after the checkpoint, in (updated_at, id) order. A chauffeur's is the
 * union of one query per ride assigned to them (assigned-thread-queries.ts), merged like a provider's rides.
 */
export async function pullMessagePage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Message>> {
  assertPageLimit(limit);
  if (!takesPart(viewer)) return { documents: [], checkpoint: after, hasMore: false };
  const constraints = pageConstraints(after, limit);
  if (viewer.role !== 'admin' && seesOnlyAssignedRides(viewer.memberRole)) {
    const threads = await assignedThreadQueries(db, viewer, after, ...constraints);
    const snapshots = await Promise.all(threads.map((q) => getDocsFromServer(q)));
    const read = async (...args: Parameters<PageReader<Message>>) => readPulled(...args);
    return mergedPage(
      snapshots.map((snapshot) => ({ snapshot, read })),
      after,
      limit,
    );
  }
  const snapshot = await getDocsFromServer(scopedMessages(db, viewer, ...constraints));
  return collectPage(snapshot, after, limit, readPulled);
}

/** The messages half of the doorbell: rings on the newest message of the viewer's conversations. */
export function watchMessages(db: Firestore, viewer: Viewer, onChange: () => void): Unsubscribe {
  if (!takesPart(viewer)) return () => undefined;
  if (viewer.role !== 'admin' && seesOnlyAssignedRides(viewer.memberRole)) {
    return watchAssignedThreads(db, viewer, [orderBy('updated_at', 'desc'), limitTo(1)], onChange);
  }
  const newest = scopedMessages(db, viewer, orderBy('updated_at', 'desc'), limitTo(1));
  return onSnapshot(
    newest,
    () => onChange(),
    (error) => console.warn('[firestore] écoute des messages interrompue', error),
  );
}
