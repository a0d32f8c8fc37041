import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { createDemoInboxChannel } from '@/services/contact/contact-channel';
import { profileOf } from '@tests/data/admin-contract/admin-contract';
import { adminWorld, AMBULANCE, type AdminWorld } from './admin-fixture';

let world: AdminWorld;
beforeEach(async () => {
  world = await adminWorld();
});
afterEach(async () => {
  await world.dispose();
  localStorage.clear();
});

describe('[ADMP1] /dashboard/admin', () => {
  it('[ADMP1] approving a pending request activates the account and shows the revenue', async () => {
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    const request = await screen.findByRole('listitem', { name: 'Demande de Compte srv-ambu' });
    await userEvent.type(
      within(request).getByLabelText('Notes pour Compte srv-ambu'),
      'Virement reçu',
    );
    await userEvent.click(within(request).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Aucune demande en attente.')).toBeVisible();
    const stored = await world.remote.getUser(AMBULANCE.uid);
    expect(stored?.subscription).toMatchObject({ status: 'active', plan: 'premium' });
    const revenue = screen.getByLabelText('Revenus');
    await waitFor(() => expect(revenue).toHaveTextContent(/Revenu mensuel\s*199\s€/));
    expect(revenue).toHaveTextContent(/Revenu annuel\s*2\s388\s€/);
    expect(await screen.findByText(/Demande d’abonnement traitée/)).toBeVisible();
  });

  it('[ADMP1] the subscription list filters by status and searches by e-mail', async () => {
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    const table = await screen.findByRole('table', { name: 'Abonnements des organisations' });
    expect(within(table).getByText(/srv-ambu@exemple\.fr/)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'active');
    expect(await screen.findByText('Aucun abonnement ne correspond.')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), '');
    await userEvent.type(
      screen.getByLabelText('Rechercher (organisation, nom ou e-mail)'),
      'inconnu',
    );
    expect(screen.getByText('Aucun abonnement ne correspond.')).toBeVisible();
  });

  it('[ADMP1][REV-ORG] a company’s chauffeurs are members, not subscribers: one row, one 199 € (issue 25)', async () => {
    const active = { status: 'active', plan: 'pro', startDate: 1, endDate: 2 };
    await world.remote.accounts.writeUser(
      AMBULANCE.uid,
      { company_name: 'Ambulances Martin', subscription: active },
      true,
    );
    for (const uid of ['srv-paul', 'srv-mehdi']) {
      await world.remote.accounts.writeUser(
        uid,
        {
          ...profileOf({ uid, role: 'ambulance', orgId: AMBULANCE.orgId }),
          company_name: 'Ambulances Martin',
          subscription: active,
        },
        false,
      );
    }
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    const revenue = await screen.findByLabelText('Revenus');
    await waitFor(() => expect(revenue).toHaveTextContent(/Revenu mensuel\s*199\s€/));
    expect(revenue).toHaveTextContent(/Abonnements actifs\s*1/);
    const table = await screen.findByRole('table', { name: 'Abonnements des organisations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/Ambulances Martin.*3 comptes/);
  });

  it('[ADMP1] statistics and the lazy chart are shown', async () => {
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    expect(
      await screen.findByRole('heading', { name: 'Statistiques des transports' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('img', { name: /Transports créés par jour sur 30 jours/ }),
    ).toBeVisible();
    expect(screen.getByText('Aucun transport.')).toBeVisible();
  });

  it('[ADMP1] offline: every panel says « Connexion requise »', async () => {
    world.setOnline(false);
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    await waitFor(() => expect(screen.getAllByText('Connexion requise').length).toBe(5));
  });

  it('[ADMP1] a trial refused by §4 explains why', async () => {
    await world.remote.accounts.writeUser(
      AMBULANCE.uid,
      { subscription: { status: 'expired', plan: 'pro' } },
      true,
    );
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    const request = await screen.findByRole('listitem', { name: 'Demande de Compte srv-ambu' });
    await userEvent.click(within(request).getByRole('button', { name: 'Accorder l’essai' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'Erreur lors du traitement de la demande: Période d’essai impossible',
    );
  });
});

describe('[ADMP2] /dashboard/admin lists what visitors wrote through /contact', () => {
  const written = (id: string, name: string, writtenAt: number) => ({
    id,
    name,
    email: `${id}@exemple.fr`,
    organisation: 'Clinique du Parc',
    message: `Bonjour,\nnous voudrions essayer l’application (${name}).`,
    writtenAt,
  });

  it('[ADMP2] newest first, with who, when and a way to answer by e-mail', async () => {
    // Two visitors' messages a day apart (the demo inbox holds each browser to one a minute).
    let at = Date.UTC(2026, 10, 20, 9);
    const inbox = createDemoInboxChannel(() => (at += MILLIS_PER_DAY));
    await inbox.send(written('msg-ancien', 'Alice Martin', Date.UTC(2026, 10, 20, 9)));
    await inbox.send(written('msg-recent', 'Bruno Petit', Date.UTC(2026, 10, 21, 15)));
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    const list = await screen.findByRole('list', { name: 'Messages de contact (2)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'Bruno Petit',
      'Alice Martin',
    ]);
    expect(items[0]).toHaveTextContent('Reçu le 21/11/2026 16:00');
    expect(items[0]).toHaveTextContent('Clinique du Parc');
    expect(
      within(items[0]!).getByRole('link', { name: 'Répondre à msg-recent@exemple.fr' }),
    ).toHaveAttribute('href', 'mailto:msg-recent@exemple.fr');
  });

  it('[ADMP2] none yet: a French empty state', async () => {
    await renderApp('/dashboard/admin', { as: 'admin', services: world.services });
    expect(await screen.findByText('Aucun message de contact reçu pour l’instant.')).toBeVisible();
  });
});
