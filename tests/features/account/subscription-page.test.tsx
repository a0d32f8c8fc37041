import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { RemoteError } from '@/data/ports';
import { renderApp, TEST_NOW } from '@tests/support/render-app';
import { MemorySubscriptionRequests } from '@tests/support/fakes/memory-subscription-requests';

afterEach(() => vi.restoreAllMocks());

async function openSubscription(status: 'active' | 'none' | 'trial' = 'active') {
  let uid: string | null = null;
  const requests = new MemorySubscriptionRequests(
    () => uid,
    () => TEST_NOW,
  );
  const app = await renderApp(PATHS.subscription, {
    as: 'vtc',
    subscription: status,
    services: { subscriptionRequests: requests },
  });
  uid = app.auth.current?.uid ?? null;
  await screen.findByRole('heading', { level: 1, name: 'Abonnement' });
  return { ...app, requests, uid: uid! };
}

describe('[ACC-SUB] /dashboard/abonnement', () => {
  it('[ACC-SUB] shows the plan, the status in French and its dates', async () => {
    await openSubscription('active');
    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    expect(within(current).getByText('Pro')).toBeInTheDocument();
    // The status as people say it; the stored code (« actif », « en_attente ») is not shown (issue 25).
    expect(within(current).getByText('Actif')).toBeInTheDocument();
    expect(within(current).queryByText(/\(actif\)|en_attente/)).toBeNull();
    expect(within(current).getByText('22/11/2026')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
  });

  it('[ACC-SUB] offers the free trial only when §4 does', async () => {
    await openSubscription('none');
    expect(screen.getByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeInTheDocument();
  });

  it('[ACC-SUB] a member of a subscribed organisation: their access follows it, no trial offered', async () => {
    await renderApp(PATHS.subscription, {
      as: 'vtc',
      subscription: 'none',
      organisation: {
        name: 'VTC du Centre',
        phone: null,
        base: null,
        subscription: {
          plan: 'pro',
          status: 'active',
          startDate: TEST_NOW,
          endDate: null,
          trialEndsAt: null,
        },
      },
      services: {
        subscriptionRequests: new MemorySubscriptionRequests(
          () => null,
          () => TEST_NOW,
        ),
      },
    });
    expect(
      await screen.findByText(
        'Votre accès suit l’abonnement de votre organisation, souscrit par son responsable.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Démarrer l’essai gratuit' })).toBeNull();
  });

  it('[ACC-SUB] pro plan for 3 vehicles: 74 € HT live; filing it leads to the payment with its reference', async () => {
    const user = userEvent.setup();
    const { requests, router, uid } = await openSubscription();
    const units = screen.getByLabelText('Nombre de véhicules');
    await user.clear(units);
    await user.type(units, '3');
    const price = screen.getByLabelText('Prix mensuel');
    expect(within(price).getByText(/74,00\s€/)).toBeInTheDocument();
    expect(within(price).getByText(/88,80\s€/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande d’abonnement' }));
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    const [filed] = await requests.listMine(uid);
    expect(filed).toMatchObject({
      plan: 'pro',
      units: 3,
      monthlyHT: 74,
      monthlyTTC: 88.8,
      status: 'pending',
    });
    expect(router.state.location.search).toBe(`?reference=${filed!.id}`);
    expect(await screen.findByLabelText('Référence de virement')).toHaveTextContent(filed!.id);
  });

  it('[ACC-SUB] beyond the maximum: the domain’s French error, nothing to send', async () => {
    const user = userEvent.setup();
    await openSubscription();
    const units = screen.getByLabelText('Nombre de véhicules');
    await user.clear(units);
    await user.type(units, '11');
    expect(
      screen.getByText('Au-delà de 10 véhicules, contactez-nous pour un devis.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande d’abonnement' })).toBeDisabled();
  });

  it('[ACC-SUB] offline: « Connexion requise », the request cannot be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openSubscription();
    expect(screen.getByText(/Connexion requise/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande d’abonnement' })).toBeDisabled();
  });

  it('[ACC-SUB] lists the requests with their status, and a refusal with the admin’s note', async () => {
    let uid: string | null = null;
    const requests = new MemorySubscriptionRequests(
      () => uid,
      () => TEST_NOW,
    );
    const base = {
      plan: 'pro',
      units: 1,
      monthlyHT: 44,
      createdAt: TEST_NOW,
      processedAt: TEST_NOW,
    };
    const app = await renderApp(PATHS.subscription, {
      as: 'vtc',
      services: { subscriptionRequests: requests },
    });
    uid = app.auth.current!.uid;
    requests.put('ABO-AAAAAAAAAA', {
      ...base,
      uid,
      status: 'rejected',
      processedAction: 'reject',
      adminNotes: 'Virement non reçu',
    });
    requests.put('ABO-BBBBBBBBBB', {
      ...base,
      uid,
      status: 'approved',
      processedAction: 'approve',
    });
    app.router.navigate(PATHS.paymentPage);
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    app.router.navigate(PATHS.subscription);
    expect(
      await screen.findByText('Note de l’administrateur : Virement non reçu'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refusée')).toBeInTheDocument();
    expect(screen.getByText('Approuvée')).toBeInTheDocument();
  });

  it('[ACC-SUB] a failed list says so (spec §8: empty list)', async () => {
    const requests = new MemorySubscriptionRequests(
      () => null,
      () => TEST_NOW,
    );
    requests.listFailure = new RemoteError('unavailable', 'Serveur injoignable.');
    await renderApp(PATHS.subscription, {
      as: 'vtc',
      services: { subscriptionRequests: requests },
    });
    expect(
      await screen.findByText(/Vos demandes n’ont pas pu être lues : Serveur injoignable/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Aucune demande pour le moment.')).toBeInTheDocument(),
    );
  });

  it('[ACC-SUB] a patient has nothing to subscribe to', async () => {
    await renderApp(PATHS.subscription, { as: 'patient' });
    expect(
      await screen.findByText('Votre accès est inclus : aucun abonnement n’est nécessaire.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Formule')).not.toBeInTheDocument();
  });
});
