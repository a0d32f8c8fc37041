import { describe, expect, it } from 'vitest';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import { OPERATION_REFUSALS } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  counterNeededFor,
  decideTransportPush,
  decideUnreadableRide,
} from '@/domain/sync/transport-decision';
import type { Actor } from '@/domain/transport/status-update';
import type { TransportStatus } from '@/domain/transport/transport-status';
import {
  ACTORS,
  makeTransport,
  makeUpdate,
  ONE_HOUR_LATER,
  transportIn,
} from '@tests/domain/transport/fixtures';

const NOW = ONE_HOUR_LATER;
const FALLBACK = fallbackTransportId({ now: () => NOW }, () => 0.5);

const create = (overrides: Record<string, unknown> = {}): TransportOperation => ({
  kind: 'transport.create',
  opId: 'op-create',
  transportId: 'TRA-doc',
  transport: { ...makeTransport({ id: 'TRA-doc' }), transport_id: FALLBACK, ...overrides },
});

const status = (to: TransportStatus, actor: Actor): TransportOperation => ({
  kind: 'transport.status',
  opId: `op-${to}-${actor.uid}`,
  transportId: 'doc-1',
  update: makeUpdate(to, actor),
});

describe('[DEC1] creation: numbered from its counter, which names the ride; the offer opens', () => {
  it('[DEC1] counter 41 → tr_vsl_00042, counter write naming the document, identity and offer written', () => {
    const op = create();
    expect(counterNeededFor(op, ACTORS.clinic)).toBe('transport_vsl');
    const decision = decideTransportPush({
      op,
      viewer: ACTORS.clinic,
      current: null,
      counter: { value: 41, lastUpdated: null, type: 'transport' },
      serverTime: NOW,
    });
    expect(decision.kind).toBe('decided');
    if (decision.kind !== 'decided') return;
    expect(decision.result.outcome).toBe('applied');
    expect(decision.writes).toMatchObject({
      created: true,
      identityChanged: true,
      offer: { type_transport: 'vsl', open: true },
      counter: { name: 'transport_vsl', counter: { value: 42 }, lastId: 'TRA-doc' },
    });
    expect(decision.writes!.transport.transport_id).toBe('tr_vsl_00042');
    expect(decision.writes!.notifications.length).toBeGreaterThan(0);
  });

  it('[DEC1] an unreadable counter keeps the fallback id (spec §8); only an admin keeps an id it chose', () => {
    const decision = decideTransportPush({
      op: create(),
      viewer: ACTORS.clinic,
      current: null,
      counter: 'unreadable',
      serverTime: NOW,
    });
    expect(decision.kind === 'decided' && decision.writes?.transport.transport_id).toBe(FALLBACK);
    expect(decision.kind === 'decided' && decision.writes?.counter).toBeNull();
    // Numbers are the server's: a device's proposed number is replaced; only an admin's tool keeps one.
    expect(counterNeededFor(create({ transport_id: 'tr_vsl_00007' }), ACTORS.clinic)).toBe(
      'transport_vsl',
    );
    expect(counterNeededFor(create({ transport_id: 'tr_vsl_00007' }), ACTORS.admin)).toBeNull();
  });

  it('[DEC1] creating for another organisation is denied with the domain’s French reason', () => {
    const decision = decideTransportPush({
      op: create(),
      viewer: ACTORS.otherClinic,
      current: null,
      counter: null,
      serverTime: NOW,
    });
    expect(decision).toMatchObject({ kind: 'denied' });
  });
});

describe('[DEC2] status changes', () => {
  it('[DEC2] acceptance by a candidate closes the offer and touches no identity', () => {
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: transportIn('pending'),
      serverTime: NOW,
    });
    expect(decision.kind === 'decided' && decision.writes).toMatchObject({
      created: false,
      identityChanged: false,
      offer: { type_transport: 'vsl', open: false },
      counter: null,
    });
  });

  it('[DEC2] acting in someone else’s name is denied', () => {
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.otherAmbulance,
      current: transportIn('pending'),
      serverTime: NOW,
    });
    expect(decision.kind).toBe('denied');
  });

  it('[DEC3] the company that lost the race is refused and nothing is written to a ride it may no longer read', () => {
    const taken = transportIn('accepted');
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.vtc),
      viewer: ACTORS.vtc,
      current: taken,
      serverTime: NOW,
    });
    expect(decision).toMatchObject({
      kind: 'decided',
      writes: null,
      result: { outcome: 'refused', transport: null, refusal: { code: 'already_accepted' } },
    });
  });

  it('[DEC3] a party’s refused change is kept in the ride’s history (not applied, with its reason)', () => {
    const cancelled = transportIn('cancelled', { provider_org_id: ACTORS.ambulance.orgId });
    const decision = decideTransportPush({
      op: status('en_route_pickup', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: cancelled,
      serverTime: NOW,
    });
    expect(decision.kind === 'decided' && decision.result.outcome).toBe('refused');
    const written = decision.kind === 'decided' ? decision.writes : null;
    expect(written?.transport.historique_etats.at(-1)).toMatchObject({ applied: false });
    expect(written?.offer).toBeNull();
  });

  it('[DEC4] a replay writes nothing', () => {
    const op = status('accepted', ACTORS.ambulance);
    const first = decideTransportPush({
      op,
      viewer: ACTORS.ambulance,
      current: transportIn('pending'),
      serverTime: NOW,
    });
    const after = first.kind === 'decided' ? first.writes!.transport : null;
    const again = decideTransportPush({
      op,
      viewer: ACTORS.ambulance,
      current: after,
      serverTime: NOW,
    });
    expect(again).toMatchObject({
      kind: 'decided',
      writes: null,
      result: { outcome: 'duplicate' },
    });
  });

  it('[DEC4] a stored document nobody can read is refused as missing, never overwritten', () => {
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: null,
      unreadable: true,
      serverTime: NOW,
    });
    expect(decision).toMatchObject({ kind: 'decided', writes: null });
  });
});

describe('[DEC5] a ride the provider can no longer read is answered from its offer marker alone', () => {
  it.each([
    ['closed offer, acceptance', { open: false }, 'accepted', OPERATION_REFUSALS.takenByAnother],
    ['no offer at all', null, 'accepted', OPERATION_REFUSALS.missing],
    ['closed offer, another move', { open: false }, 'en_route_pickup', OPERATION_REFUSALS.missing],
  ] as const)('[DEC5] %s', (_label, offer, to, refusal) => {
    const result = decideUnreadableRide(status(to, ACTORS.vtc), offer);
    expect(result).toEqual({ outcome: 'refused', transport: null, refusal });
  });
});
