import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';

afterEach(() => localStorage.clear());

describe('[DEMO1] /accueil/demo: choose a role, land on its dashboard', () => {
  it('[DEMO1] signs in as the persona of the chosen role and opens the dashboard', async () => {
    const persona = {
      role: 'vtc' as const,
      label: 'VTC',
      email: 'karim@demo.fr',
      password: 'demo-secret',
      displayName: 'Karim Benali',
      organisation: 'VTC Démo',
    };
    const { router, auth, profiles } = await renderApp('/accueil/demo', {
      services: { demoPersonas: [persona] },
    });
    const user = auth.addAccount(persona.email, persona.password, persona.displayName);
    await profiles.create({ uid: user.uid, email: persona.email, userType: 'vtc' } as { uid: string });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrer comme chauffeur VTC' }));
    await screen.findByRole('heading', { level: 1, name: /./ });
    await expect.poll(() => router.state.location.pathname).toMatch(/^\/(dashboard|tarifs)/);
    expect(auth.current?.email).toBe(persona.email);
  });

  it('[DEMO1] without demo personas (Firebase mode), says how to get a demo', async () => {
    await renderApp('/accueil/demo');
    expect(
      await screen.findByText(/la démonstration libre n’y est pas ouverte/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Demandez un accès de démonstration' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
