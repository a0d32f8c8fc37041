import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from '@tests/domain/transport/fixtures';
import { TEST_NOW } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import type { Position } from '@/domain/transport/geo';
import { geolocation } from '@/features/transports/driver/geolocation';
import { deferred, GPS_FIX, openRide, outboxUpdates, tap } from './driver-harness';

const CANCELLED_REASON = 'Ce transport a été annulé : son état ne peut plus changer.';
// Later than the fixtures' creation, so a pulled document counts as newer.
const SERVER_TIME = ONE_HOUR_LATER;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('[DRV9] a tap the device refuses records nothing and says why', () => {
  it('[DRV9a] records a tap at once while the GPS has not answered: closing the app right after loses nothing', async () => {
    const gps = deferred<Position | null>();
    vi.spyOn(geolocation, 'currentPosition').mockReturnValue(gps.promise);
    const { data } = await openRide(transportIn('arrived_pickup'));
    await tap('Patient à bord');
    const [update] = await outboxUpdates(data);
    expect(update).toMatchObject({ status: 'patient_loaded', position: null });
    gps.resolve(GPS_FIX);
  });
});

describe('[DRV10] unsynchronised steps are marked until the server confirms them', () => {
  it('[DRV10a] marks the new history entry, then clears the mark once applied on the server', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
    const ride = transportIn('accepted');
    const { data } = await openRide(ride);
    await tap('En route vers le patient');
    const history = screen.getByRole('region', { name: 'Historique' });
    const entry = await within(history).findByText('En route vers le patient');
    expect(entry.closest('li')).toHaveTextContent(/en attente de synchronisation/i);

    // The sync engine pushes it and the server applies it.
    const [row] = await data.db.outbox.toArray();
    const [update] = await outboxUpdates(data);
    const pushed = applyOrRecord(ride, update!, SERVER_TIME);
    expect(pushed.outcome).toBe('applied');
    await data.store.settle(row!.seq, {
      status: 'applied',
      document: { id: ride.id, data: pushed.transport, syncTs: { seconds: 2e9, nanoseconds: 0 } },
    });
    await waitFor(() =>
      expect(
        within(history).getByText('En route vers le patient').closest('li'),
      ).not.toHaveTextContent(/en attente de synchronisation/i),
    );
  });
});

describe('[DRV11] a refusal by the server is loud and kept', () => {
  it('[DRV11a] shows the banner for a server-refused update of this device until acknowledged', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
    const ride = transportIn('arrived_pickup');
    const { data } = await openRide(ride);
    await tap('Patient à bord');
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));

    // Meanwhile the clinic cancelled: the server records the driver's update as refused.
    const cancelled = { ...ride, etat: 'cancelled' as const, status: 'cancelled' as const };
    const [row] = await data.db.outbox.toArray();
    const [update] = await outboxUpdates(data);
    const pushed = applyOrRecord(cancelled, update!, SERVER_TIME);
    if (pushed.outcome !== 'refused') throw new Error('expected a refusal');
    await data.store.settle(row!.seq, {
      status: 'refused',
      refusal: pushed.refusal,
      document: { id: ride.id, data: pushed.transport, syncTs: { seconds: 2e9, nanoseconds: 0 } },
    });

    const banner = await screen.findByText('Votre mise à jour « Patient à bord » a été refusée.');
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(CANCELLED_REASON);
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText(`Modification refusée : ${CANCELLED_REASON}`)).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() =>
      expect(screen.queryByText('Votre mise à jour « Patient à bord » a été refusée.')).toBeNull(),
    );
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(0));
    // The history keeps the refused update for good.
    expect(within(history).getByText(`Modification refusée : ${CANCELLED_REASON}`)).toBeVisible();
  });

  it('[DRV11b] the banner says who made the change the tap collided with, when, and why', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
    const ride = transportIn('arrived_pickup', { requester_org_name: 'Clinique du Parc' });
    const { data } = await openRide(ride);
    await tap('Patient à bord');
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));

    // The clinic cancelled first, signed, with a motive; the driver's update lands on top and is refused.
    const clinic = { ...ACTORS.clinic, name: 'Sophie Marchand' };
    const cancel = makeUpdate('cancelled', clinic, {
      reason: 'Patient hospitalisé',
      deviceTime: Date.UTC(2026, 10, 22, 10, 32), // before the server's time (issue 21: never after it)
    });
    const cancelled = applyOrRecord(ride, cancel, SERVER_TIME - 1);
    if (cancelled.outcome !== 'applied') throw new Error('expected the cancellation to apply');
    const [row] = await data.db.outbox.toArray();
    const [update] = await outboxUpdates(data);
    const pushed = applyOrRecord(cancelled.transport, update!, SERVER_TIME);
    if (pushed.outcome !== 'refused') throw new Error('expected a refusal');
    await data.store.settle(row!.seq, {
      status: 'refused',
      refusal: pushed.refusal,
      document: { id: ride.id, data: pushed.transport, syncTs: { seconds: 2e9, nanoseconds: 0 } },
    });

    const banner = await screen.findByText('Votre mise à jour « Patient à bord » a été refusée.');
    expect(banner.closest('[role="alert"]')).toHaveTextContent(
      'Annulé le 22/11/2026 11:32 par Sophie Marchand, pour Clinique du Parc. Motif : Patient hospitalisé',
    );
  });

  it('[DRV12] shows a refusal known only from the history (another device of this driver)', async () => {
    const ride = transportIn('cancelled');
    const { data } = await openRide(ride);
    const refusedEntry = {
      etat: 'patient_loaded' as const,
      timestamp: TEST_NOW,
      updated_by: data.viewer.uid,
      updated_by_name: null,
      updated_by_role: null,
      updated_by_org: null,
      device_id: null,
      notes: null,
      reason: null,
      position: null,
      op_id: 'op-other-device',
      server_timestamp: SERVER_TIME,
      applied: false,
      refusal_code: 'terminal' as const,
      refusal_reason: CANCELLED_REASON,
    };
    // The server's copy, pulled: it remembers a refused tap this driver made on another phone.
    await seedPulled(data, [
      {
        ...ride,
        updated_at: SERVER_TIME,
        historique_etats: [
          refusedEntry,
          { ...refusedEntry, op_id: 'op-colleague', updated_by: 'u-autre' },
        ],
      },
    ]);
    const alerts = await screen.findAllByText(
      'Votre mise à jour « Patient à bord » a été refusée.',
    );
    // Only this driver's own refusal makes the banner; the colleague's stays in the history.
    expect(alerts).toHaveLength(1);
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getAllByText(`Modification refusée : ${CANCELLED_REASON}`)).toHaveLength(
      2,
    );
  });
});

describe('[DRV13] failed sends are shown and can be retried', () => {
  it('[DRV13a] offers « Réessayer l’envoi » and puts the entry back in the queue', async () => {
    vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
    const { data } = await openRide(
      transportIn('accepted', { provider_org_id: ACTORS.ambulance.orgId }),
    );
    await tap('En route vers le patient');
    await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
    const [row] = await data.db.outbox.toArray();
    await data.store.markFailed(row!.seq, 'Permission refusée par le serveur.');
    const alert = (await screen.findByText('Permission refusée par le serveur.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent(
      'La mise à jour « En route vers le patient » n’a pas pu être envoyée.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer l’envoi' }));
    await waitFor(async () => expect((await data.db.outbox.get(row!.seq))?.state).toBe('pending'));
    await waitFor(() =>
      expect(screen.queryByText('Permission refusée par le serveur.')).toBeNull(),
    );
  });
});
