import { describe, expect, it } from 'vitest';
import { applyTransportOperation, OPERATION_REFUSALS, rebase } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import {
  ACTORS,
  CREATED_AT,
  makeTransport,
  makeUpdate,
  ONE_HOUR_LATER,
  transportIn,
} from '@tests/domain/transport/fixtures';

const SERVER_TIME = ONE_HOUR_LATER + 5_000;

const create = (transport: unknown, opId = 'op-create'): TransportOperation => ({
  kind: 'transport.create',
  opId,
  transportId: 'doc-1',
  transport: transport as Record<string, unknown>,
});

const status = (to: TransportStatus, actor: Actor, opId?: string): TransportOperation => ({
  kind: 'transport.status',
  opId: opId ?? `op-${to}-${actor.uid}`,
  transportId: 'doc-1',
  update: makeUpdate(to, actor, opId ? { opId } : {}),
});

const edit = (
  changes: Record<string, unknown>,
  actor: Actor = ACTORS.clinic,
  opId = 'op-edit',
): TransportOperation => ({
  kind: 'transport.edit',
  opId,
  transportId: 'doc-1',
  changes,
  actor,
  deviceTime: ONE_HOUR_LATER,
});

describe('[AO1] creation', () => {
  it('stamps creation, update and expiry with the server time, keeping the device time in history', () => {
    const result = applyTransportOperation(null, create(makeTransport()), SERVER_TIME);
    expect(result.outcome).toBe('applied');
    const transport = result.transport!;
    expect(transport.created_at).toBe(SERVER_TIME);
    expect(transport.updated_at).toBe(SERVER_TIME);
    expect(transport.date_expiration).toBe(SERVER_TIME + 24 * 3_600_000);
    expect(transport.historique_etats[0]).toMatchObject({
      timestamp: CREATED_AT,
      server_timestamp: SERVER_TIME,
    });
  });

  it('is idempotent: a transport that already exists is a duplicate, unchanged', () => {
    const existing = makeTransport({ commentaires: 'déjà là' });
    const result = applyTransportOperation(existing, create(makeTransport()), SERVER_TIME);
    expect(result).toEqual({ outcome: 'duplicate', transport: existing });
  });

  it('refuses an invalid document with the issues in French', () => {
    const result = applyTransportOperation(null, create({ type_transport: 'fusée' }), SERVER_TIME);
    expect(result.outcome).toBe('refused');
    expect(result.transport).toBeNull();
    if (result.outcome === 'refused') {
      expect(result.refusal.reason).toMatch(/^Demande de transport invalide : /);
    }
  });
});

describe('[AO2] status updates go through the transition table', () => {
  it('applies an allowed transition', () => {
    const result = applyTransportOperation(
      makeTransport(),
      status('accepted', ACTORS.ambulance),
      SERVER_TIME,
    );
    expect(result.outcome).toBe('applied');
    expect(result.transport?.provider_org_id).toBe(ACTORS.ambulance.orgId);
  });

  it('records a refused transition in history without changing the state', () => {
    const cancelled = transportIn('cancelled');
    const result = applyTransportOperation(
      cancelled,
      status('en_route_pickup', ACTORS.ambulance),
      SERVER_TIME,
    );
    expect(result.outcome).toBe('refused');
    expect(result.transport?.etat).toBe('cancelled');
    expect(result.transport?.historique_etats.at(-1)).toMatchObject({ applied: false });
  });

  it('is a duplicate when the op id is already in history', () => {
    const op = status('accepted', ACTORS.ambulance, 'op-same');
    const first = applyTransportOperation(makeTransport(), op, SERVER_TIME);
    const again = applyTransportOperation(first.transport, op, SERVER_TIME + 1);
    expect(again).toEqual({ outcome: 'duplicate', transport: first.transport });
  });

  it('refuses an update of a transport that does not exist', () => {
    expect(
      applyTransportOperation(null, status('accepted', ACTORS.ambulance), SERVER_TIME),
    ).toEqual({ outcome: 'refused', transport: null, refusal: OPERATION_REFUSALS.missing });
  });
});

