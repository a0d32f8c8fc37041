import { describe, expect, it } from 'vitest';
import {
  notificationEntityKey,
  transportEntityKey,
  transportIdOfKey,
} from '@/data/local/outbox/entity-key';
import { entityKeyOf } from '@/data/ports';
import { statusOp } from '../support/fixtures';

describe('entity keys', () => {
  it('builds the same FIFO key as the domain does from an operation', () => {
    expect(transportEntityKey('t1')).toBe(entityKeyOf(statusOp('t1', 'accepted')));
    expect(notificationEntityKey('n1')).toBe(
      entityKeyOf({ kind: 'notification.read', opId: 'x', notificationId: 'n1' }),
    );
  });

  it('reads the transport id back, and nothing from other entities', () => {
    expect(transportIdOfKey('transport:t:1')).toBe('t:1');
    expect(transportIdOfKey('notification:n1')).toBeNull();
  });
});
