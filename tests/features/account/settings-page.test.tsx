import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import { renderApp } from '@tests/support/render-app';
import { renderSettings } from './settings-harness';

afterEach(() => vi.restoreAllMocks());

describe('[ACC-SET] /dashboard/parametres', () => {
  it('[ACC-SET] the e-mail is read-only; a new phone number goes to the outbox alone and shows at once', async () => {
    const user = userEvent.setup();
    const { profiles, outbox, device } = await renderSettings(PATHS.settings, 'vtc');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('readonly');
    const phone = screen.getByLabelText('Téléphone');
    await waitFor(() => device());
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    const [entry] = await outbox();
    expect(entry!.op).toMatchObject({
      kind: 'profile.update',
      uid: device().viewer.uid,
      changes: { phoneNumber: '06 12 34 56 78' },
    });
    expect(entry!.entityKey).toBe(`profile:${device().viewer.uid}`);
    expect(profiles.calls.merge).toBe(0);
    expect((await device().db.profiles.get(device().viewer.uid))?.phoneNumber).toBe(
      '06 12 34 56 78',
    );
    expect(
      await screen.findByText('1 modification de votre profil attend d’être envoyée au serveur.'),
    ).toBeInTheDocument();
  });

  it('[ACC-SET] a second save sends only what changed since the first', async () => {
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'vtc');
    const phone = await screen.findByLabelText('Téléphone');
    await waitFor(() => device());
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    await user.type(screen.getByLabelText('Nom affiché'), ' bis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(2));
    const second = (await outbox())[1]!.op;
    expect(second.kind === 'profile.update' && second.changes).toEqual({ displayName: ' bis' });
  });

  it('[ACC-SET] a malformed phone number: a French error, nothing queued', async () => {
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'vtc');
    await user.type(await screen.findByLabelText('Téléphone'), 'appelez-moi');
    await waitFor(() => device());
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText(/Numéro de téléphone invalide/)).toBeInTheDocument();
    expect(await outbox()).toHaveLength(0);
  });

  it('[ACC-SET] a first name longer than the server keeps (issue 21): a French error on the field, nothing queued', async () => {
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'vtc');
    const firstName = await screen.findByLabelText('Prénom');
    await waitFor(() => device());
    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('x'.repeat(FIELD_LIMITS.name + 1));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(
      await screen.findByText(`Le prénom dépasse ${FIELD_LIMITS.name} caractères : raccourcissez.`),
    ).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription(/Le prénom dépasse/);
    expect(await outbox()).toHaveLength(0);
  });

  it('[ACC-SET] offline: saving still works, kept on the device, and the page says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'ambulance');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(
      screen.getByText(/Hors ligne : vos modifications sont enregistrées sur cet appareil/),
    ).toBeInTheDocument();
    await waitFor(() => device());
    await user.type(screen.getByLabelText('Nom affiché'), ' bis');
    const save = screen.getByRole('button', { name: 'Enregistrer le profil' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]!.op).toMatchObject({ changes: { displayName: ' bis' } });
  });

  it('[ACC-SET] preferences start from the §9 defaults; one checkbox sends that one field', async () => {
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'vtc');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.getByLabelText('Par e-mail')).toBeChecked();
    expect(screen.getByLabelText('Notifications push')).toBeChecked();
    expect(screen.getByLabelText('Par SMS')).not.toBeChecked();
    expect(screen.getByLabelText('Afficher les statistiques')).toBeChecked();
    expect(screen.getByLabelText('Langue')).toBeDisabled();
    await waitFor(() => device());
    await user.click(screen.getByLabelText('Par SMS'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]!.op).toMatchObject({
      changes: { 'preferences.notifications.sms': true },
    });
  });

  it('[ACC-SET] an ambulance company sees its organisation with the §9 defaults and can save them', async () => {
    const user = userEvent.setup();
    const { outbox, device } = await renderSettings(PATHS.settings, 'ambulance');
    const radius = await screen.findByLabelText('Rayon d’intervention (km)');
    expect(radius).toHaveValue(50);
    expect(screen.getByLabelText('Notifications urgentes 24 h/24')).toBeChecked();
    expect(screen.getByLabelText('VSL')).toBeChecked();
    expect(screen.getByLabelText('VTC')).not.toBeChecked();
    await waitFor(() => device());
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’organisation' }));
    expect(
      await screen.findByText('Le rayon d’intervention doit être d’au moins 1 km.'),
    ).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '35');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’organisation' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]!.op).toMatchObject({
      changes: {
        organisationSettings: { interventionRadiusKm: 35, transportTypes: ['ambulance', 'vsl'] },
      },
    });
  });

  it('[ACC-SET] a change the server refused is shown with its reason until dismissed', async () => {
    const user = userEvent.setup();
    const { device } = await renderSettings(PATHS.settings, 'vtc');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    await waitFor(() => device());
    const queued = await device().act({
      kind: 'profile.update',
      opId: 'op-refus',
      uid: device().viewer.uid,
      changes: { phoneNumber: '07 00 00 00 00' },
      deviceTime: 0,
    });
    if (!queued.ok) throw new Error('non enregistré');
    await device().store.markInflight([queued.entry.seq]);
    await device().store.settle(queued.entry.seq, {
      status: 'refused',
      refusal: { code: 'forbidden', reason: 'Vous ne pouvez modifier que votre propre profil.' },
      document: null,
      profile: null,
    });
    expect(
      await screen.findByText(
        /La modification de votre profil a été refusée : Vous ne pouvez modifier que votre propre/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByText(/a été refusée/)).not.toBeInTheDocument());
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
