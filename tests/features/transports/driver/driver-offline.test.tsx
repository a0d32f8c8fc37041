import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { geolocation } from '@/features/transports/driver/geolocation';
import { openRide, outboxUpdates, tap } from './driver-harness';

const HINT = 'Hors ligne — vos actions sont enregistrées sur l’appareil';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(null);
});
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('[DRV14] offline', () => {
  it('[DRV14a] says taps are kept on the device while offline, and goes away when back online', async () => {
    await openRide(transportIn('accepted'));
    await screen.findByRole('button', { name: 'En route vers le patient' });
    expect(screen.queryByText(HINT)).toBeNull();
    setOnline(false);
    expect(await screen.findByText(HINT)).toBeVisible();
    setOnline(true);
    await waitFor(() => expect(screen.queryByText(HINT)).toBeNull());
  });

  it('[DRV14b] records taps offline exactly as online: in the device outbox', async () => {
    setOnline(false);
    const { data } = await openRide(transportIn('accepted'));
    expect(await screen.findByText(HINT)).toBeVisible();
    await tap('En route vers le patient');
    expect(
      await screen.findByRole('button', { name: 'Arrivé au point de prise en charge' }),
    ).toBeVisible();
    expect((await outboxUpdates(data)).map((update) => update.status)).toEqual(['en_route_pickup']);
  });
});

describe('[DRV15] one screen for both sections', () => {
  it('[DRV15a] serves a VTC ride under /dashboard/vtc with the VTC wording', async () => {
    const ride = transportIn('accepted', {
      id: 'course-1',
      type_transport: 'vtc',
      provider_org_id: ACTORS.vtc.orgId,
    });
    const { data } = await openRide(ride, {
      as: 'vtc',
      orgId: ACTORS.vtc.orgId,
      path: '/dashboard/vtc/transports/course-1',
    });
    expect(await screen.findByRole('link', { name: '← Retour aux courses' })).toHaveAttribute(
      'href',
      '/dashboard/vtc/transports',
    );
    await userEvent.click(screen.getByRole('button', { name: 'En route vers le patient' }));
    await waitFor(async () =>
      expect((await outboxUpdates(data))[0]).toMatchObject({
        status: 'en_route_pickup',
        actor: { role: 'vtc', orgId: ACTORS.vtc.orgId },
      }),
    );
  });

  it('[DRV15b] explains a ride that is not on this device', async () => {
    await openRide(transportIn('accepted'), { path: '/dashboard/ambulance/transports/inconnu' });
    expect(await screen.findByRole('heading', { name: 'Transport introuvable' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour aux transports' })).toHaveAttribute(
      'href',
      '/dashboard/ambulance/transports',
    );
  });

  it('[DRV15c] shows another provider’s ride without any action, and says why', async () => {
    await openRide(transportIn('accepted', { provider_org_id: ACTORS.otherAmbulance.orgId }));
    expect(
      await screen.findByText(
        'Seul le transporteur qui a accepté ce transport peut le faire avancer.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'En route vers le patient' })).toBeNull();
  });
});
