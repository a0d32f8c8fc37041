import { z } from 'zod';
import { nullableTextField, nullableTimestampField } from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import { PLANS, VAT_RATE, type Plan } from '@/domain/constants';
import { subscriptionPrice } from '@/domain/pricing/subscription-price';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { TRANSFER_REFERENCE_PATTERN } from '@/domain/subscription/transfer-reference';

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

// ─── Filing a request (user side) ─────────────────────────────────────────────────────────────────────────

/** The plans a user may ask for (spec §9); vip is the test accounts' plan, granted by an admin only. */
export const REQUESTABLE_PLANS = ['basic', 'pro', 'premium'] as const satisfies readonly Plan[];
export type RequestablePlan = (typeof REQUESTABLE_PLANS)[number];

/** French labels of a request's status, as the user reads them. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Refusée',
};

/**
 * A new request exactly as stored (the shape agreed with the back-office): who asks, the plan and units, the
 * price HT/TTC at the time of asking, and the transfer reference, which is also the document id.
 */
export const newSubscriptionRequestSchema = z.strictObject({
  uid: z.string().min(1),
  email: z.string(),
  displayName: z.string(),
  userType: z.enum(['ambulance', 'clinique', 'vtc']),
  orga_id: z.string().min(1),
  plan: z.enum(PLANS),
  units: z.number().int().nonnegative(),
  monthlyHT: z.number().nonnegative(),
  vatRate: z.literal(VAT_RATE),
  monthlyTTC: z.number().nonnegative(),
  transferReference: z.string().regex(TRANSFER_REFERENCE_PATTERN),
  status: z.literal('pending'),
  createdAt: z.number(),
  updatedAt: z.number(),
  processedAt: z.null(),
  processedAction: z.null(),
  adminNotes: z.literal(''),
});
export type NewSubscriptionRequest = z.output<typeof newSubscriptionRequestSchema>;

export interface RequestApplicant {
  uid: string;
  email: string;
  displayName: string;
  userType: string;
  orga_id: string;
}

export type BuildRequestResult =
  { ok: true; request: NewSubscriptionRequest } | { ok: false; error: string };

/** A pending request for a plan and a number of units, priced by the tarification (its French error beyond). */
export function buildSubscriptionRequest(input: {
  applicant: RequestApplicant;
  plan: Plan;
  units: number;
  transferReference: string;
  now: EpochMillis;
}): BuildRequestResult {
  const { applicant, plan, units, transferReference, now } = input;
  const price = subscriptionPrice(applicant.userType, units);
  if (!price.ok) return price;
  return {
    ok: true,
    request: {
      uid: applicant.uid,
      email: applicant.email,
      displayName: applicant.displayName,
      userType: price.kind,
      orga_id: applicant.orga_id,
      plan,
      units,
      monthlyHT: price.monthly.ht,
      vatRate: price.monthly.vatRate as typeof VAT_RATE,
      monthlyTTC: price.monthly.ttc,
      transferReference,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      processedAt: null,
      processedAction: null,
      adminNotes: '',
    },
  };
}

/** Who files a request, as the server knows them: their profile's role and organisation, their account's e-mail. */
export interface RequestAuthor {
  email: string;
  userType: string;
  orga_id: string;
}

/**
 * A request names its author's role, organisation and e-mail (the rules compare them with the profile and the
 * token): one priced for another role, or filed for another organisation, is refused. Null when it may pass.
 */
export function authorRefusal(
  request: Pick<NewSubscriptionRequest, 'email' | 'userType' | 'orga_id'>,
  author: RequestAuthor | null,
): string | null {
  if (
    author === null ||
    request.email !== author.email ||
    request.userType !== author.userType ||
    request.orga_id !== author.orga_id
  ) {
    return 'Une demande porte le rôle, l’organisation et l’e-mail de son auteur.';
  }
  return null;
}

/**
 * The server's decision on a filed request (demo backend, memory fake; the Firestore rules say the same): the shape
 * above, filed by the caller for themselves, under its transfer reference, priced as the tarification says.
 */
export function checkNewSubscriptionRequest(
  id: string,
  data: unknown,
  callerUid: string,
): { ok: true; request: NewSubscriptionRequest } | { ok: false; error: string } {
  const parsed = newSubscriptionRequestSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: 'Demande d’abonnement invalide.' };
  const request = parsed.data;
  if (request.uid !== callerUid) {
    return { ok: false, error: 'Une demande ne peut être faite que pour soi-même.' };
  }
  if (request.transferReference !== id) {
    return { ok: false, error: 'La référence de virement doit être l’identifiant de la demande.' };
  }
  const price = subscriptionPrice(request.userType, request.units);
  if (!price.ok) return price;
  if (price.monthly.ht !== request.monthlyHT || price.monthly.ttc !== request.monthlyTTC) {
    return { ok: false, error: 'Le montant de la demande ne correspond pas au tarif.' };
  }
  return { ok: true, request };
}
