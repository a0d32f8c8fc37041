import type { ConnectivityPort } from '@/data/ports';
import {
  buildAuditEntry,
  sortAudit,
  type AuditAction,
  type AuditEntry,
} from '@/domain/admin/audit-entry';
import { decideRequest, organisationSubscriptionTarget } from '@/domain/admin/request-approval';
import { newestContactsFirst, readReceivedContact } from '@/domain/contact/received-contact';
import { subscriptionAccounts } from '@/domain/admin/subscription-accounts';
import { ERRORS } from '@/domain/errors/error-catalogue';
import type { Clock } from '@/domain/shared/clock';
import {
  parseSubscriptionRequest,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { parseUser, type User } from '@/domain/user/user';
import type { AdminActor, AdminPort } from './admin-port';
import { CONNECTION_REQUIRED, runAdmin } from './admin-run';
import type { AdminStore, AdminWrite, RawDocument } from './admin-store';
import { maintenanceCalls } from './admin-maintenance';
import { userCalls } from './admin-users';
import { organisationCalls } from './admin-organisations';

export { CONNECTION_REQUIRED };

export const ADMIN_MESSAGES = {
  requestsFetch: 'Erreur lors de la récupération des demandes d’abonnement',
  requestProcess: (detail: string) => `Erreur lors du traitement de la demande: ${detail}`,
  requestMissing: 'Demande d’abonnement introuvable',
  requestDone: 'Cette demande a déjà été traitée',
  requestUserMissing: 'Le compte de cette demande est introuvable',
  auditFetch: 'Erreur lors de la récupération du journal d’audit',
  contactFetch: 'Erreur lors de la récupération des messages de contact',
  approved: 'Demande approuvée : l’abonnement est actif.',
  trialStarted: 'Période d’essai accordée.',
  rejected: 'Demande refusée.',
} as const;

export interface AdminContext {
  store: AdminStore;
  connectivity: ConnectivityPort;
  clock: Clock;
  actor: AdminActor;
  /** Parsed users, unreadable ones skipped. */
  readUsers(): Promise<User[]>;
  /** One audit entry, to commit with the change it records. */
  audit(
    action: AuditAction,
    target: string,
    summary: string,
    before?: unknown,
    after?: unknown,
  ): AdminWrite;
}

export function parseUsers(rows: readonly RawDocument[]): User[] {
  return rows.flatMap((row) => {
    const parsed = parseUser(row.id, row.data);
    return parsed.ok ? [parsed.value] : [];
  });
}

/** AdminPort over a backend's store: the decisions are the domain's, the store only reads and writes. */
export function createAdminService(
  store: AdminStore,
  connectivity: ConnectivityPort,
  clock: Clock,
  actor: AdminActor,
): AdminPort {
  const context: AdminContext = {
    store,
    connectivity,
    clock,
    actor,
    readUsers: async () => parseUsers(await store.list('users')),
    audit: (action, target, summary, before, after) => {
      const entry = buildAuditEntry({
        id: store.newId(),
        action,
        actor,
        target,
        summary,
        before,
        after,
        now: clock.now(),
      });
      return { kind: 'set', collection: 'adminAudit', id: entry.id, data: { ...entry } };
    },
  };

  const readRequest = async (id: string): Promise<SubscriptionRequest> => {
    const row = await store.get('subscriptionRequests', id);
    const parsed = row ? parseSubscriptionRequest(id, row.data) : null;
    if (!parsed?.ok) throw new Error(ADMIN_MESSAGES.requestMissing);
    return parsed.value;
  };

  return {
    listSubscriptionUsers: () =>
      runAdmin(connectivity, ERRORS.usersFetch, async () => ({
        data: subscriptionAccounts(await context.readUsers()),
      })),
    listRequests: () =>
      runAdmin(
        connectivity,
        ADMIN_MESSAGES.requestsFetch,
        async () => {
          const rows = await store.list('subscriptionRequests');
          const requests = rows.flatMap((row) => {
            const parsed = parseSubscriptionRequest(row.id, row.data);
            return parsed.ok ? [parsed.value] : [];
          });
          requests.sort(
            (a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || a.id.localeCompare(b.id),
          );
          return { data: requests };
        },
        // Spec §8: a failed list of subscription requests returns an empty list.
        [],
      ),
    processRequest: (requestId, action, adminNotes) =>
      runAdmin(connectivity, ADMIN_MESSAGES.requestProcess, async () => {
        const request = await readRequest(requestId);
        if (request.status !== 'pending') throw new Error(ADMIN_MESSAGES.requestDone);
        const uid = typeof request.uid === 'string' ? request.uid : '';
        const userRow = uid ? await store.get('users', uid) : null;
        const parsedUser = userRow ? parseUser(uid, userRow.data) : null;
        if (!parsedUser?.ok) throw new Error(ADMIN_MESSAGES.requestUserMissing);
        const before = parsedUser.value.subscription;
        const now = clock.now();
        const decision = decideRequest(
          action,
          { plan: request.plan, current: before, units: request.units },
          now,
          adminNotes,
        );
        if (!decision.ok) throw new Error(decision.reason);
        const writes: AdminWrite[] = [
          {
            kind: 'set',
            collection: 'subscriptionRequests',
            id: requestId,
            data: decision.request,
            merge: true,
          },
        ];
        if (decision.subscription) {
          writes.push({
            kind: 'set',
            collection: 'users',
            id: uid,
            data: { subscription: stripUndefined({ ...decision.subscription }), updatedAt: now },
            merge: true,
          });
          // Issue 13: the organisation's subscription too, where its members' access reads it.
          // Only onto an existing document: a set-merge would otherwise found a stub organisation.
          const organisation = organisationSubscriptionTarget(parsedUser.value);
          const founded =
            organisation && (await store.get(organisation.collection, organisation.id));
          if (organisation && founded) {
            writes.push({
              kind: 'set',
              collection: organisation.collection,
              id: organisation.id,
              data: { subscription: stripUndefined({ ...decision.subscription }) },
              merge: true,
            });
          }
        }
        const label = `${action} — ${String(request.email ?? uid)}`;
        writes.push(
          context.audit('subscription.request', uid, label, before, decision.subscription),
        );
        await store.commit(writes);
        const message =
          action === 'approve'
            ? ADMIN_MESSAGES.approved
            : action === 'trial'
              ? ADMIN_MESSAGES.trialStarted
              : ADMIN_MESSAGES.rejected;
        return { data: await readRequest(requestId), message };
      }),
    readTransports: () =>
      runAdmin(connectivity, ERRORS.statisticsFetch, async () => ({
        data: await store.readTransports(),
      })),
    listAudit: () =>
      runAdmin(connectivity, ADMIN_MESSAGES.auditFetch, async () => ({
        data: sortAudit(
          (await store.list('adminAudit')).map((row) => row.data as unknown as AuditEntry),
        ),
      })),
    listContactMessages: () =>
      runAdmin(connectivity, ADMIN_MESSAGES.contactFetch, async () => {
        const rows = await store.contactInbox();
        const readable = rows.flatMap((row) => readReceivedContact(row.id, row.data) ?? []);
        return { data: newestContactsFirst(readable) };
      }),
    ...userCalls(context),
    ...maintenanceCalls(context),
    ...organisationCalls(context),
  };
}

export const offlineMessage = CONNECTION_REQUIRED;
