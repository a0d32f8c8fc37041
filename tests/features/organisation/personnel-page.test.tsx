import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';

const KARIM = {
  id: 'u-karim',
  email: 'karim@ambu.fr',
  name: 'Karim Haddad',
  role: 'chauffeur',
  createdAt: 0,
};

const open = (organisation: MemoryOrganisation) =>
  renderApp('/dashboard/personnel', {
    as: 'ambulance',
    services: { organisation },
    userData: { orgId: 'ambu_0001' },
  });

describe('[PERS1] /dashboard/personnel', () => {
  it('[PERS1] a responsable adds a chauffeur by e-mail', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
    });
    await open(organisation);
    const list = await screen.findByRole('list', { name: 'Membres du personnel' });
    expect(within(list).getByText('Karim Haddad')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Ajouter un membre' });
    await userEvent.type(within(form).getByLabelText(/Adresse e-mail/), 'Lea@Ambu.fr');
    await userEvent.type(within(form).getByLabelText('Nom'), 'Léa Fontaine');
    await userEvent.selectOptions(within(form).getByLabelText('Rôle'), 'Chauffeur');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter au personnel' }));
    expect(await screen.findByText('Membre ajouté.')).toBeInTheDocument();
    expect(organisation.members.at(-1)).toMatchObject({ email: 'lea@ambu.fr', role: 'chauffeur' });
  });

  it('[PERS1] a wrong e-mail is a French error, nothing saved', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    await open(organisation);
    const form = await screen.findByRole('form', { name: 'Ajouter un membre' });
    await userEvent.type(within(form).getByLabelText(/Adresse e-mail/), 'karim.ambu.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter au personnel' }));
    expect(
      await screen.findByText('Adresse e-mail invalide : vérifiez sa saisie.'),
    ).toBeInTheDocument();
    expect(organisation.saves).toEqual([]);
  });

  it('[PERS1] changing a role and removing a member (after confirmation)', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
    });
    await open(organisation);
    await userEvent.selectOptions(
      await screen.findByLabelText('Rôle de Karim Haddad'),
      'Régulateur',
    );
    await waitFor(() => expect(organisation.members[0]?.role).toBe('regulateur'));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce membre ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Membre retiré.')).toBeInTheDocument();
    expect(organisation.members).toEqual([]);
  });

  it('[PERS1] a member who is not responsable reads the list without managing it', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'u-someone',
      members: [KARIM],
    });
    await open(organisation);
    expect(await screen.findByText('Karim Haddad')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Seul un responsable de l’organisation peut ajouter, modifier ou retirer des membres.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ajouter un membre' })).not.toBeInTheDocument();
  });

  it('[PERS1] offline: « Connexion requise »', async () => {
    const organisation = new MemoryOrganisation('ambulance', { founder: 'viewer' });
    organisation.online = false;
    await open(organisation);
    expect(
      await screen.findByText('Connexion requise : ces modifications se font en ligne.'),
    ).toBeInTheDocument();
  });

  it('[PERS1] a clinic with more members than the employees subscribed: both numbers', async () => {
    const staff = ['a', 'b', 'c'].map((id) => ({
      ...KARIM,
      id: `u-${id}`,
      email: `${id}@clinique.fr`,
      name: `Employé ${id}`,
      role: 'secretaire',
    }));
    await renderApp('/dashboard/personnel', {
      as: 'clinique',
      subscriptionUnits: 2,
      services: {
        organisation: new MemoryOrganisation('clinique', { founder: 'viewer', members: staff }),
      },
      userData: { orgId: 'clin_0001' },
    });
    expect(
      await screen.findByText(
        '3 employés : cela dépasse les unités souscrites (2). Mettez à jour votre abonnement dans « Abonnement ».',
      ),
    ).toBeInTheDocument();
  });

  it('[PERS-INV] listed people who have not joined read « Invitation envoyée » or « Invitation refusée »', async () => {
    const invited = { ...KARIM, id: 'nora@ambu.fr', email: 'nora@ambu.fr', name: 'Nora Petit' };
    const declined = { ...KARIM, id: 'lea@ambu.fr', email: 'lea@ambu.fr', name: 'Léa Martin' };
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM, invited, declined],
    });
    organisation.declined = ['lea@ambu.fr'];
    await open(organisation);
    const list = await screen.findByRole('list', { name: 'Membres du personnel' });
    const row = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(name))!;
    expect(within(row('Nora Petit')).getByText('Invitation envoyée')).toBeVisible();
    expect(within(row('Léa Martin')).getByText('Invitation refusée')).toBeVisible();
    expect(within(row('Karim Haddad')).queryByText(/Invitation/)).not.toBeInTheDocument();
  });

  it('[PERS-FOUNDER] a co-responsable can neither re-role nor remove the founder (Fondateur), only the others', async () => {
    const founder = {
      ...KARIM,
      id: 'u-fondatrice',
      email: 'claire@ambu.fr',
      name: 'Claire Martin',
      role: 'responsable',
    };
    const me = {
      ...KARIM,
      id: 'viewer',
      email: 'moi@ambu.fr',
      name: 'Moi',
      role: 'responsable',
    };
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'u-fondatrice',
      members: [founder, me, KARIM],
    });
    await open(organisation);
    const list = await screen.findByRole('list', { name: 'Membres du personnel' });
    const row = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(name))!;
    expect(within(row('Claire Martin')).getByText('Fondateur')).toBeVisible();
    expect(within(row('Claire Martin')).getByText('Responsable')).toBeVisible();
    expect(within(row('Claire Martin')).queryByRole('button', { name: 'Retirer' })).toBeNull();
    expect(screen.queryByLabelText('Rôle de Claire Martin')).toBeNull();
    expect(within(row('Karim Haddad')).getByRole('button', { name: 'Retirer' })).toBeVisible();
    // The server refuses it too, whatever the page offers (founderChangeRefusal).
    await expect(
      organisation.saveMembers({ role: 'ambulance', orgId: 'ambu_0001', uid: 'viewer' }, [
        me,
        KARIM,
      ]),
    ).rejects.toThrow('Seul un administrateur peut retirer le fondateur');
  });
});

describe('[PERS-QUAL] issue 23 item 3: an ambulance crew member’s qualification', () => {
  it('[PERS-QUAL] a responsable sets Karim as DEA, then as none', async () => {
    const organisation = new MemoryOrganisation('ambulance', {
      founder: 'viewer',
      members: [KARIM],
    });
    await open(organisation);
    const select = await screen.findByLabelText('Qualification de Karim Haddad');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Sans qualification',
      'Diplômé d’État d’ambulancier (DEA)',
      'Auxiliaire ambulancier',
    ]);
    await userEvent.selectOptions(select, 'Diplômé d’État d’ambulancier (DEA)');
    expect(await screen.findByText('Qualification mise à jour.')).toBeInTheDocument();
    expect(organisation.members[0]).toMatchObject({ qualification: 'DEA' });
    await userEvent.selectOptions(
      screen.getByLabelText('Qualification de Karim Haddad'),
      'Sans qualification',
    );
    await waitFor(() => expect(organisation.members[0]).toMatchObject({ qualification: null }));
  });
});
