import type { RemoteOperation } from '@/data/ports';
import type { EditableTransportField } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { newTransport } from '@tests/sync/harness/fixtures';

/** Builds the operations a device's UI would enqueue, with opIds unique per device (`<prefix>-<n>`). */
export class OpFactory {
  private count = 0;

  constructor(
    private readonly prefix: string,
    private readonly actor: Actor,
  ) {}

  status(
    transportId: string,
    status: TransportStatus,
    now: number,
    reason?: string,
  ): RemoteOperation {
    const opId = this.nextId();
    const update = {
      opId,
      status,
      actor: this.actor,
      deviceTime: now,
      ...(reason ? { reason } : {}),
    };
    return { kind: 'transport.status', opId, transportId, update };
  }

  edit(
    transportId: string,
    changes: Partial<Record<EditableTransportField, unknown>>,
    now: number,
  ): RemoteOperation {
    return {
      kind: 'transport.edit',
      opId: this.nextId(),
      transportId,
      // The schema's z.record over an enum types every field as required; at runtime any subset parses.
      changes: changes as Record<EditableTransportField, unknown>,
      actor: this.actor,
      deviceTime: now,
    };
  }

  create(transportId: string, now: number): RemoteOperation {
    const opId = this.nextId();
    return {
      kind: 'transport.create',
      opId,
      transportId,
      transport: newTransport(transportId, now, {}, opId),
    };
  }

  private nextId(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }
}
