import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, TEST_NOW } from '@tests/support/render-app';

afterEach(() => localStorage.clear());

describe('[PR1] plans and estimates (spec §9)', () => {
  it('shows the three plans with their monthly base', async () => {
    await renderApp('/tarifs');
    const plans = await screen.findByRole('list', { name: 'Formules' });
    const cards = within(plans).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ambulances',
      'Établissements',
      'VTC',
    ]);
    expect(cards[0]).toHaveTextContent(/199\s€\s\/ mois/);
    expect(cards[2]).toHaveTextContent(/29\s€\s\/ mois/);
  });

  it('estimates a fleet and explains the limit in French', async () => {
    await renderApp('/tarifs');
    const field = await screen.findByLabelText('Nombre d’ambulances');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    expect(screen.getByText(/Total estimé : 424\s€ par mois/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '21');
    expect(
      screen.getByText('Au-delà de 20 ambulances, contactez-nous pour un devis.'),
    ).toBeVisible();
  });
});

describe('[PR2] trial', () => {
  it('a clinic without subscription starts the 14-day trial and lands on its dashboard', async () => {
    const { router, profiles } = await renderApp('/tarifs', {
      as: 'clinique',
      subscription: 'none',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Démarrer l’essai gratuit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clinique'));
    const stored = [...profiles.store.values()][0];
    expect(stored?.subscription).toMatchObject({
      status: 'trial',
      plan: 'pro',
      startDate: TEST_NOW,
      trialEndsAt: TEST_NOW + 14 * 86_400_000,
      endDate: TEST_NOW + 14 * 86_400_000,
    });
    expect(await screen.findByText('Essai gratuit activé pour 14 jours.')).toBeVisible();
  });

  it('[PR3] a member is not offered a trial of his own: the organisation’s founder starts it', async () => {
    await renderApp('/tarifs', {
      as: 'ambulance',
      subscription: 'none',
      organisation: {
        name: 'Ambulances Bellecour',
        phone: null,
        base: null,
        ownerUid: 'u-fondateur',
      },
    });
    expect(
      await screen.findByText(
        /Seul le fondateur de votre organisation peut démarrer son essai gratuit/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeNull();
  });

  it('[PR3] a founder whose organisation already had its trial is led to the plans', async () => {
    await renderApp('/tarifs', {
      as: 'clinique',
      subscription: 'none',
      organisation: (uid) => ({
        name: 'Clinique du Parc',
        phone: null,
        base: null,
        ownerUid: uid,
        subscription: {
          plan: 'pro',
          status: 'expired',
          startDate: TEST_NOW - 30 * 86_400_000,
          endDate: TEST_NOW - 16 * 86_400_000,
          trialEndsAt: TEST_NOW - 16 * 86_400_000,
        },
      }),
    });
    expect(
      await screen.findByText(/L’essai gratuit de votre organisation a déjà été utilisé/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeNull();
  });

  it('[PR3] the founder of an organisation that never had one is offered the trial', async () => {
    await renderApp('/tarifs', {
      as: 'vtc',
      subscription: 'none',
      organisation: (uid) => ({ name: 'Navette Santé', phone: null, base: null, ownerUid: uid }),
    });
    expect(await screen.findByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeVisible();
  });

  it('shows the days left of a running trial instead of the offer', async () => {
    await renderApp('/tarifs', { as: 'vtc', subscription: 'trial' });
    expect(await screen.findByText(/Votre abonnement : Période d’essai/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeNull();
  });

  it('tells a suspended company how to get access back', async () => {
    await renderApp('/tarifs', { as: 'ambulance', subscription: 'suspended' });
    expect(await screen.findByText('Contactez-nous pour réactiver votre accès.')).toBeVisible();
  });

  it('tells patients their access is included', async () => {
    await renderApp('/tarifs', { as: 'patient' });
    expect(
      await screen.findByText('Votre accès est inclus : aucun abonnement n’est nécessaire.'),
    ).toBeVisible();
  });
});
