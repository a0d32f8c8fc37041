import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@/domain/organisation/vehicle';
import { renderApp } from '@tests/support/render-app';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';

const AMBULANCE: Vehicle = {
  id: 'veh-1',
  org_id: 'ambu_0001',
  kind: 'ambulance',
  label: 'Ambulance 1',
  registration: 'AB-123-CD',
  equipment: ['brancard', 'oxygene'],
  active: true,
};

const open = (organisation: MemoryOrganisation) =>
  renderApp('/dashboard/vehicules', {
    as: 'ambulance',
    services: { organisation },
    userData: { orgId: 'ambu_0001' },
  });

describe('[VEHP1] /dashboard/vehicules', () => {
  it('[VEHP1] lists the fleet with equipment', async () => {
    await open(new MemoryOrganisation('ambulance', { founder: 'viewer', vehicles: [AMBULANCE] }));
    const list = await screen.findByRole('list', { name: 'Véhicules de la flotte' });
    expect(within(list).getByText('Ambulance 1')).toBeInTheDocument();
    expect(within(list).getByText('Équipements : brancard, oxygène')).toBeInTheDocument();
  });

  it('[VEHP1] a bad registration is refused in French; a good one is stored in the official form', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    const form = await screen.findByRole('form', { name: 'Ajouter le véhicule' });
    await userEvent.type(within(form).getByLabelText(/Immatriculation/), '12-AB-34');
    await userEvent.type(within(form).getByLabelText(/Nom du véhicule/), 'VSL 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le véhicule' }));
    expect(
      await within(form).findByText(
        'Immatriculation invalide : format attendu AA-123-AA (lettres sans I, O ni U).',
      ),
    ).toBeInTheDocument();
    expect(organisation.saves).toEqual([]);
    await userEvent.clear(within(form).getByLabelText(/Immatriculation/));
    await userEvent.type(within(form).getByLabelText(/Immatriculation/), 'ef 456 gh');
    await userEvent.click(within(form).getByLabelText('fauteuil roulant'));
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le véhicule' }));
    expect(await screen.findByText('Véhicule ajouté.')).toBeInTheDocument();
    expect(organisation.vehicles).toEqual([
      expect.objectContaining({
        registration: 'EF-456-GH',
        label: 'VSL 2',
        equipment: ['fauteuil_roulant'],
      }),
    ]);
  });

  it('[VEHP1] deleting asks for confirmation first', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      vehicles: [AMBULANCE],
    });
    await open(organisation);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce véhicule ?' });
    expect(organisation.vehicles).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Véhicule supprimé.')).toBeInTheDocument();
    expect(organisation.vehicles).toEqual([]);
  });

  const fleetOf = (active: number, inactive = 0): Vehicle[] =>
    Array.from({ length: active + inactive }, (_, n) => ({
      ...AMBULANCE,
      id: `veh-${n}`,
      label: `Ambulance ${n}`,
      active: n < active,
    }));
  const NOTICE = /dépasse les unités souscrites/;

  it('[VEHP1] more active vehicles than the units subscribed (3, not the plan’s 20): both numbers', async () => {
    await renderApp('/dashboard/vehicules', {
      as: 'ambulance',
      subscriptionUnits: 3,
      services: {
        organisation: new MemoryOrganisation('ambulance', {
          founder: 'viewer',
          vehicles: fleetOf(4, 2),
        }),
      },
      userData: { orgId: 'ambu_0001' },
    });
    expect(
      await screen.findByText(
        '4 véhicules actifs : cela dépasse les unités souscrites (3). Mettez à jour votre abonnement dans « Abonnement ».',
      ),
    ).toBeInTheDocument();
  });

  it('[VEHP1] a member: the units are the organisation’s subscription’s, as its document carries them', async () => {
    await renderApp('/dashboard/vehicules', {
      as: 'ambulance',
      subscription: 'none',
      organisation: {
        name: 'Ambulances du Centre',
        phone: null,
        base: null,
        subscription: {
          plan: 'pro',
          status: 'active',
          startDate: 0,
          endDate: null,
          trialEndsAt: null,
          units: 2,
        },
      },
      services: {
        organisation: new MemoryOrganisation('ambulance', {
          founder: 'u-fondateur',
          vehicles: fleetOf(3),
        }),
      },
      userData: { orgId: 'ambu_0001' },
    });
    expect(await screen.findByText(/^3 véhicules actifs : .*souscrites \(2\)/)).toBeInTheDocument();
  });

  it('[VEHP1] within the units subscribed, or no units recorded (a trial): no notice', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      vehicles: fleetOf(3, 4),
    });
    const { view } = await renderApp('/dashboard/vehicules', {
      as: 'ambulance',
      subscriptionUnits: 3,
      services: { organisation },
      userData: { orgId: 'ambu_0001' },
    });
    await screen.findByRole('list', { name: 'Véhicules de la flotte' });
    expect(screen.queryByText(NOTICE)).toBeNull();
    view.unmount();
    await open(new MemoryOrganisation('ambulance', { founder: 'viewer', vehicles: fleetOf(25) }));
    await screen.findByRole('list', { name: 'Véhicules de la flotte' });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
