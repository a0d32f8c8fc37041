import {
  collection,
  doc,
  getDocsFromServer,
  limit as limitTo,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore';
import type { Checkpoint, Page, Unsubscribe, Viewer } from '@/data/ports';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import { isNotificationFor } from '@/domain/notification/audience';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import {
  NOTIFICATIONS_COLLECTION,
  parseNotification,
  readFor,
  type Notification,
} from '@/domain/notification/notification';
import type { EventNotification } from '@/domain/notification/transport-events';
import { mergedPage } from './merged-pages';
import { assertPageLimit, pageConstraints } from './pull-page';

/**
 * Firestore cannot query "addressed to this user, or to this organisation's role, or to the whole role" in one
 * filter, so each notification carries its audience as one key, and a pull runs one query per key of the
 * viewer's three (each one the security rules can prove), merged into one page.
 */
export const AUDIENCE_FIELD = 'audience';

export function audienceKey(n: Pick<Notification, 'user_id' | 'org_id' | 'role'>): string {
  if (n.user_id !== null) return `user:${n.user_id}`;
  return n.org_id !== null ? `org:${n.org_id}:${n.role}` : `role:${n.role}`;
}

// A chauffeur receives only what names them (isNotificationFor; rules: myAudiences).
const audienceKeysOf = (viewer: Viewer) =>
  seesOnlyAssignedRides(viewer.memberRole)
    ? [`user:${viewer.uid}`]
    : [`user:${viewer.uid}`, `org:${viewer.orgId}:${viewer.role}`, `role:${viewer.role}`];

const notifications = (db: Firestore) => collection(db, NOTIFICATIONS_COLLECTION);

/** What sets documents in one commit: a transaction or a write batch. */
export interface DocumentSetter {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Writes an operation's notifications in the push's commit, stamped by the same commit as the transport
 * (updated_at orders the pull). Ids come from the opId, so a re-run transaction rewrites the same documents.
 */
export function writeEventNotifications(
  commit: DocumentSetter,
  db: Firestore,
  events: readonly EventNotification[],
): void {
  for (const { id, notification } of events) {
    commit.set(doc(notifications(db), id), storedNotification(notification));
  }
}

/**
 * The document of a new notification: references only (no text: the device renders it), created_at the commit's
 * time (the rules hold it to request.time), expires_at an estimate they bound, and its audience key.
 */
export const storedNotification = (notification: Notification): DocumentData => ({
  ...notification,
  created_at: serverTimestamp(),
  expires_at: Timestamp.fromMillis(notification.expires_at),
  [AUDIENCE_FIELD]: audienceKey(notification),
  updated_at: serverTimestamp(),
});

const scopedQueries = (db: Firestore, viewer: Viewer, ...constraints: QueryConstraint[]) =>
  audienceKeysOf(viewer).map((key) =>
    query(notifications(db), where(AUDIENCE_FIELD, '==', key), ...constraints),
  );

/**
 * One page of the viewer's unexpired notifications after the checkpoint, in (updated_at, id) order. `read` is the
 * viewer's own (read_by), whatever colleagues did.
 */
export async function pullNotificationPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
  now: number,
): Promise<Page<Notification>> {
  assertPageLimit(limit);
  const snapshots = await Promise.all(
    scopedQueries(db, viewer, ...pageConstraints(after, limit)).map((q) => getDocsFromServer(q)),
  );
  const read = async (id: string, raw: DocumentData, syncTs: ServerTimestamp) => {
    const parsed = parseNotification(id, raw);
    if (!parsed.ok) {
      console.warn('[firestore] notification illisible ignorée', parsed.error);
      return null;
    }
    const shown =
      !isNotificationExpired(parsed.value, now) && isNotificationFor(parsed.value, viewer);
    return shown ? { id, data: readFor(parsed.value, viewer.uid), syncTs } : null;
  };
  return mergedPage(
    snapshots.map((snapshot) => ({ snapshot, read })),
    after,
    limit,
  );
}

/** The notifications half of the doorbell: rings when the newest notification of any of the viewer's keys changes. */
export function watchNotifications(
  db: Firestore,
  viewer: Viewer,
  onChange: () => void,
): Unsubscribe {
  const stops = scopedQueries(db, viewer, orderBy('updated_at', 'desc'), limitTo(1)).map((q) =>
    onSnapshot(
      q,
      () => onChange(),
      (error) => console.warn('[firestore] écoute des notifications interrompue', error),
    ),
  );
  return () => stops.forEach((stop) => stop());
}
