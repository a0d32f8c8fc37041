import type { SubscriptionRequestPort } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import {
  authorRefusal,
  checkNewSubscriptionRequest,
  parseSubscriptionRequest,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import type { ConnectivityPort } from '@/data/ports';
import { assertReachable, guarded, permissionDenied } from '@/data/demo-server/remote-errors';
import { readUser } from '@/data/demo-server/seed-store';
import type { ServerDb, SubscriptionRequestRow } from '@/data/demo-server/server-db';

function readRow(row: SubscriptionRequestRow): SubscriptionRequest | null {
  const parsed = parseSubscriptionRequest(row.id, row.data);
  if (!parsed.ok) console.warn('[demo] demande d’abonnement illisible', parsed.error);
  return parsed.ok ? parsed.value : null;
}

const newestFirst = (a: SubscriptionRequest, b: SubscriptionRequest) =>
  (b.createdAt ?? 0) - (a.createdAt ?? 0);

/**
 * The subscriptionRequests collection of the demo backend, judged as the Firestore rules judge it (the domain's
 * checkNewSubscriptionRequest and authorRefusal): one's own pending request, under one's role, organisation and
 * e-mail, priced by the tarification, once per reference. The server stamps createdAt and updatedAt, as
 * request.time does.
 */
export function demoSubscriptionRequests(
  db: ServerDb,
  clock: Clock,
  connectivity: ConnectivityPort,
  callerUid: () => string | null | Promise<string | null>,
): SubscriptionRequestPort {
  return {
    create: (request) =>
      guarded(async () => {
        assertReachable(connectivity);
        const now = clock.now();
        const stamped = { ...request, createdAt: now, updatedAt: now };
        const id = request.transferReference;
        const caller = (await callerUid()) ?? '';
        const check = checkNewSubscriptionRequest(id, stamped, caller);
        if (!check.ok) throw permissionDenied(check.error);
        // Their role and organisation as their profile says (the rules' role() and org()).
        const refusal = authorRefusal(check.request, await readUser(db, caller));
        if (refusal !== null) throw permissionDenied(refusal);
        return db.transaction('rw', db.subscriptionRequests, async () => {
          if (await db.subscriptionRequests.get(id)) {
            throw permissionDenied('Une demande porte déjà cette référence de virement.');
          }
          const row = { id, uid: request.uid, data: check.request };
          await db.subscriptionRequests.put(row);
          const stored = readRow(row);
          if (!stored) throw new Error('Demande illisible après écriture');
          return stored;
        });
      }),
    listMine: (uid) =>
      guarded(async () => {
        assertReachable(connectivity);
        if ((await callerUid()) !== uid)
          throw permissionDenied('Vous ne pouvez lire que vos demandes.');
        const rows = await db.subscriptionRequests.where('uid').equals(uid).toArray();
        return rows
          .map(readRow)
          .filter((request) => request !== null)
          .sort(newestFirst);
      }),
  };
}
