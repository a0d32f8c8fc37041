import type { EpochMillis } from '@/domain/shared/timestamp';
import type { FieldError } from '@/domain/transport/transport-input.schema';
import { RIDE_DATE_MESSAGES, rideDateProblem } from '@/domain/transport/ride-date';

/**
 * The domain's date rule on what the clinic typed. An edit that keeps the request's date is not judged again
 * (the ride may be under way, its date now past); a changed date is, like a new request's.
 */
export function rideDateErrors(
  date: EpochMillis,
  now: EpochMillis,
  before?: { date_transport: EpochMillis },
): FieldError[] {
  if (before !== undefined && before.date_transport === date) return [];
  const problem = rideDateProblem(date, now);
  return problem === null
    ? []
    : [{ field: 'date_transport', message: RIDE_DATE_MESSAGES[problem] }];
}
