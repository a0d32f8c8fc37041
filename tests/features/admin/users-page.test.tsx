import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { adminWorld, AMBULANCE, type AdminWorld } from './admin-fixture';

let world: AdminWorld;
beforeEach(async () => {
  world = await adminWorld();
});
afterEach(async () => {
  await world.dispose();
  localStorage.clear();
});

const usersTable = () => screen.findByRole('table', { name: 'Utilisateurs' });

describe('[ADMP2] /dashboard/admin/gestionusers', () => {
  it('[ADMP2] lists, searches by e-mail and filters by role', async () => {
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin', services: world.services });
    const table = await usersTable();
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + 2 accounts
    await userEvent.type(screen.getByLabelText('Rechercher par e-mail'), 'srv-ambu');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(screen.getByLabelText('Rechercher par e-mail'));
    await userEvent.selectOptions(screen.getByLabelText('Filtrer par rôle'), 'vtc');
    expect(await screen.findByText('Aucun utilisateur ne correspond.')).toBeVisible();
  });

  it('[ADMP2] creates an account; a bad e-mail reads the §8 message', async () => {
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin', services: world.services });
    const form = await screen.findByRole('form', { name: 'Créer un utilisateur' });
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'nouvelle@exemple.fr');
    await userEvent.type(within(form).getByLabelText(/Mot de passe provisoire/), 'court');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer l’utilisateur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de créer l’utilisateur: le mot de passe doit comporter au moins 6 caractères',
    );
    await userEvent.type(within(form).getByLabelText(/Mot de passe provisoire/), '-assez-long');
    await userEvent.selectOptions(within(form).getByLabelText('Rôle'), 'vtc');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer l’utilisateur' }));
    expect(await screen.findByText('Utilisateur créé.')).toBeVisible();
    // Without a display name the e-mail names the account (shown twice on its row).
    expect(
      (await within(await usersTable()).findAllByText('nouvelle@exemple.fr'))[0],
    ).toBeVisible();
  });

  it('[ADMP2] edits the role and the active flag', async () => {
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin', services: world.services });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifier srv-ambu@exemple.fr' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier srv-ambu@exemple.fr' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Rôle'), 'vtc');
    await userEvent.click(within(dialog).getByLabelText('Compte actif'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Utilisateur mis à jour.')).toBeVisible();
    const stored = await world.remote.getUser(AMBULANCE.uid);
    expect(stored).toMatchObject({ userType: 'vtc', isActive: false });
  });

  it('[ADMP2] deletes only after a confirmation naming the account', async () => {
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin', services: world.services });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Supprimer srv-ambu@exemple.fr' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le compte' });
    expect(dialog).toHaveTextContent('Supprimer le compte srv-ambu@exemple.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(await world.remote.getUser(AMBULANCE.uid)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer srv-ambu@exemple.fr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Utilisateur supprimé.')).toBeVisible();
    await waitFor(async () => expect(await world.remote.getUser(AMBULANCE.uid)).toBeNull());
  });

  it('[ADMP2] offline, the list says « Connexion requise »', async () => {
    world.setOnline(false);
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin', services: world.services });
    expect((await screen.findAllByText('Connexion requise')).length).toBeGreaterThan(0);
  });

  it('[ADMP2] without a back-office, the page says so', async () => {
    await renderApp('/dashboard/admin/gestionusers', { as: 'admin' });
    expect(
      await screen.findByText('L’administration n’est pas disponible dans ce mode.'),
    ).toBeVisible();
  });
});
