import { expect, test } from '@playwright/test';
import {
  dashboardLink,
  E2E_IDENTITY,
  expectAccessWithoutReload,
  fillOrganisationIdentity,
  markNotReloaded,
  tabAs,
} from './support';

test.use({ viewport: { width: 1366, height: 900 } });

/**
 * Issue 11, demo mode. A new ambulance account (no subscription) is sent to /tarifs; it asks for a plan from its
 * subscription page; the admin, in another tab of the same browser, approves it; the account's tab — never
 * reloaded — now leads to its dashboard: the profile follows the server (ProfilePort.watch).
 */
test('[E2E-SUB1] an approved subscription opens the ambulance dashboard without a reload', async ({
  context,
}, testInfo) => {
  const account = await context.newPage();
  const email = `ambu-${Date.now()}@exemple.fr`;
  await account.goto('/auth?mode=signup');
  await account.getByLabel(/^Nom complet/).fill('Ambulances Rivière');
  await account.getByLabel(/^Adresse e-mail/).fill(email);
  await account.getByLabel(/^Mot de passe/).fill('secret123');
  await account.getByLabel('Vous êtes').selectOption('ambulance');
  await account.getByRole('button', { name: 'Créer mon compte' }).click();
  await fillOrganisationIdentity(account, { ...E2E_IDENTITY, name: 'Ambulances Rivière' });
  await expect(account).toHaveURL(/\/tarifs/);
  await expect(dashboardLink(account)).toHaveAttribute('href', '/tarifs');

  await account.goto('/dashboard/abonnement');
  await account.getByLabel('Formule', { exact: true }).selectOption('pro');
  await account.getByLabel('Nombre d’ambulances').fill('2');
  await account.getByRole('button', { name: 'Envoyer la demande d’abonnement' }).click();
  await expect(account).toHaveURL(/\/dashboard\/paiements\/paiement\?reference=ABO-/);
  // Still without access: the guarded dashboard sends the account back to /tarifs.
  await account
    .getByRole('navigation', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Tableau de bord' })
    .click();
  await expect(account).toHaveURL(/\/tarifs$/);
  await expect(dashboardLink(account)).toHaveAttribute('href', '/tarifs');
  const loadsBefore = await markNotReloaded(account);

  const admin = await tabAs(context, 'admin');
  await admin.goto('/dashboard/admin');
  const request = admin.getByRole('listitem', { name: 'Demande de Ambulances Rivière' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Approuver' }).click();
  await expect(request).toBeHidden();

  // The account's tab, untouched since: its access follows the approval.
  await expectAccessWithoutReload(account, loadsBefore, 10_000);
  await account.screenshot({
    path: testInfo.outputPath('ambulance-apres-approbation-desktop.png'),
    fullPage: true,
  });
});
