import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { geolocation } from '@/features/transports/driver/geolocation';
import { transportIn } from '@tests/domain/transport/fixtures';
import { TEST_NOW } from '@tests/support/render-app';
import { COMPLETION_PROOF_MISSING } from '@/domain/transport/completion-proof';
import { confirmCannotSign, GPS_FIX, openRide, outboxUpdates, tap } from './driver-harness';

beforeEach(() => {
  vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(GPS_FIX);
});
afterEach(() => vi.restoreAllMocks());

describe('[DRV-PROOF] issue 23 item 4 on the driver’s screen', () => {
  it('[DRV-PROOF1] before the ride’s day the next step is shown disabled with the French reason, and nothing is queued', async () => {
    const { data } = await openRide(
      transportIn('assigned', { date_transport: TEST_NOW + 2 * MILLIS_PER_DAY }),
    );
    const button = await screen.findByRole('button', { name: 'En route vers le patient' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Ce transport est prévu le 24 novembre : ses étapes ne peuvent pas être enregistrées avant ce jour.',
    );
    await userEvent.click(button);
    expect(await outboxUpdates(data)).toEqual([]);
  });

  it('[DRV-PROOF2] at arrival a carer who cannot sign confirms by name; kept on the phone as such', async () => {
    const { data } = await openRide(transportIn('arrived_destination'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Signature d’un accompagnant' }),
    );
    await userEvent.type(screen.getByLabelText(/Nom de l’accompagnant/), 'Paul Martin');
    await userEvent.click(
      screen.getByLabelText('La personne ne peut pas signer : confirmer par son nom'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la signature' }));
    expect(await screen.findByText('Cochez la confirmation de la personne.')).toBeVisible();
    await userEvent.click(
      screen.getByLabelText('Paul Martin confirme que ce transport a été effectué'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la signature' }));
    await waitFor(async () =>
      expect((await data.keptSignature('doc-1'))?.signature).toMatchObject({
        signer: 'accompagnant',
        signerName: 'Paul Martin',
        method: 'typed',
        bytes: null,
      }),
    );
    expect(
      await screen.findByText(
        /Signée par l’accompagnant Paul Martin le .* \(nom saisi et confirmé, sans tracé\)/,
      ),
    ).toBeVisible();
  });

  it('[DRV-PROOF3] « Terminer » waits for the proof: the missing signature is said, then the step is offered and recorded', async () => {
    const { data } = await openRide(transportIn('arrived_destination'));
    const missing = await screen.findByText(COMPLETION_PROOF_MISSING);
    expect(missing).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Terminer' })).toBeNull();
    await confirmCannotSign();
    expect(screen.queryByText(COMPLETION_PROOF_MISSING)).toBeNull();
    await tap('Terminer');
    await waitFor(async () => expect(await outboxUpdates(data)).toHaveLength(1));
    expect((await outboxUpdates(data))[0]).toMatchObject({ status: 'completed' });
  });

  it('[DRV-PROOF4] a drawn signature kept on the phone (offline) lets the driver finish', async () => {
    const { data } = await openRide(transportIn('arrived_destination'));
    expect(await screen.findByText(COMPLETION_PROOF_MISSING)).toBeVisible();
    await data.keepSignature({
      transportId: 'doc-1',
      signer: 'patient',
      signerName: null,
      method: 'drawn',
      mime: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71]),
      signedAt: TEST_NOW,
    });
    expect(await screen.findByRole('button', { name: 'Terminer' })).toBeEnabled();
    expect(screen.queryByText(COMPLETION_PROOF_MISSING)).toBeNull();
  });

  it('[DRV-PROOF5] no skipping ahead to « Terminer » before the signature', async () => {
    await openRide(transportIn('en_route_destination'));
    expect(await screen.findByRole('button', { name: 'Arrivé à destination' })).toBeVisible();
    // « Terminer » was the only later step: no skip menu at all.
    expect(screen.queryByRole('button', { name: 'Passer à une autre étape' })).toBeNull();
  });
});
