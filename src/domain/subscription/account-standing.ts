import { normaliseRole, type UserType } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { grantsAccessAt } from '@/domain/subscription/access';
import type { Operation } from '@/domain/sync/operation';

/**
 * Issue 21: the account's standing as the server judges a write — stated once here; firestore.rules (caller(),
 * grantsAt(), holdsAccess()) says the same and tests/firestore-rules/account-state.test.ts proves it on the
 * emulator. An account an admin switched off writes nothing; filing, accepting, assigning and messaging need access
 * now: an active or trial subscription whose end date has not passed — the account's own, else its organisation's
 * (access.ts effectiveSubscription) — except for admins and patients, who need none.
 */

export const ACCOUNT_MESSAGES = {
  inactive:
    'Compte désactivé : votre compte a été suspendu par un administrateur, aucune modification n’est possible. Contactez-nous pour le réactiver.',
  noAccess:
    'Abonnement requis : votre abonnement (ou votre période d’essai) n’est pas actif ou a pris fin. Souscrivez depuis la page « Abonnement » pour continuer.',
} as const;

/** Roles that work without a subscription (spec §6). */
export const ACCESS_FREE_ROLES = ['admin', 'patient'] as const satisfies readonly UserType[];

/** Moves that need access (to accept or assign a ride); finishing or cancelling one already under way does not. */
export const ACCESS_REQUIRED_MOVES = ['accepted', 'assigned'] as const;

interface DatedSubscription {
  status?: unknown;
  endDate?: unknown;
}

export interface StandingProfile {
  userType: unknown;
  isActive?: unknown;
  subscription?: DatedSubscription | null;
}

export interface AccountStanding {
  /** Not switched off by an admin (`isActive: false`). */
  active: boolean;
  /** May file, accept, assign and message now. */
  access: boolean;
}

/** An account is active unless an admin set `isActive` to false (older profiles have no flag). */
export const isActiveAccount = (profile: { isActive?: unknown } | null | undefined): boolean =>
  profile?.isActive !== false;

/** The standing of the stored profile, under its organisation document's subscription (null: no organisation). */
export function accountStanding(
  profile: StandingProfile | null | undefined,
  organisation: { subscription?: DatedSubscription | null } | null,
  now: EpochMillis,
): AccountStanding {
  const role = normaliseRole(profile?.userType);
  const free = role !== null && (ACCESS_FREE_ROLES as readonly string[]).includes(role);
  const access =
    free ||
    (role !== null &&
      (grantsAccessAt(profile?.subscription, now) ||
        grantsAccessAt(organisation?.subscription, now)));
  return { active: profile != null && isActiveAccount(profile), access };
}

/** Whether an operation needs access: filing, accepting, assigning, messaging. */
export function needsAccess(op: Operation): boolean {
  switch (op.kind) {
    case 'transport.create':
    case 'message.send':
      return true;
    case 'transport.status':
      return (ACCESS_REQUIRED_MOVES as readonly string[]).includes(op.update.status);
    default:
      return false;
  }
}

/** The French refusal of an operation for this standing, or null when it may go on to the other checks. */
export function accountRefusal(op: Operation, standing: AccountStanding): string | null {
  if (!standing.active) return ACCOUNT_MESSAGES.inactive;
  if (needsAccess(op) && !standing.access) return ACCOUNT_MESSAGES.noAccess;
  return null;
}
