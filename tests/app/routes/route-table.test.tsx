import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';

/** Renders as a signed-in admin (every area open), so these tests see the route table itself. */
async function renderAt(path: string) {
  return (await renderApp(path, { as: 'admin' })).router;
}

describe('[RT1] unknown paths go home', () => {
  it.each(['/nimporte-quoi', '/dashboard-inexistant/x', '/a/b/c'])('%s → /', async (path) => {
    const router = await renderAt(path);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'La coordination des transports de patients, simplement',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('[RT2] shortcut and signed-in redirects (spec §2)', () => {
  it.each([
    ['/transport', '/dashboard/ambulance'],
    ['/ambulance', '/dashboard/ambulance'],
    ['/vtc', '/dashboard/vtc'],
    ['/clinique', '/dashboard/clinique'],
    ['/profil', '/dashboard/parametres'],
    ['/mon-profil', '/dashboard/parametres'],
    ['/settings', '/dashboard/parametres'],
    ['/mes-preferences', '/preferences'],
    ['/mes-documents', '/documents'],
    ['/admin', '/dashboard/admin'],
    ['/dashboard/admin/users', '/dashboard/admin/gestionusers'],
    ['/dashboard/admin/gestionabo', '/dashboard/admin/gestionusers'],
    ['/dashboard/profil', '/dashboard/parametres'],
    ['/dashboard/tarifs', '/tarifs-cpam'],
  ])('%s → %s', async (from, to) => {
    const router = await renderAt(from);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(to);
  });
});

describe('[RT3] every page shows a French title, never a blank page', () => {
  it.each([
    ['/notre-mission', 'Notre mission'],
    ['/fonctionnalites', 'Fonctionnalités'],
    ['/tarifs', 'Tarifs'],
    ['/mentions-legales', 'Mentions légales'],
    ['/transports', 'Mes transports'],
    ['/dashboard/parametres', 'Paramètres'],
    ['/dashboard/paiements/paiement', 'Paiement'],
  ])('%s shows « %s »', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('[RT4] layout', () => {
  it('offers the skip link « Aller au contenu principal » targeting the main landmark', async () => {
    await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('hides the public header and footer on /auth', async () => {
    await renderApp('/auth');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
