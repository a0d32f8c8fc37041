import { z } from 'zod';
import { timestampSchema } from '@/domain/shared/timestamp';
import { lenientId, lenientOptionalText, lenientTextList } from '@/domain/transport/lenient-fields';

/**
 * Our addition to the spec's transport: the log of edits made to a request (who, when, which fields). It makes
 * edits idempotent by op id, like status updates, and completes the proof-of-service record.
 */
export const modificationSchema = z.object({
  op_id: z.string().min(1),
  /** Server time the edit was stored. */
  at: timestampSchema,
  /** Device time of the edit. */
  device_time: timestampSchema,
  by: lenientId,
  /** The author's display name at the time (null on edits logged before names were kept). */
  by_name: lenientOptionalText,
  fields: lenientTextList,
});
export type Modification = z.output<typeof modificationSchema>;

export const modificationsSchema = z
  .unknown()
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : []).flatMap((item) => {
      const parsed = modificationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
