import { z } from 'zod';
import type { OutboxEntry, OutboxState } from '@/data/ports';
import { operationSchema } from '@/domain/sync/operation';
import { refusalCodeSchema } from '@/domain/transport/refusal';

/** Entries not yet known to the server: folded into the view and counted as unsynced work. */
export const UNSYNCED_STATES = ['pending', 'inflight', 'failed'] as const satisfies OutboxState[];
/** What the sync indicator calls « en attente »: not yet confirmed, and not stuck (a held decision included). */
export const AWAITING_STATES = ['held', 'pending', 'inflight'] as const satisfies OutboxState[];
/** Kept and shown until the user acts. */
export const PROBLEM_STATES = ['refused', 'failed'] as const satisfies OutboxState[];

export const isUnsynced = (entry: Pick<OutboxEntry, 'state'>): boolean =>
  (UNSYNCED_STATES as readonly OutboxState[]).includes(entry.state);

/** An entry as read back: the payload is re-validated so one written by an older version fails loudly. */
export const outboxEntrySchema = z.object({
  seq: z.number().int(),
  opId: z.string().min(1),
  entityKey: z.string().min(1),
  op: operationSchema,
  state: z.enum(['held', 'pending', 'inflight', 'refused', 'failed']),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.number(),
  createdAt: z.number(),
  lastError: z.string().nullable(),
  refusal: z.object({ code: refusalCodeSchema, reason: z.string() }).nullable(),
});

export type ReadEntry = { ok: true; entry: OutboxEntry } | { ok: false; issues: string };

export function readOutboxEntry(raw: unknown): ReadEntry {
  const parsed = outboxEntrySchema.safeParse(raw);
  if (parsed.success) return { ok: true, entry: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => issue.message).join(' ; ') };
}

/** Readable entries only; the unreadable ones are marked failed by `drainable`, which owns that write. */
export function readableEntries(rows: readonly unknown[]): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (const row of rows) {
    const read = readOutboxEntry(row);
    if (read.ok) entries.push(read.entry);
  }
  return entries;
}

export const UNREADABLE_ENTRY_MESSAGE =
  'Modification enregistrée par une version précédente de l’application et devenue illisible.';
