import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { adminWorld, type AdminWorld } from './admin-fixture';

let world: AdminWorld;
beforeEach(async () => {
  world = await adminWorld();
});
afterEach(async () => {
  await world.dispose();
  localStorage.clear();
});

const section = (name: string) => screen.findByRole('region', { name });

describe('[ADMP3] /dashboard/admin/firebase', () => {
  it('[ADMP3] a test world: accounts, transports, counts, cleanup with the progress bar at 100 %', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const testData = await section('Données de test');
    await userEvent.click(
      within(testData).getByRole('button', { name: 'Créer les comptes de test' }),
    );
    expect(await within(testData).findByText(/3 compte\(s\) de test prêt\(s\)/)).toBeVisible();
    const account = within(testData).getByLabelText('Compte demandeur');
    await waitFor(() =>
      expect(
        within(account).getByRole('option', { name: /test-org-clinique/ }),
      ).toBeInTheDocument(),
    );
    const option = within(account).getByRole('option', {
      name: /test-org-clinique/,
    }) as HTMLOptionElement;
    await userEvent.selectOptions(account, option.value);
    await userEvent.clear(within(testData).getByLabelText('Nombre de transports'));
    await userEvent.type(within(testData).getByLabelText('Nombre de transports'), '4');
    await userEvent.click(within(testData).getByRole('button', { name: 'Créer les transports' }));
    expect(await within(testData).findByText('4 transport(s) de test créé(s).')).toBeVisible();

    const counts = await section('Comptages');
    await waitFor(() =>
      expect(within(counts).getByText('Transports de test').nextSibling).toHaveTextContent('4'),
    );
    // States read as people say them, never as stored codes (« pending », « en_route_destination »).
    const byState = within(counts).getByText(/^Transports par état :/);
    expect(byState.textContent).not.toMatch(/[a-z]+_[a-z]+|pending|accepted|broadcasting/);
    expect(byState.textContent).toMatch(/[A-ZÉ][a-zé’ ]+ : \d+/);

    const cleanup = await section('Nettoyage');
    await userEvent.click(
      within(cleanup).getByRole('button', { name: 'Supprimer les transports de test' }),
    );
    expect(await within(cleanup).findByText('4 transport(s) de test supprimé(s).')).toBeVisible();
    const bar = within(cleanup).getByRole('progressbar', {
      name: 'Suppression des transports de test',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '4 sur 4 (100 %)');
    await waitFor(() =>
      expect(within(counts).getByText('Transports de test').nextSibling).toHaveTextContent('0'),
    );
  });

  it('[ADMP3] migration summary in French; a re-run copies nothing', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const migration = await section('Migration multi-rôles');
    await userEvent.click(within(migration).getByRole('button', { name: 'Lancer la migration' }));
    expect(
      await within(migration).findByText(
        'Migration terminée : 2 utilisateur(s) et 0 transport(s) copiés, 0 déjà présent(s).',
      ),
    ).toBeVisible();
    await userEvent.click(within(migration).getByRole('button', { name: 'Lancer la migration' }));
    expect(
      await within(migration).findByText(
        'Migration terminée : 0 utilisateur(s) et 0 transport(s) copiés, 2 déjà présent(s).',
      ),
    ).toBeVisible();
  });

  it('[ADMP3] organisations’ subscriptions: carried, summary in French', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const panel = await section('Abonnements des organisations');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reporter les abonnements' }));
    expect(await within(panel).findByText('0 organisation(s) mise(s) à jour.')).toBeVisible();
  });

  it('[ADMP3] counters: initialise, then reset one after confirmation', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const counters = await section('Compteurs');
    await userEvent.click(
      within(counters).getByRole('button', { name: 'Initialiser les compteurs manquants' }),
    );
    expect(await within(counters).findByText('7 compteur(s) initialisé(s).')).toBeVisible();
    await userEvent.click(
      await within(counters).findByRole('button', { name: 'Remettre à zéro patient_global' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remettre le compteur à zéro' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirmer la remise à zéro' }),
    );
    expect(
      await within(counters).findByText('Compteur patient_global remis à zéro.'),
    ).toBeVisible();
  });

  it('[ADMP3] connection test with timings', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const connection = await section('Test de connexion');
    await userEvent.click(within(connection).getByRole('button', { name: 'Tester la connexion' }));
    expect(await within(connection).findByText('Connexion au serveur vérifiée.')).toBeVisible();
    expect(within(connection).getByText(/users : 1 document\(s\) lu\(s\) en \d+ ms/)).toBeVisible();
  });

  it('[ADMP3] offline: the cleanup says « Connexion requise » and deletes nothing', async () => {
    await renderApp('/dashboard/admin/firebase', { as: 'admin', services: world.services });
    const cleanup = await section('Nettoyage');
    world.setOnline(false);
    await userEvent.click(
      within(cleanup).getByRole('button', { name: 'Supprimer les transports de test' }),
    );
    expect(await within(cleanup).findByRole('alert')).toHaveTextContent('Connexion requise');
  });
});
