import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { memberSync } from '@tests/support/member-sync';
import { renderApp } from '@tests/support/render-app';
import { seedPulled } from '@tests/support/test-user-data';
import { cardNames } from './provider-harness';
import { AMBU, RIDES } from './rides';

/** The server said this user is a chauffeur of their company (the sync engine's membership check). */
const chauffeurSync = memberSync('chauffeur');

async function openChauffeurDashboard(rides: (uid: string) => Transport[]) {
  let data: UserData | null = null;
  await renderApp('/dashboard/ambulance', {
    as: 'ambulance',
    services: { sync: chauffeurSync },
    userData: { orgId: AMBU, transports: [], onReady: (opened) => (data = opened) },
  });
  await waitFor(() => expect(data).not.toBeNull());
  const opened = data as unknown as UserData;
  await seedPulled(opened, rides(opened.viewer.uid));
  return opened;
}

const assignedTo = (uid: string, firstName: string) => ({ assigned_driver: { uid, firstName } });

describe('[MYR1] a chauffeur’s dashboard: their rides first, each once', () => {
  it('[MYR1a] lists « Mes courses » once each, with the big way into the ride under way', async () => {
    await openChauffeurDashboard((uid) => [
      { ...RIDES.underway, ...assignedTo(uid, 'Test') },
      { ...RIDES.upcoming, etat: 'assigned', status: 'assigned', ...assignedTo(uid, 'Test') },
    ]);
    await waitFor(async () =>
      expect(await cardNames('Mes courses')).toEqual(['Marie Lefèvre', 'Louis Moreau']),
    );
    // Not a second time in a « Prochain transport » panel.
    expect(screen.getAllByRole('heading', { level: 3, name: 'Marie Lefèvre' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2, name: 'Prochain transport' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir le transport' })).toHaveAttribute(
      'href',
      '/dashboard/ambulance/transports/ride-underway',
    );
  });

  it('[MYR1b] with nothing assigned: the French empty state, no way into a ride', async () => {
    await openChauffeurDashboard(() => []);
    expect(await screen.findByText(/Aucune course ne vous est affectée/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ouvrir le transport' })).toBeNull();
  });
});
