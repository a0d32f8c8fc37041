import { z } from 'zod';
import { nullableTextField, nullableTimestampField } from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import type { EpochMillis } from '@/domain/shared/timestamp';

export const SUBSCRIPTION_REQUESTS_COLLECTION = 'subscriptionRequests';

/** What an admin may do with a request (spec §3). */
export const REQUEST_ACTIONS = ['approve', 'trial', 'reject'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A subscription request. The spec only names the processing fields; the request data itself (who asks,
 * which plan…) is kept as written, hence the loose object.
 */
export const subscriptionRequestSchema = z.looseObject({
  status: z.enum(REQUEST_STATUSES).default('pending'),
  createdAt: nullableTimestampField,
  updatedAt: nullableTimestampField,
  processedAt: nullableTimestampField,
  processedAction: z
    .enum(REQUEST_ACTIONS)
    .nullish()
    .transform((action) => action ?? null),
  adminNotes: nullableTextField,
});
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema> & { id: string };

export function parseSubscriptionRequest(
  id: string,
  data: unknown,
): ParseResult<SubscriptionRequest> {
  const result = parseDocument(
    subscriptionRequestSchema,
    SUBSCRIPTION_REQUESTS_COLLECTION,
    id,
    data,
  );
  return result.ok ? { ok: true, value: { ...result.value, id } } : result;
}

/** approve and trial both grant the request; anything else rejects it (spec §4). */
export function requestOutcome(action: unknown): Exclude<RequestStatus, 'pending'> {
  return action === 'approve' || action === 'trial' ? 'approved' : 'rejected';
}

/** The fields written when an admin processes a request. */
export function processRequest(action: RequestAction, now: EpochMillis, adminNotes = '') {
  return {
    status: requestOutcome(action),
    processedAction: action,
    processedAt: now,
    updatedAt: now,
    adminNotes,
  };
}
