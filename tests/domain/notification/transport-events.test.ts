import { describe, expect, it } from 'vitest';
import { isNotificationFor } from '@/domain/notification/audience';
import { providerRoleOf } from '@/domain/notification/event-rules';
import type { Notification } from '@/domain/notification/notification';
import { notificationText } from '@/domain/notification/notification-text';
import {
  notificationsForOperation,
  notificationsForResult,
} from '@/domain/notification/transport-events';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import {
  ACTORS,
  makeTransport,
  makeUpdate,
  ONE_HOUR_LATER,
  transportIn,
} from '@tests/domain/transport/fixtures';

const NOW = ONE_HOUR_LATER;

function createOp(transport: Transport): TransportOperation {
  return {
    kind: 'transport.create',
    opId: 'op-c',
    transportId: transport.id,
    transport: { ...transport },
  };
}

function statusOp(status: TransportStatus, actor: Actor): TransportOperation {
  return {
    kind: 'transport.status',
    opId: 'op-s',
    transportId: 'doc-1',
    update: makeUpdate(status, actor),
  };
}

function editOp(changes: Record<string, unknown>): TransportOperation {
  return {
    kind: 'transport.edit',
    opId: 'op-e',
    transportId: 'doc-1',
    changes,
    actor: ACTORS.clinic,
    deviceTime: NOW,
  };
}

/** Runs the operation through the domain as the server would, then lists the ids of what it notifies. */
function notifiedIds(before: Transport | null, op: TransportOperation): string[] {
  const result = applyTransportOperation(before, op, NOW);
  expect(result.outcome, 'l’opération doit être appliquée').toBe('applied');
  return notificationsForResult(before, result, op, NOW)
    .map((event) => event.id)
    .sort();
}

describe('[NOTIF1] a new request notifies the providers allowed to see its type and the requesting clinic', () => {
  it.each<[Transport['type_transport'], Transport['priorite'], string[]]>([
    ['ambulance', 'normale', ['op-c:new_transport:ambulance']],
    ['ambulance', 'urgent', ['op-c:urgent_transport:ambulance']],
    ['vsl', 'critique', ['op-c:urgent_transport:ambulance', 'op-c:new_course:vtc']],
    ['vsl', 'normale', ['op-c:new_transport:ambulance', 'op-c:new_course:vtc']],
    ['vtc', 'urgent', ['op-c:new_course:vtc']],
  ])('[NOTIF1] %s %s', (type, priorite, providers) => {
    const request = makeTransport({ type_transport: type, priorite });
    expect(notifiedIds(null, createOp(request))).toEqual(
      [...providers, 'op-c:transport_requested:clin_0001'].sort(),
    );
  });

  it('[NOTIF1] without a requesting organisation the creating user is told', () => {
    const request = makeTransport({ requester_org_id: null });
    const events = notificationsForOperation(null, request, createOp(request), NOW);
    const requested = events.find((event) => event.notification.type === 'transport_requested');
    expect(requested?.id).toBe('op-c:transport_requested:u-clinique');
    expect(requested?.notification).toMatchObject({ user_id: 'u-clinique', org_id: null });
  });

  it('[NOTIF1] contents: French texts, link by document id, 7-day life; role-wide ones never name the patient', () => {
    const request = makeTransport({ type_transport: 'vsl', source: 'admin_test' });
    const events = notificationsForOperation(null, request, createOp(request), NOW);
    const byType = Object.fromEntries(events.map((e) => [e.notification.type, e.notification]));
    const shown = (n: Notification | undefined) =>
      notificationText(n!, { transport: request, patient: null });
    expect(shown(byType.new_transport)).toEqual({
      title: 'Nouveau transport disponible',
      message: 'Un nouveau transport est disponible.',
    });
    expect(byType.new_transport).toMatchObject({
      role: 'ambulance',
      user_id: null,
      org_id: null,
      transport_id: 'doc-1',
      read: false,
      is_test_data: true,
      created_at: NOW,
      expires_at: NOW + 7 * MILLIS_PER_DAY,
    });
    expect(shown(byType.new_course).message).toBe('Une nouvelle course vers Paris est disponible.');
    expect(byType.transport_requested).toMatchObject({ role: 'clinique', org_id: 'clin_0001' });
    expect(shown(byType.transport_requested).message).toBe(
      'Votre demande de transport pour Jeanne Martin du 22/11/2026 à 16:30 a bien été envoyée.',
    );
  });
});

