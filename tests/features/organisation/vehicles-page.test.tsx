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

  it('[VEHP1] more active vehicles than the subscription covers: a French notice', async () => {
    const fleet = Array.from({ length: 21 }, (_, n) => ({
      ...AMBULANCE,
      id: `veh-${n}`,
      label: `Ambulance ${n}`,
    }));
    await open(new MemoryOrganisation('ambulance', { founder: 'viewer', vehicles: fleet }));
    expect(
      await screen.findByText(
        'Vous utilisez 21 véhicules actifs pour 20 prévus par votre abonnement : mettez-le à jour dans « Abonnement ».',
      ),
    ).toBeInTheDocument();
  });
});
