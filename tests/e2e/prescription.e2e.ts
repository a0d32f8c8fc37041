import { expect, test, type Page } from '@playwright/test';
import {
  acceptRide,
  field,
  fileRequest,
  rideCard,
  setTabOffline,
  tabAs,
  waitForServiceWorker,
  waitForSynced,
} from './support';

/** A small photo of a « prescription » (a 64×48 PNG drawn in the page), as the camera would hand it over. */
async function photoOf(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#123';
    context.font = '40px sans-serif';
    context.fillText('Prescription médicale de transport', 20, 100);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function prescribeVsl(clinic: Page): Promise<void> {
  await field(clinic, 'Mode de transport prescrit').selectOption('vsl');
  // Choosing the mode presets the vehicle type.
  await expect(field(clinic, 'Type de transport')).toHaveValue('vsl');
  await field(clinic, 'Prescripteur').fill('Dr Claire Martin');
  await field(clinic, 'Date de la prescription').fill('2026-11-20');
  await clinic.getByLabel('Accord préalable').check();
  await field(clinic, 'Date de l’accord préalable').fill('2026-11-21');
  await field(clinic, 'Photo ou PDF de la prescription').setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: await photoOf(clinic),
  });
  await expect(clinic.getByRole('img', { name: 'Aperçu de la prescription' })).toBeVisible();
  await expect(clinic.getByRole('button', { name: 'Retirer' })).toBeVisible();
}

test('[E2E-PMT1] a prescribed VSL ride filed offline with its scan syncs; the ambulance company sees « Mode prescrit », accepts and opens the prescription; the bon de transport prints', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const lastName = `Prescrit${Date.now()}`;
  const clinic = await tabAs(context, 'clinique');
  await waitForServiceWorker(clinic);
  const id = await fileRequest(clinic, {
    lastName,
    type: 'ambulance',
    priority: 'normale',
    beforeSubmit: async (page) => {
      await prescribeVsl(page);
      await setTabOffline(page, true);
    },
  });
  await expect(clinic.getByText('Mode prescrit : VSL')).toBeVisible();
  // Offline, the clinic still opens its scan: the copy kept on the device.
  await clinic.getByRole('button', { name: 'Ouvrir la prescription' }).click();
  await expect(
    clinic.getByRole('img', { name: 'Prescription médicale de transport' }),
  ).toBeVisible();
  await setTabOffline(clinic, false);
  await waitForSynced(clinic);

  // A VTC company is never offered a ride prescribed in VSL, though VSL requests reach it.
  const vtc = await tabAs(context, 'vtc');
  await vtc.goto('/dashboard/vtc/transports');
  await waitForSynced(vtc);
  await expect(rideCard(vtc, id)).toHaveCount(0);

  const company = await tabAs(context, 'ambulance');
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(company, id)).toContainText('Mode prescrit : VSL', { timeout: 30_000 });
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByText(/communiquées après acceptation/)).toBeVisible();
  await expect(company.getByText('Dr Claire Martin')).toHaveCount(0);
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await acceptRide(company, id);
  await waitForSynced(company);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByText('Dr Claire Martin')).toBeVisible({ timeout: 30_000 });
  await company.getByRole('button', { name: 'Ouvrir la prescription' }).click();
  await expect(
    company.getByRole('img', { name: 'Prescription médicale de transport' }),
  ).toBeVisible();

  // The bon de transport, as printed (A4).
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await clinic.getByRole('link', { name: 'Bon de transport' }).click();
  await expect(clinic.getByRole('heading', { level: 1 })).toContainText('Bon de transport');
  await expect(clinic.getByText(lastName, { exact: false })).toBeVisible();
  await expect(clinic.getByText('Dr Claire Martin')).toBeVisible();
  await clinic.emulateMedia({ media: 'print' });
  await expect(clinic.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await clinic.screenshot({ path: 'test-results/bon-de-transport.png', fullPage: true });
  const pdf = await clinic.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
});
