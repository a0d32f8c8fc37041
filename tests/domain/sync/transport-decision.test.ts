import { describe, expect, it } from 'vitest';
import { notificationText } from '@/domain/notification/notification-text';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import { OPERATION_REFUSALS } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  counterNeededFor,
  decideTransportPush,
  decideUnreadableRide,
  organisationNeededFor,
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

describe('[DEC6] the clinic and the accepting company are named on the ride from their own documents', () => {
  const BELLECOUR = { name: 'Ambulances Bellecour', phone: '04 72 41 18 18', base: null };
  const PARC = { name: 'Clinique du Parc', phone: '04 78 89 12 34', base: null };

  it.each<[string, TransportOperation, Actor, { collection: string; id: string } | null]>([
    [
      'a clinic’s creation reads its clinic',
      create(),
      ACTORS.clinic,
      { collection: 'clinics', id: 'clin_0001' },
    ],
    ['an admin’s creation reads nothing', create(), ACTORS.admin, null],
    [
      'an ambulance’s acceptance reads its company',
      status('accepted', ACTORS.ambulance),
      ACTORS.ambulance,
      { collection: 'ambulanceCompanies', id: 'ambu_0001' },
    ],
    [
      'a VTC’s acceptance reads its company',
      status('accepted', ACTORS.vtc),
      ACTORS.vtc,
      { collection: 'vtcCompanies', id: 'vtc_0001' },
    ],
    ['any other move reads nothing', status('confirmed', ACTORS.ambulance), ACTORS.ambulance, null],
  ])('[DEC6] %s', (_label, op, viewer, expected) => {
    expect(organisationNeededFor(op, viewer)).toEqual(expected);
  });

  it('[DEC6] an acceptance copies the company’s name and phone, and the clinic’s notice names it', () => {
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: transportIn('pending'),
      organisation: BELLECOUR,
      serverTime: NOW,
    });
    if (decision.kind !== 'decided' || decision.writes === null) throw new Error('non décidé');
    expect(decision.writes.transport).toMatchObject({
      provider_org_id: 'ambu_0001',
      provider_org_name: 'Ambulances Bellecour',
      provider_org_phone: '04 72 41 18 18',
    });
    expect(decision.result.transport).toEqual(decision.writes.transport);
    const confirmed = decision.writes.notifications.find(
      (event) => event.notification.type === 'transport_confirmed',
    );
    const shown = notificationText(confirmed!.notification, {
      transport: decision.writes.transport,
      patient: null,
    }).message;
    expect(shown).toMatch(/ par Ambulances Bellecour\.$/);
    expect(shown).not.toMatch(/ambu_0001|doc-1/);
  });

  it('[DEC6] a company document without a phone leaves the phone absent, never empty', () => {
    const decision = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: transportIn('pending'),
      organisation: { ...BELLECOUR, phone: null },
      serverTime: NOW,
    });
    const written = decision.kind === 'decided' ? decision.writes?.transport : null;
    expect(written?.provider_org_name).toBe('Ambulances Bellecour');
    expect(written && 'provider_org_phone' in written).toBe(false);
  });

  it('[DEC6] a clinic’s creation copies the clinic’s name and phone; a later move leaves them alone', () => {
    const decision = decideTransportPush({
      op: create(),
      viewer: ACTORS.clinic,
      current: null,
      counter: null,
      organisation: PARC,
      serverTime: NOW,
    });
    if (decision.kind !== 'decided' || decision.writes === null) throw new Error('non décidé');
    expect(decision.writes.transport).toMatchObject({
      requester_org_name: 'Clinique du Parc',
      requester_org_phone: '04 78 89 12 34',
    });
    expect(decision.writes.transport.provider_org_name).toBeUndefined();
    const accepted = decideTransportPush({
      op: status('accepted', ACTORS.ambulance),
      viewer: ACTORS.ambulance,
      current: transportIn('pending', { requester_org_name: 'Clinique du Parc' }),
      organisation: BELLECOUR,
      serverTime: NOW,
    });
    const after = accepted.kind === 'decided' ? accepted.writes?.transport : null;
    expect(after?.requester_org_name).toBe('Clinique du Parc');
  });

  it('[DEC6] names a device slipped into its operation are never kept: the server copies its own', () => {
    const decision = decideTransportPush({
      op: create({ requester_org_name: 'Clinique inventée' }),
      viewer: ACTORS.clinic,
      current: null,
      counter: null,
      organisation: null,
      serverTime: NOW,
    });
    const written = decision.kind === 'decided' ? decision.writes?.transport : null;
    expect(written && 'requester_org_name' in written).toBe(false);
  });
});
