import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';
import { renderApp } from '@tests/support/render-app';

const open = (organisation: MemoryOrganisation) =>
  renderApp('/dashboard/parametres', {
    as: 'clinique',
    services: { organisation },
    userData: { orgId: 'clin_0001' },
  });
const form = () => screen.findByRole('form', { name: 'Élargissement de la zone' });

describe('[ESC-ORG3] Paramètres: the clinic’s escalation delays, on its organisation', () => {
  it('[ESC-ORG3] a responsable sees the defaults, sets the critique delay, the organisation’s document keeps it', async () => {
    const organisation = new MemoryOrganisation('clinique', { founder: 'viewer' });
    await open(organisation);
    const scope = within(await form());
    const critique = await scope.findByLabelText('Priorité critique (minutes)');
    expect(critique).toHaveValue(5);
    expect(scope.getByLabelText('Priorité urgente (minutes)')).toHaveValue(15);
    expect(scope.getByLabelText('Priorité normale (minutes)')).toHaveValue(120);
    await userEvent.clear(critique);
    await userEvent.type(critique, '2');
    await userEvent.click(scope.getByRole('button', { name: 'Enregistrer les délais' }));
    expect(
      await screen.findByText('Délais d’élargissement enregistrés pour la clinique.'),
    ).toBeInTheDocument();
    expect(organisation.document.escalation_delays).toEqual({
      critique: 2,
      urgent: 15,
      normale: 120,
    });
  });

  it('[ESC-ORG3] out of bounds: a French error, nothing saved', async () => {
    const organisation = new MemoryOrganisation('clinique', { founder: 'viewer' });
    await open(organisation);
    const scope = within(await form());
    const normale = await scope.findByLabelText('Priorité normale (minutes)');
    await userEvent.clear(normale);
    await userEvent.type(normale, '2000');
    await userEvent.click(scope.getByRole('button', { name: 'Enregistrer les délais' }));
    expect(
      await scope.findByText('Le délai normal ne peut dépasser 24 heures (1 440 minutes).'),
    ).toBeInTheDocument();
    expect(organisation.saves).toEqual([]);
  });

  it('[ESC-ORG3] a secrétaire reads the organisation’s delays, cannot change them', async () => {
    const organisation = new MemoryOrganisation('clinique', {
      founder: 'u-fondatrice',
      members: [
        {
          id: 'viewer',
          email: 'clinique@exemple.fr',
          name: 'Sam',
          role: 'secretaire',
          createdAt: 0,
        },
      ],
    });
    organisation.document = { escalation_delays: { critique: 3, urgent: 10, normale: 90 } };
    await open(organisation);
    const scope = within(await form());
    expect(
      await scope.findByText('Seul un responsable de la clinique modifie ces délais.'),
    ).toBeInTheDocument();
    expect(scope.getByText('3 min')).toBeInTheDocument();
    expect(scope.getByText('1 h 30')).toBeInTheDocument();
    expect(scope.queryByRole('button', { name: 'Enregistrer les délais' })).toBeNull();
  });
});
