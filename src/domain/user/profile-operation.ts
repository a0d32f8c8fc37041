import type { EpochMillis } from '@/domain/shared/timestamp';
import type { ProfileUpdateOperation } from '@/domain/sync/operation';
import { refuse, type Refusal } from '@/domain/transport/refusal';
import { EDITABLE_PROFILE_FIELDS, USER_LOCKED_FIELDS } from '@/domain/user/profile-update';
import { isRevocationMove, REVOCATION_BACKWARDS_MESSAGE } from '@/domain/user/session-revocation';
import { stripUndefined } from '@/domain/user/strip-undefined';

/**
 * The server's decision on a `profile.update` operation (settings page), run by the three backends around their
 * own I/O, and by the device for its optimistic copy. Changes are field paths (« preferences.notifications.sms »):
 * two devices changing different fields both keep their change; the same field, the last to reach the server wins.
 */

/** Where a profile remembers the operations it applied, so that a replay changes nothing (opId idempotency). */
export const PROFILE_OP_IDS_FIELD = 'profile_op_ids';
/** Enough for every change a device can hold offline; older replays are not expected after they were answered. */
export const PROFILE_OP_IDS_KEPT = 50;
/** « Se déconnecter des autres appareils »: sessions signed in before this time (epoch ms) must end. */
export const SESSIONS_REVOKED_FIELD = 'sessions_revoked_at';

/** What a profile.update may write: what the settings page edits, and the other-devices sign-out mark. */
export const PROFILE_OPERATION_FIELDS: readonly string[] = [
  ...EDITABLE_PROFILE_FIELDS,
  SESSIONS_REVOKED_FIELD,
];

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype', '']);

export const PROFILE_REFUSALS = {
  missing: refuse('not_allowed', 'Ce profil n’existe pas sur le serveur.'),
  foreign: refuse('forbidden', 'Vous ne pouvez modifier que votre propre profil.'),
  locked: (fields: readonly string[]) =>
    refuse('forbidden', `Vous ne pouvez pas modifier vous-même : ${fields.join(', ')}.`),
  unknown: (fields: readonly string[]) =>
    refuse('not_allowed', `Champs de profil non modifiables ici : ${fields.join(', ')}.`),
  badRevocation: refuse('not_allowed', 'Date de déconnexion des autres appareils invalide.'),
  revocationBackwards: refuse('forbidden', REVOCATION_BACKWARDS_MESSAGE),
} as const;

export type ProfileChangesCheck =
  { ok: true; changes: Record<string, unknown> } | { ok: false; refusal: Refusal };

const rootOf = (path: string) => path.split('.')[0]!;

/**
 * Sanitises the changes of one operation: undefined values stripped; a locked field (role, organisation,
 * permissions, active, subscription, identity) refuses the whole change, naming it, as does a field the settings
 * page does not own — nothing is half-written.
 */
