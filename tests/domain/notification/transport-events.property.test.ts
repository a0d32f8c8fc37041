import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNotificationFor } from '@/domain/notification/audience';
import { notificationSchema } from '@/domain/notification/notification';
import {
  ROLE_WIDE_NOTIFICATION_TYPES,
  roleForNotificationType,
  type ServerNotificationType,
} from '@/domain/notification/notification-type';
import { notificationsForResult } from '@/domain/notification/transport-events';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import { isVisibleTo, type Viewer } from '@/domain/transport/visibility';
import {
  likelyActorArb,
  likelyStatusArb,
  timeArb,
  transportArb,
  updateArb,
} from '@tests/domain/transport/arbitraries';
import { ACTORS } from '@tests/domain/transport/fixtures';

const opIdArb = fc.string({ minLength: 1, maxLength: 12 });

const statusOpArb: fc.Arbitrary<TransportOperation> = updateArb(
  opIdArb,
  likelyStatusArb,
  likelyActorArb,
).map((update) => ({ kind: 'transport.status', opId: update.opId, transportId: 'doc-1', update }));

const createOpArb: fc.Arbitrary<TransportOperation> = fc
  .tuple(opIdArb, transportArb(['pending']))
  .map(([opId, transport]) => ({
    kind: 'transport.create',
    opId,
    transportId: transport.id,
    transport: { ...transport },
  }));

const caseArb = fc.oneof(
  fc.record({ before: transportArb(), op: statusOpArb, now: timeArb }),
  fc.record({ before: fc.constant(null), op: createOpArb, now: timeArb }),
);

const VIEWERS: Viewer[] = Object.values(ACTORS);

describe('[NOTIF6] event notifications are deterministic, well-formed and addressed to those concerned', () => {
  it('[NOTIF6] replaying the same operation on the same state names the very same documents', () => {
    fc.assert(
      fc.property(caseArb, ({ before, op, now }) => {
        const first = notificationsForResult(
          before,
          applyTransportOperation(before, op, now),
          op,
          now,
        );
        const again = notificationsForResult(
          before,
          applyTransportOperation(before, op, now),
          op,
          now,
        );
        expect(again).toEqual(first);
        const ids = first.map((event) => event.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const { id, notification } of first) {
          expect(id.startsWith(`${op.opId.replaceAll('/', '_')}:${notification.type}:`)).toBe(true);
          expect(id).not.toContain('/');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('[NOTIF6] once applied, the replay is a duplicate and adds nothing', () => {
    fc.assert(
      fc.property(caseArb, ({ before, op, now }) => {
        const result = applyTransportOperation(before, op, now);
        fc.pre(result.outcome === 'applied' && result.transport !== null);
        const after = result.transport!;
        const replay = applyTransportOperation(after, op, now);
        expect(notificationsForResult(after, replay, op, now)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('[NOTIF6] each notification parses, has its type’s role, and reaches someone who may see the transport', () => {
    fc.assert(
      fc.property(caseArb, ({ before, op, now }) => {
        const result = applyTransportOperation(before, op, now);
        const events = notificationsForResult(before, result, op, now);
        for (const { notification } of events) {
          expect(notificationSchema.parse(notification)).toEqual(notification);
          expect(notification.role).toBe(
            roleForNotificationType(notification.type as ServerNotificationType),
          );
          const transport = result.transport!;
          const viewers = VIEWERS.filter((viewer) => isNotificationFor(notification, viewer));
          // Fixture actors cover every organisation the arbitraries use; the role-wide ones reach a role that
          // could see the request, the targeted ones an organisation involved in it.
          if (notification.org_id === null && notification.user_id === null) {
            expect(viewers.some((viewer) => viewer.role === notification.role)).toBe(true);
          } else {
            expect(viewers.some((viewer) => isVisibleTo(transport, viewer))).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('[NOTIF7] what the rules demand: id = operation:type:target, a party of the ride as target, else a role-wide type', () => {
    const roleWide: readonly string[] = ROLE_WIDE_NOTIFICATION_TYPES;
    fc.assert(
      fc.property(caseArb, ({ before, op, now }) => {
        const result = applyTransportOperation(before, op, now);
        const transport = result.transport;
        for (const { id, notification } of notificationsForResult(before, result, op, now)) {
          const target = notification.user_id ?? notification.org_id ?? notification.role;
          expect(id).toBe(`${op.opId}:${notification.type}:${target}`.replaceAll('/', '_'));
          if (notification.user_id !== null) {
            expect(notification.user_id).toBe(transport!.created_by);
          } else if (notification.org_id !== null) {
            expect([transport!.requester_org_id, transport!.provider_org_id]).toContain(
              notification.org_id,
            );
          } else {
            expect(roleWide).toContain(notification.type);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
