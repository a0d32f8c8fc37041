import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { foundThroughScreen } from '@tests/support/found-organisation';

afterEach(() => localStorage.clear());

const fill = async (label: string, value: string) => {
  // findBy: the sign-in page is lazy, and on a loaded machine it may still be loading after the redirect.
  const field = await screen.findByLabelText(label, { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('[AP1] sign-in', () => {
  it('validates in French before calling the auth service', async () => {
    await renderApp('/auth?mode=login');
    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    // The schemas load on the first submission (/auth's first load stays light).
    expect(await screen.findByText('Saisissez votre adresse e-mail.')).toBeVisible();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the auth service’s French error', async () => {
    const { auth } = await renderApp('/auth?mode=login');
    auth.addAccount('marie@exemple.fr', 'secret123');
    await screen.findByRole('button', { name: 'Se connecter' });
    await fill('Adresse e-mail', 'marie@exemple.fr');
    await fill('Mot de passe', 'mauvais');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
  });

  it('comes back to the protected page the visitor asked for (returnTo round trip)', async () => {
    const { router, auth, profiles } = await renderApp(
      '/dashboard/ambulance/transports?tab=urgents',
    );
    const user = auth.addAccount('ambu@exemple.fr', 'secret123');
    await profiles.create({
      uid: user.uid,
      email: user.email,
      userType: 'ambulance',
      subscription: { plan: 'pro', status: 'active' },
    } as { uid: string });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await fill('Adresse e-mail', 'ambu@exemple.fr');
    await fill('Mot de passe', 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/dashboard/ambulance/transports?tab=urgents',
      ),
    );
  });
});

describe('[AP2] sign-up', () => {
  it('creates the account with the chosen role; a clinic without subscription lands on /tarifs', async () => {
    const { router, profiles } = await renderApp('/auth?mode=signup');
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await fill('Nom complet', 'Claire Dubois');
    await fill('Adresse e-mail', 'claire@clinique.fr');
    await fill('Mot de passe', 'secret123');
    await userEvent.selectOptions(screen.getByLabelText('Vous êtes'), 'clinique');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // Issue 25: the clinic names its establishment before anything is founded.
    await foundThroughScreen('clinique');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarifs'));
    expect([...profiles.store.values()][0]).toMatchObject({
      userType: 'clinique',
      company_name: 'Clinique des Tilleuls',
      firstName: 'Claire',
      lastName: 'Dubois',
    });
  });

  it('asks for a long enough password', async () => {
    await renderApp('/auth?mode=signup');
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await fill('Mot de passe', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeVisible();
  });

  it('switches between sign-in and sign-up', async () => {
    const { router } = await renderApp('/auth?mode=login');
    await userEvent.click(await screen.findByRole('button', { name: 'Je crée mon compte' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('mode')).toBe('signup');
  });
});

describe('[AP3] demo mode and Google', () => {
  const personas = [
    {
      role: 'patient' as const,
      label: 'Patient',
      email: 'patient@demo.fr',
      password: 'demo',
      displayName: 'Lucie Bernard',
      organisation: 'Patiente',
    },
  ];

  it('offers the demo personas, clearly labelled, and signs in with one tap', async () => {
    const { router, auth, profiles } = await renderApp('/auth', {
      services: { demoPersonas: personas },
    });
    const user = auth.addAccount('patient@demo.fr', 'demo', 'Lucie Bernard');
    await profiles.create({ uid: user.uid, email: user.email, userType: 'patient' } as {
      uid: string;
    });
    expect(await screen.findByRole('heading', { name: 'Mode démonstration' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /Lucie Bernard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/utilisateur'));
  });

  it('hides Google sign-in in demo mode and shows it with Firebase', async () => {
    await renderApp('/auth');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
  });

  it('shows Google sign-in with Firebase', async () => {
    await renderApp('/auth', { services: { mode: 'firebase' } });
    expect(await screen.findByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
  });
});
