import { describe, expect, it } from 'vitest';
import {
  FILING_NOTICE_TYPES,
  filingNoticeShown,
  isDeviceNotice,
  zoneNoticeId,
  zoneNotices,
} from '@/domain/award/zone-notices';
import { NOTIFICATION_TTL_MS } from '@/domain/constants';
import { EVENT_NOTIFICATIONS } from '@/domain/notification/event-table';
import { notificationSchema } from '@/domain/notification/notification';
import { notificationText } from '@/domain/notification/notification-text';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, CREATED_AT, makeTransport, transportIn } from '../transport/fixtures';

const MIN = 60_000;
// Pickup in Saint-Étienne; bases at ~10 km, ~50 km (Lyon) and ~420 km (Paris) from it.
const PICKUP: Coordinates = { lat: 45.4397, lng: 4.3872 };
const NEAR: Coordinates = { lat: 45.5, lng: 4.48 };
const LYON: Coordinates = { lat: 45.7578, lng: 4.832 };
const PARIS: Coordinates = { lat: 48.8566, lng: 2.3522 };
const company = { ...ACTORS.ambulance, memberRole: null, removed: false };

/** A critique ambulance request from Saint-Étienne with a 1-minute delay: 20 km, 40 at +1, 80 at +2, … */
const ride = (overrides: Partial<Transport> = {}) =>
  makeTransport({
    id: 'doc-zone',
    type_transport: 'ambulance',
    priorite: 'critique',
    escalation_delays: { critique: 1, urgent: 15, normale: 120 },
    adresse_depart: {
      rue: '10 rue Gambetta',
      ville: 'Saint-Étienne',
      codePostal: '42000',
      coordonnees: PICKUP,
    },
    ...overrides,
  });

const notices = (options: Partial<Parameters<typeof zoneNotices>[0]> & { minutes: number }) =>
  zoneNotices({
    rides: [ride()],
    viewer: company,
    base: LYON,
    serverNow: CREATED_AT + options.minutes * MIN,
    known: new Set(),
    ...options,
  });

describe('[ZONE-N1] a company device notices a request once its widened zone reaches the base', () => {
  it.each([
    // base, minutes after filing (server time), noticed?, step opening (minutes)
    ['Lyon (~50 km)', LYON, 1.99, false, null],
    ['Lyon (~50 km)', LYON, 2, true, 2],
    ['Lyon (~50 km)', LYON, 60, true, 2],
    ['Paris (~420 km)', PARIS, 3.99, false, null],
    ['Paris (~420 km)', PARIS, 4, true, 4],
    // Reached at filing: the filing's own notification tells of it, never this one.
    ['à 10 km', NEAR, 0, false, null],
    ['à 10 km', NEAR, 30, false, null],
    // No base: nothing measured, reached at filing.
    ['sans base', null, 30, false, null],
  ] as const)('[ZONE-N1] %s à +%s min : %s', (_, base, minutes, noticed, opening) => {
    const found = notices({ base, minutes });
    expect(found).toHaveLength(noticed ? 1 : 0);
    if (!noticed) return;
    const [notice] = found;
    expect(notice).toMatchObject({
      id: 'zone:doc-zone',
      type: 'zone_reached',
      role: 'ambulance',
      user_id: company.uid,
      org_id: company.orgId,
      transport_id: 'doc-zone',
      read: false,
      created_at: CREATED_AT + opening! * MIN,
      expires_at: CREATED_AT + opening! * MIN + NOTIFICATION_TTL_MS,
    });
    const { id: _id, ...stored } = notice!;
    expect(notificationSchema.parse(stored)).toEqual(stored);
  });

  it.each([
    ['already noticed on this device', { known: new Set([zoneNoticeId('doc-zone')]) }],
    [
      'accepted meanwhile',
      {
        rides: [
          transportIn('accepted', { ...ride(), etat: 'accepted', provider_org_id: 'ambu_0002' }),
        ],
      },
    ],
    ['a type the role does not serve', { rides: [ride({ type_transport: 'vtc' })] }],
    [
      'a chauffeur (sees only assigned rides)',
      { viewer: { ...company, memberRole: 'chauffeur' as const } },
    ],
    ['a removed member', { viewer: { ...company, removed: true } }],
    ['a clinic', { viewer: { ...ACTORS.clinic, memberRole: null, removed: false } }],
  ] as const)('[ZONE-N2] none when %s', (_, options) => {
    expect(notices({ minutes: 10, ...options })).toEqual([]);
  });

  it('[ZONE-N3] ids are the ride’s (one per ride on the device) and marked as the device’s own', () => {
    expect(zoneNoticeId('abc')).toBe('zone:abc');
    expect(isDeviceNotice('zone:abc')).toBe(true);
    expect(isDeviceNotice('op-1:new_transport:ambulance')).toBe(false);
  });

  it('[ZONE-N4] its French text names the clinic and the ride’s date, never the patient', () => {
    const transport = ride({ requester_org_name: 'Clinique du Parc' });
    const [notice] = notices({ rides: [transport], minutes: 5 });
    const text = notificationText(notice!, { transport, patient: null });
    expect(text.title).toBe('Nouvelle demande dans votre zone');
    expect(text.message).toMatch(
      /^La zone de la demande de Clinique du Parc du \d\d\/\d\d\/\d{4} à \d\d:\d\d s’est élargie jusqu’à votre base : vous pouvez y répondre\.$/,
    );
    expect(text.message).not.toContain('Martin');
    expect(notificationText(notice!, { transport: null, patient: null }).message).toBe(
      'La zone de la demande s’est élargie jusqu’à votre base : vous pouvez y répondre.',
    );
  });
});

describe('[ZONE-N5] a filing’s notice, addressed to every company of the type, is shown where the first zone reached', () => {
  it('[ZONE-N5] the filing types are the event table’s role-wide ones at creation', () => {
    const roleWide = Object.entries(EVENT_NOTIFICATIONS.create ?? {}).flatMap(([type, rule]) =>
      rule?.to === 'role' ? [type] : [],
    );
    expect([...FILING_NOTICE_TYPES].sort()).toEqual(roleWide.sort());
    expect(roleWide.sort()).toEqual(['new_course', 'new_transport', 'urgent_transport']);
  });

  it.each([
    ['a base within the first zone (~10 km)', NEAR, true],
    ['a base the zone reaches at +2 min (Lyon, ~50 km)', LYON, false],
    ['a base far beyond every zone (Paris)', PARIS, false],
    ['no base (nothing to measure)', null, true],
  ] as const)('[ZONE-N5] %s → shown: %s', (_, base, shown) => {
    expect(filingNoticeShown('new_transport', ride(), base)).toBe(shown);
    expect(filingNoticeShown('urgent_transport', ride(), base)).toBe(shown);
  });

  it('[ZONE-N5] any other type, or a ride not on the device, is shown', () => {
    expect(filingNoticeShown('transport_accepted', ride(), PARIS)).toBe(true);
    expect(filingNoticeShown('new_transport', undefined, PARIS)).toBe(true);
    // An unlocated pickup is measured by nobody: reached at filing.
    const unlocated = ride({
      adresse_depart: { rue: '', ville: 'Saint-Étienne', codePostal: '42000', coordonnees: null },
    });
    expect(filingNoticeShown('new_transport', unlocated, PARIS)).toBe(true);
  });
});
