import { doc, type DocumentReference, type Firestore, type Transaction } from 'firebase/firestore';
import { COUNTERS_COLLECTION, parseCounter, type Counter } from '@/domain/counter/counter';
import type { CounterName } from '@/domain/ids/counter-names';
import type { CounterState } from '@/domain/sync/transport-decision';

export interface CounterRead {
  ref: DocumentReference;
  /** The stored counter; null when it does not exist yet (the first number is then 1). */
  current: Counter | null;
}

/**
 * A counter read inside the creation's transaction (read-modify-write, never increment(): a concurrent creation
 * fails the commit's precondition and retries with the new value). An unreadable counter gives null, logged: the
 * caller keeps the fallback id (spec §8) rather than reuse a number.
 */
export const counterRef = (db: Firestore, name: CounterName): DocumentReference =>
  doc(db, COUNTERS_COLLECTION, name);

export async function readCounterInTx(
  tx: Transaction,
  db: Firestore,
  name: CounterName,
): Promise<CounterRead | null> {
  const ref = counterRef(db, name);
  const snapshot = await tx.get(ref);
  const parsed = snapshot.exists() ? parseCounter(name, snapshot.data()) : null;
  if (parsed !== null && !parsed.ok) {
    console.warn('[firestore] compteur illisible : identifiant de secours conservé', parsed.error);
    return null;
  }
  return { ref, current: parsed?.value ?? null };
}

/** The counter as the server module reads it: 'unreadable' keeps the fallback id (spec §8). */
export async function readCounterState(
  tx: Transaction,
  db: Firestore,
  name: CounterName,
): Promise<CounterState> {
  const read = await readCounterInTx(tx, db, name);
  return read === null ? 'unreadable' : read.current;
}
