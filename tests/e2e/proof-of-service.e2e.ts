import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { acceptedRide, setTabOffline, waitForServiceWorker, waitForSynced } from './support';

/** Draws a signature-like stroke across the frame with the mouse. */
async function drawSignature(page: Page) {
  const frame = page.getByRole('img', { name: /Cadre de signature/ });
  const box = await frame.boundingBox();
  if (!box) throw new Error('Cadre de signature introuvable');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    const x = box.x + box.width * (0.1 + step * 0.04);
    const y = box.y + box.height * (0.6 + 0.25 * Math.sin(step / 2));
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}

test('[E2E-PROOF1] the driver completes a ride offline with the patient’s signature; the company’s CSV export carries it', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const lastName = `Preuve${Date.now()}`;
  const { driver, id } = await acceptedRide(context, lastName);
  await driver.setViewportSize({ width: 390, height: 844 });
  await waitForServiceWorker(driver);

  await setTabOffline(driver, true);
  for (const step of [
    'En route vers le patient',
    'Arrivé au point de prise en charge',
    'Patient à bord',
    'En route vers la destination',
    'Arrivé à destination',
  ]) {
    const button = driver.getByRole('button', { name: step, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
  }
  // Issue 23: no « Terminer » before the proof of service — the screen says what is missing.
  await expect(
    driver.getByRole('status').filter({ hasText: 'Pour terminer, faites d’abord signer' }),
  ).toBeVisible();
  await expect(driver.getByRole('button', { name: 'Terminer', exact: true })).toHaveCount(0);
  await driver.screenshot({ path: test.info().outputPath('signature-required-390x844.png') });
  await driver.getByRole('button', { name: 'Signature du patient', exact: true }).click();
  await drawSignature(driver);
  await driver.screenshot({ path: test.info().outputPath('signature-390x844.png') });
  await driver.getByRole('button', { name: 'Enregistrer la signature' }).click();
  const kept = driver.getByRole('status').filter({ hasText: 'Signée par le patient' });
  await expect(kept).toContainText('Gardée sur ce téléphone');
  await driver.screenshot({ path: test.info().outputPath('signature-kept-390x844.png') });
  await driver.getByRole('button', { name: 'Terminer', exact: true }).click();
  await expect(
    driver.getByText('Ce transport est terminé : son état ne peut plus changer.'),
  ).toBeVisible();

  await setTabOffline(driver, false);
  await waitForSynced(driver);
  await expect(kept).toContainText('Envoyée.', { timeout: 30_000 });

  // The company (the same ambulance account, its responsable) exports its completed rides of the month.
  await driver.setViewportSize({ width: 1280, height: 900 });
  await driver.goto('/dashboard/ambulance/transports?tab=termines');
  const downloading = driver.waitForEvent('download');
  await driver.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  const line = csv.split('\r\n').find((row) => row.includes(lastName));
  expect(csv.startsWith('\uFEFFNuméro;')).toBe(true);
  expect(line).toBeDefined();
  expect(line).toMatch(/Signée par le patient le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The period's rides each link to their printable proof; this ride's, by its document id.
  await driver.locator(`a[href$="/${id}/preuve"]`).click();
  await expect(driver).toHaveURL(new RegExp(`/dashboard/ambulance/transports/${id}/preuve`));
  await expect(driver.getByRole('heading', { level: 1, name: /^Preuve de service/ })).toBeVisible();
  await expect(driver.getByRole('img', { name: 'Signature recueillie à l’arrivée' })).toBeVisible();
  await driver.screenshot({
    path: test.info().outputPath('preuve-de-service.png'),
    fullPage: true,
  });
});
