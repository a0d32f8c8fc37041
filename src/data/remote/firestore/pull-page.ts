import {
  documentId,
  limit as limitTo,
  orderBy,
  startAfter,
  Timestamp,
  type DocumentData,
  type QueryNonFilterConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { RemoteError, type Checkpoint, type Page, type RemoteDocument } from '@/data/ports';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import { FIRESTORE_MESSAGES } from './remote-errors';
import { syncTsOf } from './transport-codec';

/** A page size the port accepts: a positive integer (anything else is the caller's bug, refused for good). */
export function assertPageLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RemoteError('invalid-argument', FIRESTORE_MESSAGES.invalidLimit);
  }
}

/**
 * (updated_at, id) order strictly after the checkpoint, `limit` documents (ARCHITECTURE §5.6). The cursor is
 * rebuilt at full precision (seconds + nanoseconds, never milliseconds), so no tie at the same server time is lost.
 */
export function pageConstraints(
  after: Checkpoint | null,
  limit: number,
): QueryNonFilterConstraint[] {
  const cursor =
    after === null
      ? []
      : [startAfter(new Timestamp(after.ts.seconds, after.ts.nanoseconds), after.id)];
  return [orderBy('updated_at'), orderBy(documentId()), ...cursor, limitTo(limit)];
}

/** What the caller makes of one stored document: the entry to hand out, or null to skip it. */
export type PageReader<T> = (
  id: string,
  raw: DocumentData,
  syncTs: ServerTimestamp,
) => RemoteDocument<T> | null;

/**
 * The page of a query built with pageConstraints. The checkpoint moves over every document the server returned,
 * handed out or not, malformed or not, so paging always progresses; `hasMore` is whether the server filled the
 * page (a page may be empty and still have more).
 */
export function collectPage<T>(
  snapshot: QuerySnapshot,
  after: Checkpoint | null,
  limit: number,
  read: PageReader<T>,
): Page<T> {
  const documents: RemoteDocument<T>[] = [];
  let checkpoint = after;
  for (const stored of snapshot.docs) {
    const raw = stored.data();
    const syncTs = syncTsOf(raw);
    if (syncTs === null) continue; // excluded by the queries' `updated_at` filters; kept as a guard
    checkpoint = { ts: syncTs, id: stored.id };
    const document = read(stored.id, raw, syncTs);
    if (document !== null) documents.push(document);
  }
  return { documents, checkpoint, hasMore: snapshot.size === limit };
}