describe('[AO3] edits by the requesting clinic while the request waits', () => {
  it('applies the change and logs who changed which fields, once', () => {
    const result = applyTransportOperation(
      makeTransport(),
      edit({ commentaires: 'Patient malentendant' }),
      SERVER_TIME,
    );
    expect(result.outcome).toBe('applied');
    expect(result.transport?.commentaires).toBe('Patient malentendant');
    expect(result.transport?.modifications).toEqual([
      {
        op_id: 'op-edit',
        at: SERVER_TIME,
        device_time: ONE_HOUR_LATER,
        by: ACTORS.clinic.uid,
        by_name: null,
        fields: ['commentaires'],
      },
    ]);
    const replay = applyTransportOperation(
      result.transport,
      edit({ commentaires: 'Patient malentendant' }),
      SERVER_TIME + 10,
    );
    expect(replay).toEqual({ outcome: 'duplicate', transport: result.transport });
  });

  it('logs the author’s name with the edit', () => {
    const named = { ...ACTORS.clinic, name: ' Sophie Marchand ' };
    const result = applyTransportOperation(
      makeTransport(),
      edit({ commentaires: 'Rampe d’accès' }, named),
      SERVER_TIME,
    );
    expect(result.transport?.modifications.at(-1)).toMatchObject({
      by: ACTORS.clinic.uid,
      by_name: 'Sophie Marchand',
    });
  });

  it.each<[string, Transport, Actor, keyof typeof OPERATION_REFUSALS]>([
    ['another organisation', makeTransport(), ACTORS.otherClinic, 'editForbidden'],
    ['a provider', makeTransport(), ACTORS.ambulance, 'editForbidden'],
    ['after acceptance', transportIn('accepted'), ACTORS.clinic, 'editTooLate'],
  ])('refuses an edit by/for %s', (_, transport, actor, refusal) => {
    const result = applyTransportOperation(
      transport,
      edit({ commentaires: 'x' }, actor),
      SERVER_TIME,
    );
    expect(result).toEqual({ outcome: 'refused', transport, refusal: OPERATION_REFUSALS[refusal] });
  });

  it('lets an admin edit any waiting request', () => {
    const result = applyTransportOperation(
      makeTransport({ requester_org_id: null }),
      edit({ priorite: 'urgent' }, ACTORS.admin),
      SERVER_TIME,
    );
    expect(result.transport?.priorite).toBe('urgent');
  });

  it('the requester is the clinic organisation, not whoever typed it: a creator now elsewhere may not edit', () => {
    const result = applyTransportOperation(
      makeTransport({ requester_org_id: null }),
      edit({ priorite: 'critique' }, { ...ACTORS.clinic, orgId: 'autre' }),
      SERVER_TIME,
    );
    expect(result).toMatchObject({ outcome: 'refused', refusal: OPERATION_REFUSALS.editForbidden });
  });

  it('refuses an edit that makes the document invalid', () => {
    const transport = makeTransport();
    const result = applyTransportOperation(
      transport,
      edit({ type_transport: 'fusée' }),
      SERVER_TIME,
    );
    expect(result.outcome).toBe('refused');
    expect(result.transport).toBe(transport);
  });

  it('refuses an edit of a transport that does not exist', () => {
    expect(applyTransportOperation(null, edit({ commentaires: 'x' }), SERVER_TIME).outcome).toBe(
      'refused',
    );
  });
});

