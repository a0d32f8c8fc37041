import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import { PREFERENCE_KEYS } from '@/services/local-preferences';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { renderApp } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';

afterEach(() => localStorage.clear());

/** The patient is signed in with a fresh uid; their rides name them through global_patient_id. */
async function renderPatientSpace(path: string) {
  let device: UserData | null = null;
  await renderApp(path, {
    as: 'patient',
    userData: { orgId: 'pat_0001', transports: [], onReady: (data) => (device = data) },
  });
  await screen.findByRole('region', { name: 'À venir' });
  return device!;
}

describe('[PAT1] the patient sees their own transports in plain French', () => {
  it('lists upcoming rides first with what is happening now, past rides apart', async () => {
    const device = await renderPatientSpace('/dashboard/utilisateur');
    const uid = device.viewer.uid;
    await seedPulled(device, [
      makeTransport({
        id: 'a',
        global_patient_id: uid,
        etat: 'en_route_pickup',
        status: 'en_route_pickup',
      }),
      makeTransport({ id: 'b', global_patient_id: uid, etat: 'completed', status: 'completed' }),
      makeTransport({ id: 'c', global_patient_id: 'quelqu-un-d-autre' }),
    ]);
    const upcoming = screen.getByRole('region', { name: 'À venir' });
    expect(
      await within(upcoming).findByText('Le véhicule est en route pour venir vous chercher.'),
    ).toBeVisible();
    const past = screen.getByRole('region', { name: 'Passés' });
    expect(within(past).getByText('Transport terminé.')).toBeVisible();
    // Someone else's ride is never shown.
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when there is nothing yet', async () => {
    await renderPatientSpace('/mon-espace');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    expect(screen.getByText('Aucun transport prévu.')).toBeVisible();
    expect(screen.getByText('Aucun transport passé.')).toBeVisible();
  });
});

describe('[PAT2] larger text on demand, remembered on the device', () => {
  it('toggles and remembers « Texte agrandi »', async () => {
    await renderPatientSpace('/transports');
    const toggle = screen.getByRole('button', { name: 'Texte agrandi' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(PREFERENCE_KEYS.largeText)).toBe('oui');
  });
});