describe('[NOTIF2] status changes notify the clinic and the provider organisation', () => {
  const vtcRide = (status: TransportStatus) =>
    transportIn(status, { type_transport: 'vtc', provider_org_id: ACTORS.vtc.orgId });

  it.each<[string, Transport, TransportStatus, Actor, string[]]>([
    [
      'ambulance acceptance',
      transportIn('pending'),
      'accepted',
      ACTORS.ambulance,
      ['op-s:transport_accepted:ambu_0001', 'op-s:transport_confirmed:clin_0001'],
    ],
    [
      'VTC acceptance',
      makeTransport({ type_transport: 'vtc' }),
      'accepted',
      ACTORS.vtc,
      ['op-s:course_accepted:vtc_0001', 'op-s:transport_confirmed:clin_0001'],
    ],
    [
      'ambulance on its way',
      transportIn('assigned'),
      'en_route_pickup',
      ACTORS.ambulance,
      ['op-s:driver_assigned:clin_0001'],
    ],
    [
      'VTC on its way',
      vtcRide('accepted'),
      'en_route_pickup',
      ACTORS.vtc,
      ['op-s:course_started:vtc_0001', 'op-s:driver_assigned:clin_0001'],
    ],
    [
      'ambulance arrival',
      transportIn('arrived_destination'),
      'completed',
      ACTORS.ambulance,
      ['op-s:transport_completed:clin_0001'],
    ],
    [
      'VTC arrival',
      vtcRide('arrived_destination'),
      'completed',
      ACTORS.vtc,
      ['op-s:course_completed:vtc_0001', 'op-s:transport_completed:clin_0001'],
    ],
    [
      'cancellation of an ambulance ride',
      transportIn('en_route_pickup'),
      'cancelled',
      ACTORS.clinic,
      ['op-s:transport_cancelled:ambu_0001'],
    ],
    ['cancellation of a VTC ride', vtcRide('accepted'), 'cancelled', ACTORS.clinic, []],
    ['cancellation while waiting', transportIn('pending'), 'cancelled', ACTORS.clinic, []],
    ['confirmation', transportIn('accepted'), 'confirmed', ACTORS.ambulance, []],
    ['patient on board', transportIn('arrived_pickup'), 'patient_loaded', ACTORS.ambulance, []],
  ])('[NOTIF2] %s', (_label, before, status, actor, expected) => {
    expect(notifiedIds(before, statusOp(status, actor))).toEqual(expected.sort());
  });

  it('[NOTIF2] the clinic hears of its driver by patient, date and company, never by internal ids', () => {
    const before = transportIn('assigned', {
      transport_id: 'tr_ambu_00042',
      provider_org_name: 'Ambulances Bellecour',
    });
    const op = statusOp('en_route_pickup', ACTORS.ambulance);
    const result = applyTransportOperation(before, op, NOW);
    const [event] = notificationsForResult(before, result, op, NOW);
    expect(event?.notification).toMatchObject({ type: 'driver_assigned', transport_id: 'doc-1' });
    expect(
      notificationText(event!.notification, { transport: result.transport, patient: null }),
    ).toEqual({
      title: 'Chauffeur assigné',
      message:
        'Un chauffeur (Ambulances Bellecour) a été assigné au transport de Jeanne Martin du 22/11/2026 à 16:30.',
    });
  });
});

