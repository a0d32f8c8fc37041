import { expect, test } from '@playwright/test';
import { signInAs } from './support';

test.use({ viewport: { width: 1366, height: 900 } });

test('[E2E-ADM1] the admin builds a test world, sees the counts and cleans the test transports to 100 %', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/firebase');
  const testData = page.getByRole('region', { name: 'Données de test' });
  await testData.getByRole('button', { name: 'Créer les comptes de test' }).click();
  await expect(testData.getByText(/compte\(s\) de test prêt\(s\)/)).toBeVisible();
  const account = testData.getByLabel('Compte demandeur');
  await expect(account.locator('option', { hasText: 'test-org-clinique' })).toHaveCount(1);
  const value = await account
    .locator('option', { hasText: 'test-org-clinique' })
    .getAttribute('value');
  await account.selectOption(value ?? '');
  await testData.getByLabel('Nombre de transports').fill('25');
  await testData.getByRole('button', { name: 'Créer les transports' }).click();
  await expect(testData.getByText('25 transport(s) de test créé(s).')).toBeVisible({
    timeout: 30_000,
  });

  const counts = page.getByRole('region', { name: 'Comptages' });
  await expect(
    counts.getByText('Transports de test').locator('xpath=following-sibling::dd'),
  ).toHaveText('25');
  await page.screenshot({
    path: testInfo.outputPath('admin-firebase-desktop.png'),
    fullPage: true,
  });

  const cleanup = page.getByRole('region', { name: 'Nettoyage' });
  await cleanup.getByRole('button', { name: 'Supprimer les transports de test' }).click();
  await expect(cleanup.getByText('25 transport(s) de test supprimé(s).')).toBeVisible({
    timeout: 30_000,
  });
  const bar = cleanup.getByRole('progressbar', { name: 'Suppression des transports de test' });
  await expect(bar).toHaveAttribute('aria-valuetext', '25 sur 25 (100 %)');
  await expect(
    counts.getByText('Transports de test').locator('xpath=following-sibling::dd'),
  ).toHaveText('0');
  await page.screenshot({
    path: testInfo.outputPath('admin-firebase-cleaned-desktop.png'),
    fullPage: true,
  });
});

test('[E2E-ADM2] the admin pages render on a desktop (screenshots)', async ({ page }, testInfo) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Statistiques des transports' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Transports créés par jour/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-desktop.png'), fullPage: true });
  await page.goto('/dashboard/admin/gestionusers');
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-users-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Abonnements' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-phone.png'), fullPage: true });
});
