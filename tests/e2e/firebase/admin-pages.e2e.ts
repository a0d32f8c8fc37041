import { expect, test } from '@playwright/test';
import { signUpAsAdmin, signUpWithTrial } from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode: the back-office against the emulators under firestore.rules, its admin made by npm run
 * admin:grant (never by writing documents here). Statistics, users and test data work on what the server holds.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('[E2E-FB-ADM1] the admin made by admin:grant: statistics, users and test data', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const clinic = await (await browser.newContext()).newPage();
  const clinicEmail = await signUpWithTrial(clinic, {
    role: 'clinique',
    name: 'Clinique Saint-Roch',
  });

  const admin = await (await browser.newContext()).newPage();
  const adminEmail = await signUpAsAdmin(admin);

  const testData = admin.getByRole('region', { name: 'Données de test' });
  await admin.goto('/dashboard/admin/firebase');
  await testData.getByRole('button', { name: 'Créer les comptes de test' }).click();
  await expect(testData.getByText(/compte\(s\) de test prêt\(s\)/)).toBeVisible({
    timeout: 30_000,
  });
  const account = testData.getByLabel('Compte demandeur');
  const option = account.locator('option', { hasText: 'test-org-clinique' });
  await expect(option).toHaveCount(1);
  await account.selectOption((await option.getAttribute('value')) ?? '');
  await testData.getByLabel('Nombre de transports').fill('6');
  await testData.getByRole('button', { name: 'Créer les transports' }).click();
  await expect(testData.getByText('6 transport(s) de test créé(s).')).toBeVisible({
    timeout: 30_000,
  });
  const counts = admin.getByRole('region', { name: 'Comptages' });
  await expect(
    counts.getByText('Transports de test').locator('xpath=following-sibling::dd'),
  ).toHaveText('6');
  await admin.screenshot({ path: testInfo.outputPath('admin-donnees-test.png'), fullPage: true });

  await admin.goto('/dashboard/admin');
  await expect(admin.getByRole('heading', { name: 'Statistiques des transports' })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Transports créés par jour/ })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-statistiques.png'), fullPage: true });

  await admin.goto('/dashboard/admin/gestionusers');
  const users = admin.getByRole('table', { name: 'Utilisateurs' });
  await expect(users).toBeVisible({ timeout: 30_000 });
  await expect(users.getByText(clinicEmail)).toBeVisible();
  await expect(users.getByText(adminEmail)).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-utilisateurs.png'), fullPage: true });

  const cleanup = admin.getByRole('region', { name: 'Nettoyage' });
  await admin.goto('/dashboard/admin/firebase');
  await cleanup.getByRole('button', { name: 'Supprimer les transports de test' }).click();
  await expect(cleanup.getByText('6 transport(s) de test supprimé(s).')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    counts.getByText('Transports de test').locator('xpath=following-sibling::dd'),
  ).toHaveText('0');
});
