import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';

afterEach(() => localStorage.clear());

describe('[PUB1] every public page has real content under one h1', () => {
  it.each([
    ['/notre-mission', 'Notre mission', 'Pourquoi hors ligne d’abord'],
    ['/fonctionnalites', 'Fonctionnalités', 'Ambulances et VSL'],
    ['/paiement', 'Paiement', 'Essai gratuit'],
    ['/cgu', 'Conditions générales d’utilisation', '7. Modifications'],
    ['/politique-confidentialite', 'Politique de confidentialité', 'Vos droits'],
    ['/mentions-legales', 'Mentions légales', 'Hébergement'],
    ['/accessibilite', 'Déclaration d’accessibilité', 'Signaler un obstacle'],
    ['/tarifs-cpam', 'Tarifs CPAM', 'Taxis conventionnés : ce qui a changé en 2025'],
  ])('[PUB1] %s', async (path, title, section) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveTextContent('Cette page arrive bientôt');
  });
});

describe('[PUB2] mentions légales: the identity comes from configuration, never invented', () => {
  it('[PUB2] an unset field reads « [À compléter : …] »', async () => {
    await renderApp('/mentions-legales');
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' });
    expect(screen.getByText('[À compléter : raison sociale]')).toBeVisible();
    expect(screen.getByText('[À compléter : directeur de la publication]')).toBeVisible();
    expect(screen.getByText('[À compléter : hébergeur]')).toBeVisible();
  });
});

describe('[PUB-TRUST] the public site says what a visitor can rely on (issue 25)', () => {
  it('[PUB-TRUST] /tarifs-cpam: official figures with source and date, no research notes nor third-party code', async () => {
    await renderApp('/tarifs-cpam');
    await screen.findByRole('heading', { level: 1, name: 'Tarifs CPAM' });
    const page = document.body;
    expect(page).not.toHaveTextContent(/Nous n’avons pas pu/);
    expect(page).not.toHaveTextContent(/roullepro|\.ts\b|source tierce|à confirmer/);
    expect(screen.queryAllByRole('link', { name: /roullepro|github/i })).toEqual([]);
    expect(screen.getByText(/montants indicatifs/i)).toBeVisible();
  });

  it('[PUB-TRUST] /fonctionnalites promises nothing « en cours de construction »', async () => {
    await renderApp('/fonctionnalites');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).not.toHaveTextContent(/construction/);
  });

  it('[PUB-TRUST] /paiement describes the dashboard’s SEPA transfer', async () => {
    await renderApp('/paiement');
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    expect(document.body).toHaveTextContent(/virement bancaire SEPA/);
    expect(document.body).not.toHaveTextContent(/paiement en ligne n’y est pas encore ouvert/);
  });

  it('[PUB-TRUST] the CGU send a vital emergency to the 15, not to this service', async () => {
    await renderApp('/cgu');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).toHaveTextContent(/appelez le 15 \(SAMU\)/);
    expect(document.body).not.toHaveTextContent(/transports non urgents/);
  });
});

describe('[PUB3] tarifs CPAM: tables with dates and sources', () => {
  it('[PUB3] shows each grid with its period, its values and where they come from', async () => {
    await renderApp('/tarifs-cpam');
    const grid2013 = await screen.findByRole('table', {
      name: /Ambulance — grille du 1er février 2013 — du 1er février 2013 au 5 novembre 2023/,
    });
    expect(within(grid2013).getByRole('row', { name: /Forfait départemental/ })).toHaveTextContent(
      /51,30\s€/,
    );
    expect(screen.getByRole('table', { name: /Taxi conventionné — convention-cadre 2025 — depuis le 1er octobre 2025/ })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'ameli.fr — Ambulances : tarifs conventionnels' }),
    ).toHaveAttribute('href', expect.stringContaining('ameli.fr'));
  });
});
