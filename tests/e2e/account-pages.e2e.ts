import { expect, test } from '@playwright/test';
import { setTabOffline, signInAs, waitForServiceWorker, waitForSynced } from './support';

/**
 * Issue 12, demo mode. A profile change goes through the outbox like every other change: saved offline, it shows at
 * once, survives a reload with no network, and reaches the server once the tab is back online.
 */
test('[E2E-ACC1] a VTC account edits its phone offline, reloads, goes online and sees it synced', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'vtc');
  await page.goto('/dashboard/parametres');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await waitForServiceWorker(page);

  await setTabOffline(page, true);
  await expect(page.getByText(/Hors ligne : vos modifications sont enregistrées/)).toBeVisible();
  await page.getByLabel('Téléphone', { exact: true }).fill('06 11 22 33 44');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  const waiting = page.getByText(
    '1 modification de votre profil attend d’être envoyée au serveur.',
  );
  await expect(waiting).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue('06 11 22 33 44');
  await expect(waiting).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('parametres-vtc-hors-ligne-desktop.png'),
    fullPage: true,
  });

  await setTabOffline(page, false);
  await waitForSynced(page);
  await expect(
    page.getByText('Vos modifications de profil sont synchronisées avec le serveur.'),
  ).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // Online, a reload reads the profile from the server: the phone is there.
  await page.reload();
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue('06 11 22 33 44');
  await expect(page.getByText(/attend d’être envoyée/)).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath('parametres-vtc-desktop.png'),
    fullPage: true,
  });
});

test('[E2E-ACC2] a VTC account asks for the pro plan with 3 vehicles: 74 € HT and a transfer reference', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'vtc');
  await page.goto('/dashboard/abonnement');
  await page.getByLabel('Formule', { exact: true }).selectOption('pro');
  await page.getByLabel('Nombre de véhicules').fill('3');
  const price = page.getByLabel('Prix mensuel');
  await expect(price).toContainText('74,00');
  await expect(price).toContainText('88,80');
  await page.screenshot({
    path: testInfo.outputPath('abonnement-vtc-desktop.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Envoyer la demande d’abonnement' }).click();
  await expect(page).toHaveURL(/\/dashboard\/paiements\/paiement\?reference=ABO-/);
  await expect(page.getByLabel('Référence de virement')).toHaveText(/^ABO-[0-9A-Z]{10}$/);
  await expect(page.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('paiement-vtc-desktop.png'), fullPage: true });
  await page.goto('/dashboard/abonnement');
  await expect(page.getByText('En attente')).toBeVisible();
});

test('[E2E-ACC3] the billing account reaches Facturation from its menu and prints an invoice', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'ambulance');
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('link', { name: 'Facturation' }).click();
  const table = page.getByRole('table', { name: /Factures mensuelles/ });
  await expect(table).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('facturation-ambulance-desktop.png'),
    fullPage: true,
  });
  await table
    .getByRole('link', { name: /Voir et imprimer/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Facture n° FAC-AMBU0001-/ }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('facture-impression.png'), fullPage: true });
  await page.pdf({ path: testInfo.outputPath('facture.pdf') });
});

test.describe('account pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('[E2E-ACC5] a VTC driver’s Paramètres on a phone', async ({ page }, testInfo) => {
    await signInAs(page, 'vtc');
    await page.goto('/dashboard/parametres');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('parametres-vtc-390.png'),
      fullPage: true,
    });
  });

  test('[E2E-ACC4] a patient’s documents and preferences', async ({ page }, testInfo) => {
    await signInAs(page, 'patient');
    await page.goto('/mes-documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('documents-patient-390.png'),
      fullPage: true,
    });
    await page.goto('/mes-preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('preferences-patient-390.png'),
      fullPage: true,
    });
  });
});
