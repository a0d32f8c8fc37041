import { describe, expect, it } from 'vitest';
import { notificationQueries } from '@/data/local/queries/notification-list';
import { raiseZoneNotices, readZoneNotice } from '@/data/local/store/zone-notices';
import type { Coordinates } from '@/domain/transport/geo';
import { ACTORS, CREATED_AT, makeTransport } from '../../../domain/transport/fixtures';
import { notificationDoc, pullNotifications } from '../support/notifications';
import { remoteDoc } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

const MIN = 60_000;
const LYON: Coordinates = { lat: 45.7578, lng: 4.832 };
const viewer = { ...ACTORS.ambulance, memberRole: null, removed: false };
// A critique request from Saint-Étienne (~50 km from Lyon), 1-minute delay: it reaches Lyon at +2 min (80 km).
const request = makeTransport({
  id: 'doc-zone',
  type_transport: 'ambulance',
  priorite: 'critique',
  escalation_delays: { critique: 1, urgent: 15, normale: 120 },
  requester_org_name: 'Clinique du Parc',
  adresse_depart: {
    rue: '10 rue Gambetta',
    ville: 'Saint-Étienne',
    codePostal: '42000',
    coordonnees: { lat: 45.4397, lng: 4.3872 },
  },
});

describe('[ZONE-D1] the device raises each zone notice once, in its notifications, read on the device', () => {
  it('[ZONE-D1] nothing before the step, one at it, none again; « lu » stays on the device', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(request, 100));
    const raise = (minutes: number) =>
      raiseZoneNotices(db, { viewer, base: LYON, serverNow: CREATED_AT + minutes * MIN });

    expect(await raise(1)).toBe(0);
    expect(await raise(2)).toBe(1);
    expect(await raise(3)).toBe(0);
    const queries = notificationQueries(db);
    const now = CREATED_AT + 3 * MIN;
    expect(await queries.unreadNotificationCount(now, null)).toBe(1);
    const [shown] = await queries.listNotifications(now, null);
    expect(shown).toMatchObject({
      id: 'zone:doc-zone',
      transport_id: 'doc-zone',
      created_at: CREATED_AT + 2 * MIN,
      text: { title: 'Nouvelle demande dans votre zone' },
    });

    await readZoneNotice(db, 'zone:doc-zone');
    expect(await queries.unreadNotificationCount(now, null)).toBe(0);
    expect(await raise(4)).toBe(0);
    expect(await queries.unreadNotificationCount(now, null)).toBe(0);
    // Nothing to send: no server holds it.
    expect(await db.outbox.count()).toBe(0);
  });

  it('[ZONE-D1] a clinic’s device raises none', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(request, 100));
    const clinic = { ...ACTORS.clinic, memberRole: null, removed: false };
    expect(
      await raiseZoneNotices(db, { viewer: clinic, base: LYON, serverNow: CREATED_AT + 10 * MIN }),
    ).toBe(0);
  });
});

describe('[ZONE-D2] the filing’s « Nouveau transport » reaches the bell of the companies of the first zone only', () => {
  const filed = { ...request, id: 't-filed' };
  const SAINT_ETIENNE: Coordinates = { lat: 45.45, lng: 4.4 };

  async function deviceWith() {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(filed, 100));
    await pullNotifications(store, notificationDoc('filed', CREATED_AT));
    return { db, queries: notificationQueries(db) };
  }

  it('[ZONE-D2] a company the zone reaches later sees nothing at filing, then the zone’s own notice', async () => {
    const { db, queries } = await deviceWith();
    const now = CREATED_AT + 30_000;
    expect(await queries.listNotifications(now, LYON)).toEqual([]);
    expect(await queries.unreadNotificationCount(now, LYON)).toBe(0);

    await raiseZoneNotices(db, { viewer, base: LYON, serverNow: CREATED_AT + 2 * MIN });
    const later = CREATED_AT + 2 * MIN;
    expect((await queries.listNotifications(later, LYON)).map((row) => row.text.title)).toEqual([
      'Nouvelle demande dans votre zone',
    ]);
    expect(await queries.unreadNotificationCount(later, LYON)).toBe(1);
  });

  it('[ZONE-D2] a company within the first zone, or one without a base, sees the filing’s notice', async () => {
    const { queries } = await deviceWith();
    const now = CREATED_AT + 30_000;
    for (const base of [SAINT_ETIENNE, null]) {
      expect((await queries.listNotifications(now, base)).map((row) => row.text.title)).toEqual([
        'Nouveau transport disponible',
      ]);
      expect(await queries.unreadNotificationCount(now, base)).toBe(1);
    }
  });
});
