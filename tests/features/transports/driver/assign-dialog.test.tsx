import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserData } from '@/data/local/user-data';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { Transport } from '@/domain/transport/transport.schema';
import { geolocation } from '@/features/transports/driver/geolocation';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';
import { renderApp } from '@tests/support/render-app';
import { GPS_FIX, outboxUpdates } from './driver-harness';

const vehicle = (
  id: string,
  label: string,
  registration: string,
  equipment: Vehicle['equipment'],
): Vehicle => ({
  id,
  org_id: ACTORS.ambulance.orgId,
  kind: 'ambulance',
  label,
  registration,
  equipment,
  active: true,
});
const AMBULANCE = vehicle('veh-1', 'Ambulance 1', 'AB-123-CD', ['brancard', 'oxygene']);
const VSL = vehicle('veh-2', 'VSL 1', 'EF-456-GH', []);
const KARIM = {
  id: 'u-karim',
  email: 'karim@ambu.fr',
  name: 'Karim Haddad',
  role: 'chauffeur',
  createdAt: 0,
};

const STRETCHER_RIDE = transportIn('accepted', {
  priorite: 'urgent',
  informations_medicales: {
    pathologie: 'Fracture du col du fémur',
    mobilite: 'brancard',
    needsOxygen: false,
    needsStretcher: true,
    equipements_speciaux: [],
  },
});

async function openAssign(transport: Transport, organisation: MemoryOrganisation) {
  let data: UserData | null = null;
  await renderApp(`/dashboard/ambulance/transports/${transport.id}`, {
    as: 'ambulance',
    services: { organisation },
    userData: {
      orgId: ACTORS.ambulance.orgId,
      transports: [transport],
      onReady: (opened) => (data = opened),
    },
  });
  await waitFor(() => expect(data).not.toBeNull());
  return data as unknown as UserData;
}

beforeEach(() => {
  vi.spyOn(geolocation, 'currentPosition').mockResolvedValue(GPS_FIX);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('[ASGD1] the régulateur assigns a chauffeur and a vehicle from the ride screen', () => {
  it('[ASGD-INV] a chauffeur listed but not joined (invitation open) is not offered', async () => {
    const nora = { ...KARIM, id: 'nora@ambu.fr', email: 'nora@ambu.fr', name: 'Nora Petit' };
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM, nora],
      vehicles: [AMBULANCE],
    });
    await openAssign(STRETCHER_RIDE, organisation);
    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un chauffeur' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Affecter un chauffeur et un véhicule',
    });
    const drivers = await within(dialog).findByLabelText('Chauffeur');
    const options = within(drivers)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choisir un chauffeur', 'Karim Haddad']);
    expect(within(dialog).getByText(/1 chauffeur invité n’a pas encore rejoint/)).toBeVisible();
  });

  it('[ASGD1] a vehicle without the stretcher is named first; the matching one goes through the outbox', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
      vehicles: [AMBULANCE, VSL],
    });
    const data = await openAssign(STRETCHER_RIDE, organisation);
    expect(await screen.findByText('Aucun chauffeur affecté pour le moment.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Affecter un chauffeur' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Affecter un chauffeur et un véhicule',
    });
    await userEvent.selectOptions(
      await within(dialog).findByLabelText('Chauffeur'),
      'Karim Haddad',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Véhicule'), 'VSL 1 (EF-456-GH)');
    expect(
      within(dialog).getByText('Ce véhicule n’a pas l’équipement demandé : brancard.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Affecter malgré tout' })).toBeEnabled();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Véhicule'),
      'Ambulance 1 (AB-123-CD)',
    );
    expect(within(dialog).queryByText(/n’a pas l’équipement/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’affectation' }));
    await waitFor(async () => expect(await outboxUpdates(data)).toHaveLength(1));
    expect((await outboxUpdates(data))[0]).toMatchObject({
      status: 'assigned',
      assignment: {
        driver: { uid: 'u-karim', firstName: 'Karim' },
        vehicle: { id: 'veh-1', label: 'Ambulance 1', registration: 'AB-123-CD' },
      },
    });
    expect(await screen.findByText('Chauffeur : Karim — Ambulance 1 (AB-123-CD)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réaffecter' })).toBeVisible();
  });

  it('[ASGD1] without the network the staff list cannot be read: « Connexion requise »', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
    });
    organisation.online = false;
    await openAssign(STRETCHER_RIDE, organisation);
    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un chauffeur' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Affecter un chauffeur et un véhicule',
    });
    expect(
      await within(dialog).findByText('Connexion requise : ces modifications se font en ligne.'),
    ).toBeVisible();
  });

  it('[ASGD1] once the patient is on board there is nothing to assign', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
    });
    await openAssign(transportIn('patient_loaded'), organisation);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Affecter|Réaffecter/ })).not.toBeInTheDocument();
  });
});
