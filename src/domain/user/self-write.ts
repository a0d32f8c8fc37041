import { TRIAL_DEFAULT_PLAN } from '@/domain/constants';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { normaliseRole } from '@/domain/shared/role';
import { USER_LOCKED_FIELDS } from '@/domain/user/profile-update';

/**
 * A user's own merge-write of their users document, judged as firestore.rules' validSelfUpdate judges it: a
 * changed identity, role, organisation, permissions or active flag is refused; the subscription may change only
 * as the one-time trial start (spec §4). The demo backend applies it to every self-write; Firestore has the rules.
 */

const TRIAL_KEYS = ['plan', 'status', 'startDate', 'trialEndsAt', 'endDate', 'isTrialAvailable'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rules' trialStart(): a company's first trial, on the trial plan, ends equal, offer withdrawn. */
export function isTrialStart(current: Record<string, unknown>, after: unknown): boolean {
  const before = current.subscription;
  const eligible =
    !isRecord(before) ||
    ((before.status ?? 'none') === 'none' && before.isTrialAvailable !== false);
  const role = normaliseRole(current.userType);
  return (
    eligible &&
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
): string | null {
  const changed = Object.keys(changes).filter((key) => !same(current[key], changes[key]));
  const locked = changed.filter(
    (key) => key !== 'subscription' && (USER_LOCKED_FIELDS as readonly string[]).includes(key),
  );
  if (changed.includes('subscription') && !isTrialStart(current, changes.subscription)) {
    locked.push('subscription');
  }
  return locked.length > 0 ? `Vous ne pouvez pas modifier vous-même : ${locked.join(', ')}.` : null;
}
