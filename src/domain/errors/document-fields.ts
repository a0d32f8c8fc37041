import { z } from 'zod';
import { toEpochMillis, type EpochMillis } from '@/domain/shared/timestamp';

/**
 * Field readers shared by the document schemas. Real documents leave fields out or set them to null
 * (Firebase returns null for a missing displayName, a pending serverTimestamp reads null locally),
 * so absence is normal and normalised here rather than in every schema.
 */

/** Text that may be missing: '' when absent. */
export const textField = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** Text whose absence matters (a phone number, a picture): null when absent. */
export const nullableTextField = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * A timestamp that may be absent (null), but must be readable when present.
 * `.optional()` comes first because zod 4 otherwise rejects a missing key before the transform runs.
 */
export const nullableTimestampField = z
  .unknown()
  .optional()
  .transform((value, ctx): EpochMillis | null => {
    if (value === null || value === undefined) return null;
    const millis = toEpochMillis(value);
    if (millis === null) {
      ctx.addIssue({ code: 'custom', message: 'Horodatage illisible' });
      return z.NEVER;
    }
    return millis;
  });

/**
 * A date the product itself tolerates being invalid (spec §5: trial days are "not computed if the date is
 * invalid"): unreadable reads as null instead of rejecting the whole document.
 */
export const lenientTimestampField = z
  .unknown()
  .optional()
  .transform((value) => toEpochMillis(value));
