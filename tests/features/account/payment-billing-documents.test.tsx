import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { buildSubscriptionRequest } from '@/domain/subscription/subscription-request';
import { renderApp, TEST_NOW } from '@tests/support/render-app';
import { MemorySubscriptionRequests } from '@tests/support/fakes/memory-subscription-requests';

afterEach(() => vi.restoreAllMocks());

const PAYEE = {
  ok: true as const,
  name: 'Transport Sanitaire SAS',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',
};

function withRequest(uid: () => string | null) {
  const requests = new MemorySubscriptionRequests(uid, () => TEST_NOW);
  return requests;
}

function file(requests: MemorySubscriptionRequests, uid: string, status = 'pending') {
  const built = buildSubscriptionRequest({
    applicant: {
      uid,
      email: 'vtc@exemple.fr',
      displayName: 'Test vtc',
      userType: 'vtc',
      orga_id: 'vtc_0001',
    },
    plan: 'pro',
    units: 3,
    transferReference: 'ABO-7K2M9Q4XPD',
    now: TEST_NOW,
  });
  if (!built.ok) throw new Error(built.error);
  requests.put('ABO-7K2M9Q4XPD', { ...built.request, status });
}

describe('[ACC-PAY] /dashboard/paiements/paiement', () => {
  it('[ACC-PAY] the pending request: HT, TVA, TTC, its reference and the payee', async () => {
    let uid: string | null = null;
    const requests = withRequest(() => uid);
    const app = await renderApp('/dashboard', {
      as: 'vtc',
      services: { subscriptionRequests: requests, payee: PAYEE },
    });
    uid = app.auth.current!.uid;
    file(requests, uid);
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord VTC' });
    await app.router.navigate(PATHS.paymentPage);
    expect(await screen.findByLabelText('Référence de virement')).toHaveTextContent(
      'ABO-7K2M9Q4XPD',
    );
    expect(screen.getByText(/74,00\s€/)).toBeInTheDocument();
    expect(screen.getByText(/14,80\s€/)).toBeInTheDocument();
    expect(screen.getByText(/88,80\s€/)).toBeInTheDocument();
    expect(screen.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(screen.getByText('BNPAFRPP')).toBeInTheDocument();
  });

  it('[ACC-PAY] payee not configured: a French explanation, the reference still shown', async () => {
    let uid: string | null = null;
    const requests = withRequest(() => uid);
    const payee = {
      ok: false as const,
      problem: 'Coordonnées bancaires non configurées : l’IBAN.',
    };
    const app = await renderApp('/dashboard', {
      as: 'vtc',
      services: { subscriptionRequests: requests, payee },
    });
    uid = app.auth.current!.uid;
    file(requests, uid);
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord VTC' });
    await app.router.navigate(PATHS.paymentPage);
    expect(
      await screen.findByText(
        /ne sont pas encore disponibles \(Coordonnées bancaires non configurées : l’IBAN\.\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Référence de virement')).toHaveTextContent('ABO-7K2M9Q4XPD');
  });

  it('[ACC-PAY] no request yet: says so and leads to the plans', async () => {
    await renderApp(PATHS.paymentPage, {
      as: 'vtc',
      services: { subscriptionRequests: withRequest(() => null) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Aucune demande à régler' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir une formule' })).toHaveAttribute(
      'href',
      PATHS.subscription,
    );
  });
});

describe('[ACC-BIL] /dashboard/facturation', () => {
  it('[ACC-BIL] an active subscription has its invoice of the month, priced as the approved request', async () => {
    let uid: string | null = null;
    const requests = withRequest(() => uid);
    const app = await renderApp('/dashboard', {
      as: 'vtc',
      services: { subscriptionRequests: requests },
    });
    uid = app.auth.current!.uid;
    file(requests, uid, 'approved');
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord VTC' });
    await app.router.navigate(PATHS.dashboardBilling);
    const table = await screen.findByRole(
      'table',
      { name: /Factures mensuelles/ },
      { timeout: 5000 },
    );
    expect(within(table).getByText('FAC-VTC0001-202611-001')).toBeInTheDocument();
    expect(within(table).getByText(/88,80\s€/)).toBeInTheDocument();
    await app.router.navigate('/dashboard/facturation/FAC-VTC0001-202611-001');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Facture n° FAC-VTC0001-202611-001',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/indemnité forfaitaire pour frais de recouvrement de 40 €/),
    ).toBeInTheDocument();
    expect(screen.getByText(/\[À compléter : numéro rcs\]/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it('[ACC-BIL] on trial, nothing is invoiced: an empty state', async () => {
    await renderApp(PATHS.dashboardBilling, {
      as: 'vtc',
      subscription: 'trial',
      services: { subscriptionRequests: withRequest(() => null) },
    });
    expect(await screen.findByRole('heading', { name: 'Aucune facture' })).toBeInTheDocument();
  });

  it('[ACC-BIL] an unknown invoice number: not found, with a way back', async () => {
    await renderApp('/dashboard/facturation/FAC-X', {
      as: 'vtc',
      services: { subscriptionRequests: withRequest(() => null) },
    });
    expect(await screen.findByRole('heading', { name: 'Facture introuvable' })).toBeInTheDocument();
  });
});

describe('[ACC-DOC] documents', () => {
  it('[ACC-DOC] a patient with no completed ride: the attestation empty state', async () => {
    await renderApp('/mes-documents', { as: 'patient' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Aucun transport terminé/)).toBeInTheDocument();
  });

  it('[ACC-DOC] a company is led to its invoices', async () => {
    await renderApp(PATHS.dashboardDocuments, { as: 'vtc' });
    expect(await screen.findByRole('link', { name: 'Voir mes factures' })).toHaveAttribute(
      'href',
      PATHS.dashboardBilling,
    );
  });
});

describe('[ACC-TRA] /dashboard/transports/*', () => {
  it.each([
    ['vtc', '/dashboard/transports/terminees', PATHS.vtcTransportsDone],
    ['clinique', '/dashboard/transports', PATHS.cliniqueTransports],
  ] as const)('[ACC-TRA] %s: %s opens %s', async (role, path, target) => {
    const { router } = await renderApp(path, { as: role });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