describe('[NOTIF3] a clinic edit reaches whoever may hold the request', () => {
  it.each<[string, Transport, Record<string, unknown>, string[]]>([
    [
      'waiting VSL request',
      transportIn('pending'),
      { commentaires: 'Étage 3' },
      ['op-e:transport_modified:ambulance'],
    ],
    ['waiting VTC request', makeTransport({ type_transport: 'vtc' }), { commentaires: 'x' }, []],
    [
      'ambulance request turned VTC',
      makeTransport({ type_transport: 'ambulance' }),
      { type_transport: 'vtc' },
      ['op-e:transport_modified:ambulance'],
    ],
  ])('[NOTIF3] %s', (_label, before, changes, expected) => {
    expect(notifiedIds(before, editOp(changes))).toEqual(expected);
  });

  it('[NOTIF3] with a provider already set, only its organisation is told', () => {
    const held = transportIn('pending', { provider_org_id: ACTORS.ambulance.orgId });
    const after = { ...held, commentaires: 'Étage 3' };
    const ids = notificationsForOperation(held, after, editOp({ commentaires: 'Étage 3' }), NOW);
    expect(ids.map((event) => event.id)).toEqual(['op-e:transport_modified:ambu_0001']);
  });
});

describe('[NOTIF4] refused and replayed operations notify nobody', () => {
  it('[NOTIF4] a refusal (already accepted by another company) creates nothing', () => {
    const before = transportIn('accepted');
    const op = statusOp('accepted', ACTORS.otherAmbulance);
    const result = applyTransportOperation(before, op, NOW);
    expect(result.outcome).toBe('refused');
    expect(notificationsForResult(before, result, op, NOW)).toEqual([]);
  });

  it('[NOTIF4] a replayed creation is a duplicate and creates nothing', () => {
    const request = makeTransport();
    const result = applyTransportOperation(request, createOp(request), NOW);
    expect(result.outcome).toBe('duplicate');
    expect(notificationsForResult(request, result, createOp(request), NOW)).toEqual([]);
  });
});

describe('[NOTIF5] who receives a notification', () => {
  const base = { role: 'ambulance' as const, user_id: null, org_id: null };
  it.each<
    [
      string,
      typeof base | { role: 'ambulance'; user_id: string | null; org_id: string | null },
      Actor,
      boolean,
    ]
  >([
    ['role-wide, same role', base, ACTORS.ambulance, true],
    ['role-wide, other role', base, ACTORS.vtc, false],
    ['role-wide, admin', base, ACTORS.admin, false],
    ['organisation, member of the role', { ...base, org_id: 'ambu_0001' }, ACTORS.ambulance, true],
    ['organisation, other company', { ...base, org_id: 'ambu_0001' }, ACTORS.otherAmbulance, false],
    [
      'organisation, same org id but other role',
      { ...base, org_id: 'ambu_0001' },
      { ...ACTORS.clinic, orgId: 'ambu_0001' },
      false,
    ],
    ['personal, that user', { ...base, user_id: 'u-ambu' }, ACTORS.ambulance, true],
    ['personal, a colleague', { ...base, user_id: 'u-ambu-x' }, ACTORS.ambulance, false],
    [
      'personal wins over organisation',
      { ...base, user_id: 'u-ambu', org_id: 'ambu_0002' },
      ACTORS.ambulance,
      true,
    ],
  ])('[NOTIF5] %s', (_label, notification, actor, expected) => {
    expect(isNotificationFor(notification, actor)).toBe(expected);
  });

  it.each<[string, Partial<Transport>, Actor | null, string | null]>([
    ['no provider', { provider_org_id: null }, null, null],
    [
      'acting provider',
      { provider_org_id: 'org-x', type_transport: 'vsl' },
      { ...ACTORS.vtc, orgId: 'org-x' },
      'vtc',
    ],
    ['vtc_ prefix', { provider_org_id: 'vtc_0009', type_transport: 'vsl' }, null, 'vtc'],
    ['ambu_ prefix', { provider_org_id: 'ambu_0009', type_transport: 'vtc' }, null, 'ambulance'],
    [
      'unknown org, VTC type',
      { provider_org_id: 'default-org', type_transport: 'vtc' },
      null,
      'vtc',
    ],
    [
      'unknown org, VSL type',
      { provider_org_id: 'default-org', type_transport: 'vsl' },
      null,
      'ambulance',
    ],
    [
      'accepted by an admin',
      { provider_org_id: 'admin_0001', type_transport: 'vtc' },
      ACTORS.admin,
      null,
    ],
  ])('[NOTIF5] provider role: %s', (_label, fields, actor, expected) => {
    expect(providerRoleOf(makeTransport(fields), actor)).toBe(expected);
  });
});
