import { z } from 'zod';
import { asRecord, readId, readText } from '@/domain/transport/lenient-fields';
import { toEpochMillis } from '@/domain/shared/timestamp';

/** A provider's answer to a request, in the responses map keyed by provider (spec §3). */
export const RESPONSE_STATUSES = ['interested', 'accepted', 'declined'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const responseStatusSchema = z.enum(RESPONSE_STATUSES);

export const providerResponseShape = z.object({
  status: responseStatusSchema,
  at: z.number().nullable(),
  orgId: z.string().nullable(),
});
export type ProviderResponse = z.output<typeof providerResponseShape>;

/** Reads one response: a bare status string, `true` (interested) or an object; null when unreadable. */
function readResponse(value: unknown): ProviderResponse | null {
  if (value === true) return { status: 'interested', at: null, orgId: null };
  const record = typeof value === 'string' ? { status: value } : asRecord(value);
  const status = responseStatusSchema.safeParse(readText(record.status ?? record.response).trim());
  if (!status.success) return null;
  const at = toEpochMillis(record.at ?? record.timestamp ?? record.updated_at);
  return { status: status.data, at, orgId: readId(record.orgId ?? record.org_id) };
}

/** The whole map; unreadable entries are dropped rather than failing the transport. */
export const responsesSchema = z
  .unknown()
  .optional()
  .transform((value) => {
    const responses: Record<string, ProviderResponse> = {};
    for (const [provider, raw] of Object.entries(asRecord(value))) {
      const response = readResponse(raw);
      if (response !== null) responses[provider] = response;
    }
    return responses;
  });
export type ProviderResponses = z.output<typeof responsesSchema>;

/** Whether an organisation answered: keyed by its id, or an entry naming it. */
export function hasResponseFrom(responses: ProviderResponses, orgId: string): boolean {
  return Object.entries(responses).some(
    ([key, response]) => key === orgId || response.orgId === orgId,
  );
}
