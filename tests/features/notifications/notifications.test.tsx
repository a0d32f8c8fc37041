import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { LocalStorePort, RemoteDocument } from '@/data/ports';
import { buildNotification } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import type { ServerNotificationType } from '@/domain/notification/notification-type';
import { MILLIS_PER_DAY, MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type * as SwBridge from '@/app/pwa/sw-bridge';
import { transportIn } from '@tests/domain/transport/fixtures';
import { renderApp, TEST_NOW } from '@tests/support/render-app';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/app/pwa/sw-bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof SwBridge>()),
  showSystemNotification: notify,
}));

let seq = 0;
function doc(
  id: string,
  type: ServerNotificationType,
  createdAt: number,
  read = false,
): RemoteDocument<Notification> {
  seq += 1;
  const notification = buildNotification(
    type,
    { transportId: `doc-${id}`, orgId: 'clin_0001' },
    createdAt,
  );
  return {
    id,
    data: { ...notification, read },
    syncTs: { seconds: Math.floor(createdAt / 1000) + seq, nanoseconds: 0 },
  };
}

/** What a pull stores, through the port (its overload takes notification pages). */
function pull(data: UserData, ...documents: RemoteDocument<Notification>[]) {
  const last = documents.at(-1)!;
  return (data.store as LocalStorePort).applyPulled('notifications', {
    documents,
    checkpoint: { ts: last.syncTs, id: last.id },
    hasMore: false,
  });
}

const SEED = [
  doc('old', 'transport_requested', TEST_NOW - 7 * MILLIS_PER_DAY - MILLIS_PER_HOUR), // expired
  doc('read', 'transport_completed', TEST_NOW - 2 * MILLIS_PER_DAY, true),
  doc('confirmed', 'transport_confirmed', TEST_NOW - 3 * MILLIS_PER_HOUR),
  doc('driver', 'driver_assigned', TEST_NOW - 5 * MILLIS_PER_MINUTE),
];

/** A clinic user on a dashboard page, with these notifications on the device once it is open. */
async function openDashboard(
  documents: RemoteDocument<Notification>[] = SEED,
  as: 'clinique' | 'ambulance' | 'vtc' = 'clinique',
) {
  let data: UserData | null = null;
  await renderApp('/dashboard/parametres', {
    as,
    userData: {
      orgId: as === 'clinique' ? 'clin_0001' : `${as === 'vtc' ? 'vtc' : 'ambu'}_0001`,
      onReady: (opened) => {
        data = opened;
      },
    },
  });
  await waitFor(() => expect(data).not.toBeNull());
  if (documents.length > 0) await pull(data!, ...documents);
  return data!;
}

const outboxOps = async (data: UserData) => (await data.db.outbox.toArray()).map((e) => e.op);

