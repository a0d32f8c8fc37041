import { TRIAL_DEFAULT_PLAN } from '@/domain/constants';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';
import {
  mayStartOrganisationTrial,
  type TrialOrganisation,
} from '@/domain/subscription/organisation-trial';
import { ACCOUNT_MESSAGES, isActiveAccount } from '@/domain/subscription/account-standing';
import { SESSIONS_REVOKED_FIELD } from '@/domain/user/profile-operation';
import { USER_LOCKED_FIELDS } from '@/domain/user/profile-update';
import { isRevocationMove, REVOCATION_BACKWARDS_MESSAGE } from '@/domain/user/session-revocation';

/**
 * A user's own merge-write of their users document, judged as firestore.rules' validSelfUpdate judges it: a
 * changed identity, role, organisation, permissions or active flag is refused; the subscription may change only
 * as the one-time trial start of the organisation by its founder (spec §4, issue 21); an account an admin switched
 * off writes nothing; the other-devices sign-out mark only moves forward. The demo backend applies it to every
 * self-write; Firestore has the rules.
 */

/** What a self-write is judged against besides the profile: its organisation document and the server's now. */
export interface SelfWriteContext {
  organisation: TrialOrganisation | null;
  now: number;
}

const TRIAL_KEYS = ['plan', 'status', 'startDate', 'trialEndsAt', 'endDate', 'isTrialAvailable'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rules' trialStart(): the first trial of a company, started by its founder on an organisation that never had
 * one, on the trial plan, ends equal, offer withdrawn.
 */
export function isTrialStart(
  current: Record<string, unknown>,
  after: unknown,
  organisation: TrialOrganisation | null,
): boolean {
  const before = current.subscription;
  const eligible =
    !isRecord(before) ||
    ((before.status ?? 'none') === 'none' && before.isTrialAvailable !== false);
  const role = normaliseRole(current.userType);
  return (
    eligible &&
    mayStartOrganisationTrial(current, organisation) &&
    role !== null &&
    ownsOrganisation(role) &&
    isRecord(after) &&
    Object.keys(after).every((key) => TRIAL_KEYS.includes(key)) &&
    after.plan === TRIAL_DEFAULT_PLAN &&
    after.status === 'trial' &&
    after.endDate === after.trialEndsAt &&
    after.isTrialAvailable === false
  );
}

/** The French refusal of a self-write, or null when the rules would let it through. */
export function selfWriteRefusal(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
  context: SelfWriteContext,
): string | null {
  if (!isActiveAccount(current)) return ACCOUNT_MESSAGES.inactive;
  const revokedAt = changes[SESSIONS_REVOKED_FIELD];
  if (revokedAt !== undefined && !same(current[SESSIONS_REVOKED_FIELD], revokedAt)) {
    if (!isRevocationMove(current[SESSIONS_REVOKED_FIELD], revokedAt, context.now)) {
      return REVOCATION_BACKWARDS_MESSAGE;
    }
  }
  const changed = Object.keys(changes).filter((key) => !same(current[key], changes[key]));
  const locked = changed.filter(
    (key) => key !== 'subscription' && (USER_LOCKED_FIELDS as readonly string[]).includes(key),
  );
  if (
    changed.includes('subscription') &&
    !isTrialStart(current, changes.subscription, context.organisation)
  ) {
    locked.push('subscription');
  }
  return locked.length > 0 ? `Vous ne pouvez pas modifier vous-même : ${locked.join(', ')}.` : null;
}
