import { z } from 'zod';
import { userTypeSchema, type UserType } from '@/domain/shared/role';
import { timestampSchema } from '@/domain/shared/timestamp';
import { positionSchema } from '@/domain/transport/geo';
import {
  asRecord,
  lenientId,
  lenientOptionalText,
  lenientTimestamp,
  readId,
  readName,
} from '@/domain/transport/lenient-fields';
import { refusalCodeSchema } from '@/domain/transport/refusal';
import { transportStatusSchema } from '@/domain/transport/transport-status';

/**
 * One entry of historique_etats. `timestamp` is the device time of the tap, `server_timestamp` the time the server
 * stored it (ARCHITECTURE §5.2). Entries written before the sync design lack op_id, server_timestamp and applied:
 * they read as null, null and true. A refused update is kept with applied: false and its reason (§5.4).
 * The author's name, role, organisation and device (our addition, for the proof of service) read as null on
 * entries written before them.
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
    updated_by_name: lenientOptionalText,
    updated_by_role: z
      .unknown()
      .optional()
      .transform((value) => userTypeSchema.safeParse(value).data ?? null),
    updated_by_org: lenientId,
    device_id: lenientId,
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
    /** Issue 21 item 3: an admin's correction out of the transition table (admin-correction.ts). */
    correction: z.literal(true).optional().catch(undefined),
  }),
);
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** Who wrote an entry. Name, role and organisation are copied in, so the record reads the same years later. */
export interface EntryAuthor {
  uid: string;
  name?: string | undefined;
  role: UserType;
  orgId?: string | undefined;
}

export type EntryAuthorFields = Pick<
  HistoryEntry,
  'updated_by' | 'updated_by_name' | 'updated_by_role' | 'updated_by_org' | 'device_id'
>;

/** The author fields of a new entry; what is unknown is null (never undefined: Firestore refuses it). */
export function entryAuthorFields(
  author: EntryAuthor,
  deviceId: string | undefined,
): EntryAuthorFields {
  return {
    updated_by: author.uid,
    updated_by_name: readName(author.name),
    updated_by_role: author.role ?? null,
    updated_by_org: readId(author.orgId),
    device_id: readId(deviceId),
  };
}

/** The entry an operation left in the history, if it reached the server already. */
export function findEntryByOpId(
  history: readonly HistoryEntry[],
  opId: string,
): HistoryEntry | null {
  return history.find((entry) => entry.op_id === opId) ?? null;
}
