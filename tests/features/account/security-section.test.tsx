import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import type { AuthPort } from '@/data/ports';
import type { UserData } from '@/data/local/user-data';
import { renderApp } from '@tests/support/render-app';

afterEach(() => vi.restoreAllMocks());

/** Paramètres in Firebase mode, the identity service's security calls stubbed on the fake auth. */
async function firebaseSettings(security: Partial<AuthPort>) {
  let data: UserData | null = null;
  const rendered = await renderApp(PATHS.settings, {
    as: 'vtc',
    services: { mode: 'firebase' },
    userData: { orgId: 'vtc_0001', onReady: (opened) => (data = opened) },
  });
  Object.assign(rendered.auth, { kind: 'firebase' }, security);
  await screen.findByRole('heading', { name: 'Sécurité' });
  await waitFor(() => expect(data).not.toBeNull());
  return { ...rendered, data: () => data! };
}

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('[ACC-SEC] Sécurité in Firebase mode', () => {
  it('[ACC-SEC1] the confirmation must match: a French error, nothing sent', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn();
    await firebaseSettings({ changePassword });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-42');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-42');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-43');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('La confirmation ne correspond pas au nouveau mot de passe.'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Mot de passe actuel incorrect.'],
    ['auth/weak-password', /^Mot de passe trop faible/],
    ['auth/too-many-requests', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'],
  ])('[ACC-SEC2] the service answers %s: said in French', async (code, message) => {
    const user = userEvent.setup();
    await firebaseSettings({ changePassword: vi.fn().mockRejectedValue(failure(code)) });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-42');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-42');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-42');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('[ACC-SEC3] a changed password: current and new sent, the form emptied', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn().mockResolvedValue(undefined);
    await firebaseSettings({ changePassword });
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'ancien-42');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-42');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-42');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('ancien-42', 'nouveau-42');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('[ACC-SEC4] other devices: after re-authentication, this session’s sign-in time goes to the outbox; the limits are said', async () => {
    const user = userEvent.setup();
    const reauthenticate = vi.fn().mockResolvedValue(1_764_000_000_000);
    const { data } = await firebaseSettings({ reauthenticate });
    expect(screen.getByText(/un appareil resté hors ligne garde l’accès/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe actuel (confirmation)'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter des autres appareils' }));
    expect(
      await screen.findByText('Déconnexion des autres appareils demandée.'),
    ).toBeInTheDocument();
    expect(reauthenticate).toHaveBeenCalledWith('secret123');
    const [entry] = await data().db.outbox.toArray();
    expect(entry?.op).toMatchObject({
      kind: 'profile.update',
      changes: { sessions_revoked_at: 1_764_000_000_000 },
    });
  });

  it('[ACC-SEC5] offline: both actions need the network and say so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await firebaseSettings({ changePassword: vi.fn(), reauthenticate: vi.fn() });
    expect(
      screen.getByText(
        'Connexion requise pour changer de mot de passe ou déconnecter vos appareils.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Se déconnecter des autres appareils' }),
    ).toBeDisabled();
  });
});
