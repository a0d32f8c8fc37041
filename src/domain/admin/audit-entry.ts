import type { EpochMillis } from '@/domain/shared/timestamp';

/** Beyond the spec: every admin action that changes another account is kept in this append-only log. */
export const ADMIN_AUDIT_COLLECTION = 'adminAudit';

export const AUDIT_ACTIONS = [
  'subscription.request',
  'user.create',
  'user.update',
  'user.delete',
  'transports.cleanup',
  'migration',
  'counter.reset',
  'counter.init',
  'testdata.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'subscription.request': 'Demande d’abonnement traitée',
  'user.create': 'Utilisateur créé',
  'user.update': 'Utilisateur modifié',
  'user.delete': 'Utilisateur supprimé',
  'transports.cleanup': 'Transports de test supprimés',
  migration: 'Migration multi-rôles',
  'counter.reset': 'Compteur remis à zéro',
  'counter.init': 'Compteurs initialisés',
  'testdata.create': 'Données de test créées',
};

export interface AuditEntry {
  id: string;
  action: AuditAction;
  actor_uid: string;
  actor_email: string;
  /** The document or scope acted on: a uid, a request id, « transport », a counter name. */
  target: string;
  summary: string;
  before: unknown;
  after: unknown;
  at: EpochMillis;
}

/** Firestore refuses undefined; JSON keeps the before/after snapshots plain data. */
const plain = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

export function buildAuditEntry(input: {
  id: string;
  action: AuditAction;
  actor: { uid: string; email: string };
  target: string;
  summary: string;
  before?: unknown;
  after?: unknown;
  now: EpochMillis;
}): AuditEntry {
  return {
    id: input.id,
    action: input.action,
    actor_uid: input.actor.uid,
    actor_email: input.actor.email,
    target: input.target,
    summary: input.summary,
    before: plain(input.before),
    after: plain(input.after),
    at: input.now,
  };
}

/** Newest first; ties by id so the order never depends on input order. */
export function sortAudit(entries: readonly AuditEntry[]): AuditEntry[] {
  return [...entries].sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
}