describe('[AO4] rebase: the device view is the server state with pending operations on top', () => {
  const deviceTime = () => ONE_HOUR_LATER;

  it('re-applies pending operations in order over a newer server state', () => {
    const server = transportIn('accepted');
    const view = rebase(
      server,
      [status('en_route_pickup', ACTORS.ambulance), status('arrived_pickup', ACTORS.ambulance)],
      deviceTime,
    );
    expect(view?.etat).toBe('arrived_pickup');
    expect(view?.historique_etats.slice(-2).map((entry) => entry.etat)).toEqual([
      'en_route_pickup',
      'arrived_pickup',
    ]);
  });

  it('shows a pending operation that the new server state refuses as refused', () => {
    const view = rebase(
      transportIn('cancelled'),
      [status('en_route_pickup', ACTORS.ambulance)],
      deviceTime,
    );
    expect(view?.etat).toBe('cancelled');
    expect(view?.historique_etats.at(-1)).toMatchObject({
      applied: false,
      etat: 'en_route_pickup',
    });
  });

  it('keeps a pending creation visible before the server knows it', () => {
    expect(rebase(null, [create(makeTransport())], deviceTime)?.id).toBe('doc-1');
  });

  it('keeps the current state when an operation cannot apply at all', () => {
    expect(rebase(null, [status('accepted', ACTORS.ambulance)], deviceTime)).toBeNull();
  });
});

describe('[AO-PMT] issue 22, session 9: the clinic corrects the prescription until the ride is over', () => {
  const REFERENCES = {
    prescripteur: 'Dr Paul Roux',
    date_prescription: '2026-11-20',
    accord_prealable: true,
    date_accord: '2026-11-21',
    serie: false,
  };
  const correct = (mode: string | null, transport: Transport, actor: Actor = ACTORS.clinic) =>
    applyTransportOperation(
      transport,
      edit({ prescribed_mode: mode, prescription: REFERENCES }, actor),
      SERVER_TIME,
    );

  it('[AO-PMT1] on an accepted ride: applied, logged as a modification of the mode and the references', () => {
    const result = correct(
      'ambulance',
      transportIn('accepted', { type_transport: 'vsl', prescribed_mode: 'vsl' }),
    );
    expect(result.outcome).toBe('applied');
    expect(result.transport).toMatchObject({
      prescribed_mode: 'ambulance',
      prescription: REFERENCES,
    });
    expect(result.transport?.modifications.at(-1)?.fields).toEqual([
      'prescribed_mode',
      'prescription',
    ]);
  });

  it.each(['completed', 'cancelled', 'expired'] as const)(
    '[AO-PMT2] on a ride %s: refused in French',
    (etat) => {
      const result = correct('ambulance', transportIn(etat, { type_transport: 'vsl' }));
      expect(result).toMatchObject({
        outcome: 'refused',
        refusal: { reason: expect.stringContaining('le transport est terminé') as unknown },
      });
    },
  );

  it('[AO-PMT3] with another field, after acceptance: the usual « too late »', () => {
    const transport = transportIn('accepted');
    const result = applyTransportOperation(
      transport,
      edit({ prescribed_mode: 'vsl', commentaires: 'x' }),
      SERVER_TIME,
    );
    expect(result).toEqual({
      outcome: 'refused',
      transport,
      refusal: OPERATION_REFUSALS.editTooLate,
    });
  });

  it.each<[string, Transport, string | null, boolean]>([
    [
      'waiting VSL ride, none → VSL',
      transportIn('pending', { type_transport: 'vsl' }),
      'vsl',
      true,
    ],
    [
      'accepted VSL ride, none → VSL',
      transportIn('accepted', { type_transport: 'vsl' }),
      'vsl',
      false,
    ],
    [
      'accepted ambulance ride, none → VSL',
      transportIn('accepted', { type_transport: 'ambulance' }),
      'vsl',
      true,
    ],
    [
      'accepted VSL ride, taxi → none',
      transportIn('accepted', { type_transport: 'vsl', prescribed_mode: 'taxi' }),
      null,
      true,
    ],
    [
      'waiting VTC ride, none → ambulance',
      transportIn('pending', { type_transport: 'vtc' }),
      'ambulance',
      false,
    ],
    [
      'by the company that accepted',
      transportIn('accepted', { type_transport: 'ambulance' }),
      'vsl',
      false,
    ],
  ])('[AO-PMT4] %s: applied %s', (name, transport, mode, applied) => {
    const actor = name.startsWith('by the company') ? ACTORS.ambulance : ACTORS.clinic;
    expect(correct(mode, transport, actor).outcome).toBe(applied ? 'applied' : 'refused');
  });
});
