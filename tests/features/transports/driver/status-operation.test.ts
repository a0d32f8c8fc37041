import { describe, expect, it } from 'vitest';
import { operationSchema } from '@/domain/sync/operation';
import { deskTapContext, statusOperation } from '@/features/transports/driver/status-operation';

const viewer = { uid: 'u-ambu', role: 'ambulance', orgId: 'ambu_0001' } as const;
const context = {
  viewer,
  deviceId: 'appareil-1',
  opId: 'op-1',
  deviceTime: 1_795_341_600_000,
  position: { lat: 45.76, lng: 4.84, capturedAt: 1_795_341_420_000 },
};

describe('[DRV16] a tap names its author and its device', () => {
  it('[DRV16a] the actor carries the viewer’s name, the update the device id and the fix time', () => {
    const op = statusOperation(
      'doc-1',
      { status: 'arrived_pickup' },
      {
        ...context,
        viewer: { ...viewer, name: 'Mehdi Haddad' },
      },
    );
    expect(op).toMatchObject({
      kind: 'transport.status',
      update: {
        actor: { ...viewer, name: 'Mehdi Haddad' },
        deviceId: 'appareil-1',
        position: { capturedAt: 1_795_341_420_000 },
      },
    });
    expect(operationSchema.parse(op)).toEqual(op);
  });

  it('[DRV16b] a viewer without a name sends no name key', () => {
    const op = statusOperation('doc-1', { status: 'arrived_pickup', notes: ' ' }, context);
    if (op.kind !== 'transport.status') throw new Error('attendu : transport.status');
    expect(Object.keys(op.update.actor)).toEqual(['uid', 'role', 'orgId']);
    expect(op.update).not.toHaveProperty('notes');
  });
});

describe('[DRV16-DESK] a tap at a desk', () => {
  it('[DRV16-DESK1] takes a new op id and the clock’s time for each tap, and asks no position', () => {
    let next = 0;
    const data = {
      viewer,
      deviceId: 'poste-régulation',
      newOpId: () => `op-${(next += 1)}`,
      clock: { now: () => 1_795_341_600_000 + next },
    };
    const first = deskTapContext(data);
    const second = deskTapContext(data);
    expect(first).toEqual({
      viewer,
      deviceId: 'poste-régulation',
      opId: 'op-1',
      deviceTime: 1_795_341_600_001,
      position: null,
    });
    expect(second.opId).toBe('op-2');
  });
});
