import { RemoteError, type SubscriptionRequestPort } from '@/data/ports';
import {
  checkNewSubscriptionRequest,
  parseSubscriptionRequest,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';

/** Subscription requests in memory, judged by the domain's check like the demo backend; failures on demand. */
export class MemorySubscriptionRequests implements SubscriptionRequestPort {
  readonly stored = new Map<string, SubscriptionRequest>();
  listFailure: Error | null = null;
  createFailure: Error | null = null;

  constructor(
    private readonly caller: () => string | null,
    private readonly now: () => number,
  ) {}

  async create(request: Parameters<SubscriptionRequestPort['create']>[0]) {
    if (this.createFailure) throw this.createFailure;
    const stamped = { ...request, createdAt: this.now(), updatedAt: this.now() };
    const check = checkNewSubscriptionRequest(
      request.transferReference,
      stamped,
      this.caller() ?? '',
    );
    if (!check.ok) throw new RemoteError('permission-denied', check.error);
    return this.put(request.transferReference, check.request);
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
    return [...this.stored.values()]
      .filter((request) => request.uid === uid)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  }
}
