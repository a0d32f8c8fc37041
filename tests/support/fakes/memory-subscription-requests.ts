import { RemoteError, type SubscriptionRequestPort } from '@/data/ports';
import {
  authorRefusal,
  checkNewSubscriptionRequest,
  parseSubscriptionRequest,
  type RequestAuthor,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';

/**
 * Subscription requests in memory, judged by the domain like the demo backend (it passes the same contract,
 * tests/data/subscription-request-contract); failures on demand. `authors` gives the caller's profile (role,
 * organisation, e-mail): without it, the author check is skipped (feature tests that file for a fixed user).
 */
export class MemorySubscriptionRequests implements SubscriptionRequestPort {
  readonly stored = new Map<string, SubscriptionRequest>();
  listFailure: Error | null = null;
  createFailure: Error | null = null;
  /** Whether the server is reachable: offline, every call is refused (unavailable). */
  online = true;

  constructor(
    private readonly caller: () => string | null,
    private readonly now: () => number,
    private readonly authors?: (uid: string) => RequestAuthor | null,
  ) {}

  private reachable() {
    if (!this.online) throw new RemoteError('unavailable', 'Serveur injoignable.');
  }

  async create(request: Parameters<SubscriptionRequestPort['create']>[0]) {
    if (this.createFailure) throw this.createFailure;
    this.reachable();
    const now = this.now(); // one server time for both, as request.time
    const stamped = { ...request, createdAt: now, updatedAt: now };
    const id = request.transferReference;
    const caller = this.caller() ?? '';
    const check = checkNewSubscriptionRequest(id, stamped, caller);
    if (!check.ok) throw new RemoteError('permission-denied', check.error);
    const refusal = this.authors ? authorRefusal(check.request, this.authors(caller)) : null;
    if (refusal !== null) throw new RemoteError('permission-denied', refusal);
    if (this.stored.has(id)) {
      throw new RemoteError(
        'permission-denied',
        'Une demande porte déjà cette référence de virement.',
      );
    }
    return this.put(id, check.request);
  }

  /** Stores any document as is (e.g. one an admin processed). */
  put(id: string, data: unknown): SubscriptionRequest {
    const parsed = parseSubscriptionRequest(id, data);
    if (!parsed.ok) throw new Error(parsed.error.issues.join(', '));
    this.stored.set(id, parsed.value);
    return parsed.value;
  }

  async listMine(uid: string) {
    if (this.listFailure) throw this.listFailure;
    this.reachable();
    if (this.caller() !== uid) {
      throw new RemoteError('permission-denied', 'Vous ne pouvez lire que vos demandes.');
    }
    return [...this.stored.values()]
      .filter((request) => request.uid === uid)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  }
}