afterEach(() => {
  notify.mockReset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('[NOTIF12] the dashboard bell', () => {
  it('[NOTIF12] nothing is shown until the device data is open', async () => {
    await renderApp('/dashboard/parametres', { as: 'clinique' });
    expect(await screen.findByRole('button', { name: 'Mon compte' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('[NOTIF12] the unread count is in the button’s accessible name (expired and read ones left out)', async () => {
    await openDashboard();
    expect(await screen.findByRole('button', { name: 'Notifications (2 non lues)' })).toBeVisible();
  });

  it('[NOTIF12] the modal lists newest first, marks the unread, dates in French and links to the transport', async () => {
    await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications (2 non lues)' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Chauffeur assigné',
      'Transport confirmé',
      'Transport terminé',
    ]);
    expect(within(items[0]!).getByText('Non lue')).toBeVisible();
    expect(within(items[0]!).getByText('il y a 5 minutes')).toBeVisible();
    expect(within(items[1]!).getByText('il y a 3 heures')).toBeVisible();
    expect(within(items[2]!).queryByText('Non lue')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('le 20/11/2026 à 10:00')).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: 'Voir le transport' })).toHaveAttribute(
      'href',
      '/dashboard/clinique/transports/doc-driver',
    );
  });

  it.each([
    ['ambulance', 'transport_cancelled', '/dashboard/ambulance/transports/doc-taken'],
    ['vtc', 'course_started', '/dashboard/vtc/transports/doc-taken'],
  ] as const)(
    '[NOTIF12] a %s company’s link opens its own transport page',
    async (role, type, href) => {
      await openDashboard([doc('taken', type, TEST_NOW - MILLIS_PER_HOUR)], role);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Notifications (1 non lue)' }),
      );
      expect(screen.getByRole('link', { name: 'Voir le transport' })).toHaveAttribute('href', href);
    },
  );

  it('[NOTIF12] « Marquer comme lu » writes one notification.read operation and the count follows at once', async () => {
    const data = await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications (2 non lues)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const first = (await within(dialog).findAllByRole('listitem'))[0]!;

    await userEvent.click(within(first).getByRole('button', { name: 'Marquer comme lu' }));

    expect(await screen.findByRole('button', { name: 'Notifications (1 non lue)' })).toBeVisible();
    await waitFor(async () =>
      expect(await outboxOps(data)).toEqual([
        {
          kind: 'notification.read',
          opId: expect.any(String) as unknown,
          notificationId: 'driver',
        },
      ]),
    );
    // The list is its own live query: it follows the count within a tick or two.
    await waitFor(() => expect(within(first).queryByText('Non lue')).not.toBeInTheDocument());
  });

  it('[NOTIF12] « Tout marquer comme lu » reads every unread one', async () => {
    const data = await openDashboard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications (2 non lues)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    const ids = (await outboxOps(data)).map((op) =>
      op.kind === 'notification.read' ? op.notificationId : '',
    );
    expect(ids.sort()).toEqual(['confirmed', 'driver']);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Tout marquer comme lu' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('[NOTIF12] empty state', async () => {
    await openDashboard([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Notifications' })).getByText(
        'Aucune notification.',
      ),
    ).toBeVisible();
  });
});

describe('[NOTIF13] system notifications while the app is in the background', () => {
  function stubPermission(permission: NotificationPermission) {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission, requestPermission });
    return requestPermission;
  }
  const hide = () =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });

  it('[NOTIF13] a new unread one arriving while hidden, with permission, is shown through the service worker', async () => {
    stubPermission('granted');
    const data = await openDashboard();
    await screen.findByRole('button', { name: 'Notifications (2 non lues)' });
    expect(notify).not.toHaveBeenCalled(); // what was there on opening is not news

    hide();
    await pull(data, doc('fresh', 'transport_completed', TEST_NOW - MILLIS_PER_MINUTE));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Transport terminé',
        // Rendered here from the type (the ride is not on this device): no stored text.
        'Le transport est terminé.',
        '/dashboard/clinique/transports/doc-fresh',
        // Tagged with the notification's id: every open tab posts it, the system shows it once.
        'fresh',
      ),
    );
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('[NOTIF13] visible, or without permission, nothing is shown', async () => {
    stubPermission('denied');
    const data = await openDashboard();
    await screen.findByRole('button', { name: 'Notifications (2 non lues)' });
    hide();
    await pull(data, doc('fresh', 'transport_completed', TEST_NOW - MILLIS_PER_MINUTE));
    await screen.findByRole('button', { name: 'Notifications (3 non lues)' });

    Reflect.deleteProperty(document, 'visibilityState');
    stubPermission('granted');
    await pull(data, doc('fresh-2', 'driver_assigned', TEST_NOW));
    await screen.findByRole('button', { name: 'Notifications (4 non lues)' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('[NOTIF13] « Activer les notifications sur cet appareil » asks the browser once, then goes away', async () => {
    const requestPermission = stubPermission('default');
    await openDashboard([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Activer les notifications sur cet appareil' }),
    );

    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Activer les notifications sur cet appareil' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('[NOTIF14] the text is rendered on the device from the type and the ride (issue 21)', () => {
  const ride = transportIn('accepted', {
    id: 'doc-confirmed',
    provider_org_id: 'ambu_0001',
    provider_org_name: 'Ambulances Bellecour',
  });
  const forged = (): RemoteDocument<Notification> => {
    const stored = doc('confirmed', 'transport_confirmed', TEST_NOW - 3 * MILLIS_PER_HOUR);
    const text = { title: 'Transport annulé', message: 'Appelez le 06 12 34 56 78.' };
    return { ...stored, data: { ...stored.data, ...text } as Notification };
  };

  it('[NOTIF14] the ride on the device names patient, date and company; a stored text is never shown', async () => {
    const data = await openDashboard([]);
    await (data.store as LocalStorePort).applyPulled('transports', {
      documents: [{ id: ride.id, data: ride, syncTs: { seconds: 1, nanoseconds: 0 } }],
      checkpoint: { ts: { seconds: 1, nanoseconds: 0 }, id: ride.id },
      hasMore: false,
    });
    await pull(data, forged());
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }));

    const item = within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole(
      'listitem',
    );
    expect(within(item).getByRole('heading')).toHaveTextContent('Transport confirmé');
    expect(
      within(item).getByText(
        'Le transport de Jeanne Martin du 22/11/2026 à 16:30 a été confirmé par Ambulances Bellecour.',
      ),
    ).toBeVisible();
    expect(within(item).queryByText(/annulé|06 12 34 56 78/)).not.toBeInTheDocument();
  });
});
