import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { geolocation } from '@/features/transports/driver/geolocation';
import { GPS_FIX, openRide, outboxUpdates, tap } from './driver-harness';

const asAdmin = { as: 'admin', orgId: ACTORS.admin.orgId } as const;

beforeEach(() => {
  vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(GPS_FIX);
});
afterEach(() => vi.restoreAllMocks());

describe('[DRV7] cancelling needs a reason', () => {
  it('[DRV7a] refuses an empty reason, then records the cancellation with it', async () => {
    const { data } = await openRide(transportIn('en_route_pickup'), asAdmin);
    await tap('Annuler le transport');
    const dialog = screen.getByRole('dialog', { name: 'Annuler le transport' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(within(dialog).getByText('Indiquez le motif de l’annulation.')).toBeVisible();
    expect(await outboxUpdates(data)).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText(/Motif de l’annulation/),
      'Patient hospitalisé ailleurs',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(
      await screen.findByText('Ce transport a été annulé : son état ne peut plus changer.'),
    ).toBeVisible();
    const updates = await outboxUpdates(data);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      status: 'cancelled',
      reason: 'Patient hospitalisé ailleurs',
    });
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText('Motif : Patient hospitalisé ailleurs')).toBeVisible();
  });

  it('[DRV7b] writes nothing when the dialog is closed', async () => {
    const { data } = await openRide(transportIn('accepted'), asAdmin);
    await tap('Annuler le transport');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await outboxUpdates(data)).toEqual([]);
  });
});

describe('[DRV8] cancelling is offered only while the domain allows it', () => {
  it.each(['accepted', 'en_route_pickup', 'arrived_pickup'] as const)(
    '[DRV8a] is offered at %s',
    async (status) => {
      await openRide(transportIn(status), asAdmin);
      expect(await screen.findByRole('button', { name: 'Annuler le transport' })).toBeVisible();
    },
  );

  it.each(['patient_loaded', 'en_route_destination', 'arrived_destination'] as const)(
    '[DRV8b] is not offered once the patient is on board (%s)',
    async (status) => {
      await openRide(transportIn(status), asAdmin);
      await screen.findByRole('heading', { level: 1, name: 'Jeanne Martin' });
      expect(screen.queryByRole('button', { name: 'Annuler le transport' })).toBeNull();
    },
  );

  it('[DRV8c] is not offered to the provider, who may not cancel the clinic’s request', async () => {
    await openRide(transportIn('accepted'));
    expect(await screen.findByRole('button', { name: 'En route vers le patient' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Annuler le transport' })).toBeNull();
  });
});