export function checkProfileChanges(changes: Record<string, unknown>): ProfileChangesCheck {
  const clean = stripUndefined(changes);
  const paths = Object.keys(clean);
  const locked: readonly string[] = USER_LOCKED_FIELDS;
  const lockedRoots = [...new Set(paths.map(rootOf).filter((root) => locked.includes(root)))];
  if (lockedRoots.length > 0) return { ok: false, refusal: PROFILE_REFUSALS.locked(lockedRoots) };
  const unknown = paths.filter(
    (path) =>
      !PROFILE_OPERATION_FIELDS.includes(rootOf(path)) ||
      path.split('.').some((segment) => FORBIDDEN_SEGMENTS.has(segment)),
  );
  if (unknown.length > 0) return { ok: false, refusal: PROFILE_REFUSALS.unknown(unknown) };
  const revokedAt = clean[SESSIONS_REVOKED_FIELD];
  if (revokedAt !== undefined && !(typeof revokedAt === 'number' && Number.isFinite(revokedAt))) {
    return { ok: false, refusal: PROFILE_REFUSALS.badRevocation };
  }
  return { ok: true, changes: clean };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document with each path set; objects along a path are copied (never mutated), missing ones created. */
export function withProfileChanges<T extends object>(doc: T, changes: Record<string, unknown>): T {
  const next: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  for (const [path, value] of Object.entries(changes)) {
    const segments = path.split('.');
    let parent = next;
    segments.slice(0, -1).forEach((segment) => {
      const child = isRecord(parent[segment]) ? { ...parent[segment] } : {};
      parent[segment] = child;
      parent = child;
    });
    parent[segments.at(-1)!] = value;
  }
  return next as T;
}

/** The opIds a stored profile has already applied. */
export function appliedProfileOps(doc: Record<string, unknown>): string[] {
  const ids = doc[PROFILE_OP_IDS_FIELD];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export type ProfileDecision =
  | {
      outcome: 'applied';
      profile: Record<string, unknown>;
      /** Top-level fields to write (whole values), `updatedAt` being the server time of the write. */
      written: Record<string, unknown>;
    }
  | { outcome: 'duplicate'; profile: Record<string, unknown> }
  | { outcome: 'refused'; profile: Record<string, unknown> | null; refusal: Refusal };

/** One profile.update against the stored profile (null: none), by `actorUid`, at the server's time. */
export function decideProfileUpdate(
  current: Record<string, unknown> | null,
  op: ProfileUpdateOperation,
  actorUid: string,
  serverTime: EpochMillis,
): ProfileDecision {
  if (actorUid !== op.uid) {
    return { outcome: 'refused', profile: current, refusal: PROFILE_REFUSALS.foreign };
  }
  if (current === null) {
    return { outcome: 'refused', profile: null, refusal: PROFILE_REFUSALS.missing };
  }
  const applied = appliedProfileOps(current);
  if (applied.includes(op.opId)) return { outcome: 'duplicate', profile: current };
  const check = checkProfileChanges(op.changes);
  if (!check.ok) return { outcome: 'refused', profile: current, refusal: check.refusal };
  const revokedAt = check.changes[SESSIONS_REVOKED_FIELD];
  if (
    revokedAt !== undefined &&
    !isRevocationMove(current[SESSIONS_REVOKED_FIELD], revokedAt, serverTime)
  ) {
    return { outcome: 'refused', profile: current, refusal: PROFILE_REFUSALS.revocationBackwards };
  }
  const merged = withProfileChanges(current, check.changes);
  const roots = [...new Set(Object.keys(check.changes).map(rootOf))];
  const written: Record<string, unknown> = {
    ...Object.fromEntries(roots.map((root) => [root, merged[root]])),
    updatedAt: serverTime,
    [PROFILE_OP_IDS_FIELD]: [...applied, op.opId].slice(-PROFILE_OP_IDS_KEPT),
  };
  return { outcome: 'applied', profile: { ...merged, ...written }, written };
}

/**
 * The device's copy of its profile: the server's last known profile with the still-unsynced changes on top, in
 * outbox order — a pull or reload never hides a change the server has not seen yet.
 */
export function rebaseProfile<T extends object>(
  server: T,
  pending: readonly ProfileUpdateOperation[],
): T {
  return pending.reduce((profile, op) => {
    const check = checkProfileChanges(op.changes);
    return check.ok ? withProfileChanges(profile, check.changes) : profile;
  }, server);
}

/**
 * The field-level changes from `before` to `after` over the fields the settings page owns: plain objects are
 * compared leaf by leaf (« preferences.notifications.sms »), anything else as a whole value.
 */
export function profileChangesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const walk = (path: string, was: unknown, now: unknown) => {
    if (now === undefined) return;
    if (isRecord(now) && isRecord(was)) {
      for (const key of Object.keys(now)) walk(`${path}.${key}`, was[key], now[key]);
      return;
    }
    if (JSON.stringify(was ?? null) !== JSON.stringify(now)) changes[path] = now;
  };
  for (const key of Object.keys(after)) walk(key, before[key], after[key]);
  return changes;
}
