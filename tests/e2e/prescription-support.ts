import { expect, type Page } from '@playwright/test';
import { field } from './support';

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

/** Fills « Prescription médicale de transport »: VSL, prescriber, dates, accord préalable and a photo. */
export async function prescribeVsl(clinic: Page): Promise<void> {
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
