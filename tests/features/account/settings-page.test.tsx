import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { renderApp } from '@tests/support/render-app';

afterEach(() => vi.restoreAllMocks());

describe('[ACC-SET] /dashboard/parametres', () => {
  it('[ACC-SET] the e-mail is read-only; a new phone number is saved on the profile', async () => {
    const user = userEvent.setup();
    const { profiles, auth } = await renderApp(PATHS.settings, { as: 'vtc' });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('readonly');
    const phone = screen.getByLabelText('Téléphone');
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() =>
      expect(profiles.store.get(auth.current!.uid)?.phoneNumber).toBe('06 12 34 56 78'),
    );
  });

  it('[ACC-SET] a malformed phone number: a French error, nothing written', async () => {
    const user = userEvent.setup();
    const { profiles } = await renderApp(PATHS.settings, { as: 'vtc' });
    await user.type(await screen.findByLabelText('Téléphone'), 'appelez-moi');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText(/Numéro de téléphone invalide/)).toBeInTheDocument();
    expect(profiles.calls.merge).toBe(0);
  });

  it('[ACC-SET] offline: « Connexion requise » and saving is disabled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(PATHS.settings, { as: 'ambulance' });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.getAllByText(/Connexion requise/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeDisabled();
  });

  it('[ACC-SET] preferences start from the §9 defaults; language is French only', async () => {
    await renderApp(PATHS.settings, { as: 'vtc' });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.getByLabelText('Par e-mail')).toBeChecked();
    expect(screen.getByLabelText('Notifications push')).toBeChecked();
    expect(screen.getByLabelText('Par SMS')).not.toBeChecked();
    expect(screen.getByLabelText('Afficher les statistiques')).toBeChecked();
    expect(screen.getByLabelText('Langue')).toBeDisabled();
  });

  it('[ACC-SET] an ambulance company sees its organisation with the §9 defaults and can save them', async () => {
    const user = userEvent.setup();
    const { profiles, auth } = await renderApp(PATHS.settings, { as: 'ambulance' });
    const radius = await screen.findByLabelText('Rayon d’intervention (km)');
    expect(radius).toHaveValue(50);
    expect(screen.getByLabelText('Notifications urgentes 24 h/24')).toBeChecked();
    expect(screen.getByLabelText('VSL')).toBeChecked();
    expect(screen.getByLabelText('VTC')).not.toBeChecked();
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’organisation' }));
    expect(
      await screen.findByText('Le rayon d’intervention doit être d’au moins 1 km.'),
    ).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '35');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’organisation' }));
    await waitFor(() =>
      expect(profiles.store.get(auth.current!.uid)?.organisationSettings).toMatchObject({
        interventionRadiusKm: 35,
        transportTypes: ['ambulance', 'vsl'],
      }),
    );
  });

  it('[ACC-SET] demo mode explains why security does not apply; the data export is offered', async () => {
    await renderApp(PATHS.settings, { as: 'clinique' });
    expect(
      await screen.findByText(/Mode démonstration : les comptes sont fictifs/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeInTheDocument();
  });

  it('[ACC-SET] a patient’s /preferences has no organisation section', async () => {
    await renderApp(PATHS.preferences, { as: 'patient' });
    await screen.findByRole('heading', { level: 1, name: 'Préférences' });
    expect(screen.queryByRole('heading', { name: 'Organisation' })).not.toBeInTheDocument();
  });

  it.each(['/profil', '/mon-profil', '/settings'])(
    '[ACC-SET] %s leads to Paramètres',
    async (path) => {
      await renderApp(path, { as: 'vtc' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Paramètres' }),
      ).toBeInTheDocument();
    },
  );
});
