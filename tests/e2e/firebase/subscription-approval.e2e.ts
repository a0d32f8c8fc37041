import { expect, test } from '@playwright/test';
import {
  dashboardLink,
  expectAccessWithoutReload,
  markNotReloaded,
  signUpAsAdmin,
  signUpThroughForm,
} from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode (issue 11 in Firebase): an ambulance company asks for a plan from its subscription page; the
 * admin (made by admin:grant), on another device, approves it on their dashboard; the company's tab — never
 * reloaded — now leads to its dashboard: its profile follows the server (ProfilePort.watch) under the rules.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('[E2E-FB-SUB1] a request filed through the UI, approved by the admin: access without a reload', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await (await browser.newContext()).newPage();
  await signUpThroughForm(account, { role: 'ambulance', name: 'Ambulances Rivière' });
  await expect(account).toHaveURL(/\/tarifs/, { timeout: 30_000 });
  await expect(dashboardLink(account)).toHaveAttribute('href', '/tarifs');

  await account.goto('/dashboard/abonnement');
  await account.getByLabel('Formule', { exact: true }).selectOption('pro');
  await account.getByLabel('Nombre d’ambulances').fill('2');
  await account.getByRole('button', { name: 'Envoyer la demande d’abonnement' }).click();
  await expect(account).toHaveURL(/\/dashboard\/paiements\/paiement\?reference=ABO-/, {
    timeout: 30_000,
  });
  await account
    .getByRole('navigation', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: 'Tableau de bord' })
    .click();
  await expect(account).toHaveURL(/\/tarifs$/);
  const loadsBefore = await markNotReloaded(account);

  const admin = await (await browser.newContext()).newPage();
  await signUpAsAdmin(admin);
  const request = admin.getByRole('listitem', { name: 'Demande de Ambulances Rivière' });
  await expect(request).toBeVisible({ timeout: 30_000 });
  await admin.screenshot({ path: testInfo.outputPath('admin-demande.png'), fullPage: true });
  await request.getByRole('button', { name: 'Approuver' }).click();
  await expect(request).toBeHidden({ timeout: 30_000 });

  await expectAccessWithoutReload(account, loadsBefore, 30_000);
  await account.screenshot({
    path: testInfo.outputPath('ambulance-apres-approbation.png'),
    fullPage: true,
  });
});
