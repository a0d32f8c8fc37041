import { describe, expect, it } from 'vitest';
import {
  entityKeyOf,
  isTransportOperation,
  operationSchema,
  prerequisiteOf,
} from '@/domain/sync/operation';
import { ACTORS, makeTransport, makeUpdate } from '@tests/domain/transport/fixtures';

describe('[OP1] outbox payloads are validated when read back', () => {
  it('accepts every operation kind', () => {
    const kinds = [
      { kind: 'transport.create', opId: 'o1', transportId: 't1', transport: makeTransport() },
      {
        kind: 'transport.status',
        opId: 'o2',
        transportId: 't1',
        update: makeUpdate('accepted', ACTORS.ambulance),
      },
      {
        kind: 'transport.edit',
        opId: 'o3',
        transportId: 't1',
        changes: { commentaires: 'Prévoir un fauteuil' },
        actor: ACTORS.clinic,
        deviceTime: 1,
      },
      { kind: 'notification.read', opId: 'o4', notificationId: 'n1' },
    ];
    expect(kinds.map((op) => operationSchema.parse(op).kind)).toEqual([
      'transport.create',
      'transport.status',
      'transport.edit',
      'notification.read',
    ]);
  });

  it.each([
    ['unknown kind', { kind: 'transport.delete', opId: 'o', transportId: 't' }],
    ['missing opId', { kind: 'notification.read', opId: '', notificationId: 'n' }],
    [
      'an edit of a field that is not editable',
      {
        kind: 'transport.edit',
        opId: 'o',
        transportId: 't',
        changes: { etat: 'completed' },
        actor: ACTORS.clinic,
        deviceTime: 1,
      },
    ],
  ])('rejects %s', (_, raw) => {
    expect(operationSchema.safeParse(raw).success).toBe(false);
  });
});

describe('[OP2] FIFO key per entity', () => {
  it('groups every transport operation under its transport', () => {
    const status = {
      kind: 'transport.status' as const,
      opId: 'o',
      transportId: 't9',
      update: makeUpdate('accepted', ACTORS.ambulance),
    };
    expect(entityKeyOf(status)).toBe('transport:t9');
    expect(isTransportOperation(status)).toBe(true);
  });
  it('keeps notifications apart from transports', () => {
    const read = { kind: 'notification.read' as const, opId: 'o', notificationId: 'n1' };
    expect(entityKeyOf(read)).toBe('notification:n1');
    expect(isTransportOperation(read)).toBe(false);
  });
});

describe('[OP3] an edit read back from the outbox changes only what the user changed', () => {
  it('keeps the edited fields and adds no other key', () => {
    const parsed = operationSchema.parse({
      kind: 'transport.edit',
      opId: 'o',
      transportId: 't',
      changes: { commentaires: 'Prévoir un fauteuil' },
      actor: ACTORS.clinic,
      deviceTime: 1,
    });
    expect(parsed.kind === 'transport.edit' && Object.keys(parsed.changes)).toEqual([
      'commentaires',
    ]);
  });
});

describe('[OP4] a patient created on the device', () => {
  const create = (patientId: string) => ({
    kind: 'patient.create' as const,
    opId: 'op-p',
    patientId,
    patient: { first_name: 'Paul', last_name: 'Roux' },
  });
  const request = (patientId: unknown) => ({
    kind: 'transport.create' as const,
    opId: 'op-t',
    transportId: 't1',
    transport: { ...makeTransport(), patient_id: patientId },
  });

  it('is its own FIFO entity, not a transport operation', () => {
    const op = operationSchema.parse(create('PAT-MFX1ABCD1234'));
    expect(entityKeyOf(op)).toBe('patient:PAT-MFX1ABCD1234');
    expect(isTransportOperation(op)).toBe(false);
    expect(prerequisiteOf(op)).toBeNull();
  });

  it('holds back a request naming its device id until it is numbered', () => {
    expect(prerequisiteOf(request('PAT-MFX1ABCD1234'))).toBe('patient:PAT-MFX1ABCD1234');
  });

  it.each([['patient_0042'], [null], [42]])(
    'lets a request naming %s leave at once',
    (patientId) => {
      expect(prerequisiteOf(request(patientId))).toBeNull();
    },
  );

  it('never holds back anything but a creation', () => {
    const read = { kind: 'notification.read' as const, opId: 'o', notificationId: 'n1' };
    expect(prerequisiteOf(read)).toBeNull();
  });
});
