import type { DocumentData, QuerySnapshot } from 'firebase/firestore';
import type { Checkpoint, Page, RemoteDocument } from '@/data/ports';
import {
  compareCheckpoints,
  compareServerTimestamps,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import { syncTsOf } from './transport-codec';

/**
 * One query of a union, each run with pageConstraints(after, limit) — or issue 23's zone steps, cut to after the
 * checkpoint — and how to read its documents.
 */
export interface UnionPart<T> {
  snapshot: Pick<QuerySnapshot, 'docs' | 'size'>;
  /**
   * A part whose order within one server time is not the id's (issue 23's zone steps, ordered by their step's open
   * time there): when full, its documents of its last time are left out and nothing at or after that time is taken.
   */
  until?: ServerTimestamp;
  read: (
    id: string,
    raw: DocumentData,
    syncTs: ServerTimestamp,
  ) => Promise<RemoteDocument<T> | null>;
}

interface Candidate<T> {
  key: Checkpoint;
  part: UnionPart<T>;
  id: string;
  raw: DocumentData;
}

/**
 * One page of a union of queries the security rules can each prove (Firestore has no OR the rules could prove
 * for a provider's « open requests of my types, or my own rides »). Each part returns its first `limit` documents
 * after the checkpoint in (updated_at, id) order; the page is the first `limit` keys of their union. Every key of
 * a part not fetched lies after that part's limit-th key, hence after the page's last key: nothing is skipped.
 * A document found by several parts is handed out once.
 */
export async function mergedPage<T>(
  parts: readonly UnionPart<T>[],
  after: Checkpoint | null,
  limit: number,
): Promise<Page<T>> {
  const candidates: Candidate<T>[] = [];
  for (const part of parts) {
    for (const stored of part.snapshot.docs) {
      const raw = stored.data();
      const ts = syncTsOf(raw);
      if (ts !== null) candidates.push({ key: { ts, id: stored.id }, part, id: stored.id, raw });
    }
  }
  candidates.sort(
    (a, b) => compareCheckpoints(a.key, b.key) || parts.indexOf(a.part) - parts.indexOf(b.part),
  );
  const bounds = parts.flatMap((part) => (part.until ? [part.until] : []));
  const before = (candidate: Candidate<T>) =>
    bounds.every((bound) => compareServerTimestamps(candidate.key.ts, bound) < 0);
  const taken = candidates.filter(before).slice(0, limit);
  // One entry per id, its latest state: a request closed (removed marker) then accepted by this very company
  // comes back as its ride; at equal keys the earlier part wins (parts list rides before markers).
  const latest = new Map<string, Candidate<T>>();
  for (const candidate of taken) {
    const known = latest.get(candidate.id);
    if (!known || compareCheckpoints(known.key, candidate.key) < 0)
      latest.set(candidate.id, candidate);
  }
  const kept = taken.filter((candidate) => latest.get(candidate.id) === candidate);
  const read = await Promise.all(kept.map((c) => c.part.read(c.id, c.raw, c.key.ts)));
  const documents = read.filter((document): document is RemoteDocument<T> => document !== null);
  const full = parts.some((part) => part.snapshot.size === limit);
  return {
    documents,
    checkpoint: taken.at(-1)?.key ?? after,
    hasMore: full || candidates.length > taken.length,
  };
}
