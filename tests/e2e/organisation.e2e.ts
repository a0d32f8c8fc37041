import { expect, test } from '@playwright/test';
import { acceptedRide, signInAs, waitForSynced } from './support';

/**
 * [E2E-ORG] Issue 13, the part built so far (demo): the ambulance company's responsable (Julien Moreau) sees its
 * personnel and fleet, then assigns an accepted ride to one of its chauffeurs with a vehicle, from a phone.
 * Not yet covered: a chauffeur persona signing in, messages (not built).
 */
test('[E2E-ORG1] personnel and fleet of the ambulance company (desktop)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'ambulance');
  await page.goto('/dashboard/personnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Personnel' })).toBeVisible();
  await expect(page.getByText('Mehdi Haddad', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('personnel-bureau.png'), fullPage: true });
  await page.goto('/dashboard/vehicules');
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
  await expect(page.getByText('Ambulance 1', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('vehicules-bureau.png'), fullPage: true });
});

test('[E2E-ORG2] the responsable assigns an accepted ride from a phone', async ({
  context,
}, testInfo) => {
  const { driver: page } = await acceptedRide(context, 'Affectation');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Affecter un chauffeur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: 'Mehdi Haddad' });
  const vsl = dialog.getByLabel('Véhicule').locator('option', { hasText: 'VSL 1' });
  await dialog.getByLabel('Véhicule').selectOption({ label: (await vsl.textContent())!.trim() });
  await page.screenshot({ path: testInfo.outputPath('affectation-telephone.png'), fullPage: true });
  const ambulance = dialog.getByLabel('Véhicule').locator('option', { hasText: 'Ambulance 1' });
  await dialog
    .getByLabel('Véhicule')
    .selectOption({ label: (await ambulance.textContent())!.trim() });
  await dialog
    .getByRole('button', { name: /Confirmer l’affectation|Affecter malgré tout/ })
    .click();
  await expect(page.getByText(/^Chauffeur : Mehdi — Ambulance 1/)).toBeVisible();
  await waitForSynced(page);
  await page.screenshot({ path: testInfo.outputPath('affecte-telephone.png'), fullPage: true });
});
