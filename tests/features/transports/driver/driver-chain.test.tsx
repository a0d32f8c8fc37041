import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { TEST_NOW } from '@tests/support/render-app';
import { ACCEPT_UNDO_MS } from '@/domain/constants';
import { geolocation } from '@/features/transports/driver/geolocation';
import { COMPLETION_PROOF_MISSING } from '@/domain/transport/completion-proof';
import {
  actorOf,
  confirmCannotSign,
  GPS_FIX,
  openRide,
  outboxUpdates,
  tap,
} from './driver-harness';

const CHAIN = [
  ['En route vers le patient', 'en_route_pickup'],
  ['Arrivé au point de prise en charge', 'arrived_pickup'],
  ['Patient à bord', 'patient_loaded'],
  ['En route vers la destination', 'en_route_destination'],
  ['Arrivé à destination', 'arrived_destination'],
  ['Terminer', 'completed'],
] as const;

beforeEach(() => {
  vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(GPS_FIX);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('[DRV1] the big button walks the whole chain', () => {
  it('[DRV1a] follows the state from accepted to completed, one op per tap with device time and position', async () => {
    const { data } = await openRide(transportIn('accepted'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeanne Martin' })).toBeVisible();
    for (const [index, [label, status]] of CHAIN.entries()) {
      // Issue 23: « Terminer » once the proof of service is kept on the phone.
      if (status === 'completed') await confirmCannotSign();
      await tap(label);
      await waitFor(async () => expect(await outboxUpdates(data)).toHaveLength(index + 1));
      const update = (await outboxUpdates(data))[index];
      expect(update).toMatchObject({
        status,
        actor: { ...actorOf(data), role: 'ambulance', orgId: ACTORS.ambulance.orgId },
        deviceTime: TEST_NOW,
        position: GPS_FIX,
      });
    }
    // Completed: no next step, the screen says why.
    expect(
      await screen.findByText('Ce transport est terminé : son état ne peut plus changer.'),
    ).toBeVisible();
    for (const [label] of CHAIN) expect(screen.queryByRole('button', { name: label })).toBeNull();
    // One fix asked when the screen opens, then one refresh after each tap (never awaited by the tap).
    expect(geolocation.currentPosition).toHaveBeenCalledTimes(CHAIN.length + 1);
  }, 20_000);

  it('[DRV2] offers « Accepter » while the request waits, then the first driver step', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { data } = await openRide(transportIn('pending'));
    await tap('Accepter');
    // Recorded at once but held during the window to take it back (issue 25): not sent, the ride not yet accepted.
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeVisible();
    expect((await data.db.outbox.toArray()).map((entry) => entry.state)).toEqual(['held']);
    expect(screen.queryByRole('button', { name: 'En route vers le patient' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'En route vers le patient' })).toBeVisible();
    const updates = await outboxUpdates(data);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      status: 'accepted',
      actor: { ...actorOf(data), role: 'ambulance', orgId: ACTORS.ambulance.orgId },
      deviceTime: TEST_NOW,
    });
    // The proof of service says who tapped (by name) and on which device.
    expect(updates[0]?.actor.name).toBe('Test ambulance');
    expect(updates[0]?.deviceId).toBe(data.deviceId);
  });

  it('[DRV2b] « Annuler » in the window takes the acceptance back: nothing is recorded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { data } = await openRide(transportIn('pending'));
    await tap('Accepter');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await act(() => vi.advanceTimersByTimeAsync(ACCEPT_UNDO_MS * 2));
    vi.useRealTimers();
    expect(await outboxUpdates(data)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeVisible();
  });

  it('[DRV3] records position null when the GPS fails or times out, and never blocks the tap', async () => {
    vi.spyOn(geolocation, 'currentPosition')
      .mockResolvedValueOnce(null) // timed out or denied: readCurrentPosition answers null
      .mockRejectedValueOnce(new Error('GPS en panne'));
    const { data } = await openRide(transportIn('accepted'));
    await tap('En route vers le patient');
    await tap('Arrivé au point de prise en charge');
    await screen.findByRole('button', { name: 'Patient à bord' });
    const updates = await outboxUpdates(data);
    expect(updates.map((update) => update.position)).toEqual([null, null]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[DRV4] attaches the note to the next tap only, and shows it in the history', async () => {
    const { data } = await openRide(transportIn('arrived_pickup'));
    const note = await screen.findByLabelText('Note pour la prochaine étape (facultatif)');
    await userEvent.type(note, 'Patient installé au fauteuil, sac de dialyse à bord');
    await userEvent.click(screen.getByRole('button', { name: 'Patient à bord' }));
    expect(await screen.findByText('Étape « Patient à bord » enregistrée.')).toBeVisible();
    await tap('En route vers la destination');
    await waitFor(async () => expect(await outboxUpdates(data)).toHaveLength(2));
    const [loaded, leaving] = await outboxUpdates(data);
    expect(loaded?.notes).toBe('Patient installé au fauteuil, sac de dialyse à bord');
    expect(leaving?.notes).toBeUndefined();
    expect(screen.getByLabelText('Note pour la prochaine étape (facultatif)')).toHaveValue('');
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(
      await within(history).findByText(
        'Note : Patient installé au fauteuil, sac de dialyse à bord',
      ),
    ).toBeVisible();
  });

  it('[DRV5] shows the essentials a crew needs before loading the patient', async () => {
    await openRide(
      transportIn('accepted', {
        informations_medicales: {
          pathologie: 'Insuffisance respiratoire',
          mobilite: 'brancard',
          needsOxygen: true,
          needsStretcher: true,
          equipements_speciaux: ['Matelas coquille'],
        },
      }),
    );
    const essentials = await screen.findByRole('region', { name: 'Informations médicales' });
    const terms = Array.from(essentials.querySelectorAll('dt'));
    const pairs = Object.fromEntries(
      terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(pairs).toMatchObject({
      Mobilité: 'Brancard',
      Oxygène: 'Oui',
      Brancard: 'Oui',
      Pathologie: 'Insuffisance respiratoire',
      Équipements: 'Matelas coquille',
    });
    const trip = screen.getByRole('region', { name: 'Trajet' });
    expect(within(trip).getByText('12 rue de la Paix, 75002 Paris')).toBeVisible();
    expect(within(trip).getByText('1 place du Parvis Notre-Dame, 75004 Paris')).toBeVisible();
    expect(within(trip).getByRole('link', { name: /Appeler le patient/ })).toHaveAttribute(
      'href',
      'tel:0601020304',
    );
  });
});

describe('[DRV6] skip forward after a forgotten tap', () => {
  it('[DRV6a] lists only later steps, confirms, and records the chosen one', async () => {
    const { data } = await openRide(transportIn('en_route_pickup'));
    await tap('Passer à une autre étape');
    const menu = screen.getByRole('list', { name: 'Étapes suivantes' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Patient à bord', 'En route vers la destination', 'Arrivé à destination']);
    // Issue 23: no skipping to « Terminer » past the signature, asked at arrival.
    expect(within(menu).queryByRole('button', { name: 'Terminer' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Patient à bord' }));
    const dialog = screen.getByRole('dialog', { name: 'Passer à « Patient à bord » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByRole('button', { name: 'En route vers la destination' }),
    ).toBeVisible();
    const updates = await outboxUpdates(data);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ status: 'patient_loaded', position: GPS_FIX });
  });

  it('[DRV6b] writes nothing when the driver backs out of the confirmation', async () => {
    const { data } = await openRide(transportIn('en_route_pickup'));
    await tap('Passer à une autre étape');
    await userEvent.click(screen.getByRole('button', { name: 'Arrivé à destination' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await outboxUpdates(data)).toEqual([]);
  });

  it('[DRV6c] has nothing to skip to on the last step', async () => {
    await openRide(transportIn('arrived_destination'));
    // Issue 23: the proof of service first — said in words, not a silent disabled button.
    expect(await screen.findByText(COMPLETION_PROOF_MISSING)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Terminer' })).toBeNull();
    await confirmCannotSign();
    expect(await screen.findByRole('button', { name: 'Terminer' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Passer à une autre étape' })).toBeNull();
  });
});
