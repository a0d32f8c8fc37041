import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transportIn } from '@tests/domain/transport/fixtures';
import { openRide } from './driver-harness';

const NOTICE = 'Cette course a été réassignée à un autre chauffeur.';

describe('[DRV-RA] a ride reassigned to another chauffeur (issue 13)', () => {
  it('[DRV-RA] the open ride screen says it was reassigned once the device drops it, not a blank', async () => {
    const ride = transportIn('assigned', {
      assigned_driver: { uid: 'u-chauffeur-karim', firstName: 'Karim' },
    });
    const { data } = await openRide(ride);
    await screen.findByRole('button', { name: 'En route vers le patient' });

    expect(await data.store.dropRidesAssignedAway('u-chauffeur-karim', [])).toEqual([ride.id]);

    expect(await screen.findByRole('heading', { name: 'Course réassignée' })).toBeVisible();
    expect(screen.getByText(NOTICE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'En route vers le patient' })).toBeNull();
  });

  it('[DRV-RA] a ride this device never held still reads « introuvable »', async () => {
    const ride = transportIn('assigned');
    await openRide(ride, { path: '/dashboard/ambulance/transports/inconnue' });
    expect(await screen.findByRole('heading', { name: 'Transport introuvable' })).toBeVisible();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
