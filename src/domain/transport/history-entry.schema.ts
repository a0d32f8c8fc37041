import { z } from 'zod';
import { timestampSchema } from '@/domain/shared/timestamp';
import { positionSchema } from '@/domain/transport/geo';
import {
  asRecord,
  lenientId,
  lenientOptionalText,
  lenientTimestamp,
} from '@/domain/transport/lenient-fields';
import { refusalCodeSchema } from '@/domain/transport/refusal';
import { transportStatusSchema } from '@/domain/transport/transport-status';

/**
 * One entry of historique_etats. `timestamp` is the device time of the tap, `server_timestamp` the time the server
 * stored it (ARCHITECTURE §5.2). Entries written before the sync design lack op_id, server_timestamp and applied:
 * they read as null, null and true. A refused update is kept with applied: false and its reason (§5.4).
 */
export const historyEntrySchema = z.preprocess(
  (value) => {
    const record = asRecord(value);
    if (record !== value) return value;
    return {
      ...record,
      etat: record.etat ?? record.status,
      timestamp: record.timestamp ?? record.server_timestamp,
    };
  },
  z.object({
    etat: transportStatusSchema,
    timestamp: timestampSchema,
    updated_by: lenientId,
    notes: lenientOptionalText,
    /** The motive given with a cancellation or a rejection. */
    reason: lenientOptionalText,
    position: positionSchema,
    op_id: lenientId,
    server_timestamp: lenientTimestamp,
    applied: z
      .unknown()
      .optional()
      .transform((value) => value !== false),
    refusal_code: z
      .unknown()
      .optional()
      .transform((value) => refusalCodeSchema.safeParse(value).data ?? null),
    refusal_reason: lenientOptionalText,
  }),
);
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** The entry an operation left in the history, if it reached the server already. */
export function findEntryByOpId(
  history: readonly HistoryEntry[],
  opId: string,
): HistoryEntry | null {
  return history.find((entry) => entry.op_id === opId) ?? null;
}
