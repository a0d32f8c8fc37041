import { expect, test } from '@playwright/test';
import { prescribeVsl } from './prescription-support';
import {
  acceptRide,
  fileRequest,
  rideCard,
  setTabOffline,
  tabAs,
  waitForServiceWorker,
  waitForSynced,
} from './support';

test('[E2E-PMT1] a prescribed VSL ride filed offline with its scan syncs; the ambulance company sees « Mode prescrit », accepts and opens the prescription; the bon de transport prints, for the clinic and for the company', async ({
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

  // Session 9: the company that accepted prints the same bon from its ride's screen.
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await company.getByRole('link', { name: 'Bon de transport (A4)' }).click();
  await expect(company).toHaveURL(new RegExp(`/dashboard/ambulance/transports/${id}/bon$`));
  await expect(company.getByRole('heading', { level: 1 })).toContainText('Bon de transport tr_');
  await expect(company.getByText(lastName, { exact: false })).toBeVisible();
  await expect(company.getByText('Dr Claire Martin')).toBeVisible();
  await company.emulateMedia({ media: 'print' });
  await expect(company.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await company.screenshot({ path: 'test-results/bon-de-transport-societe.png', fullPage: true });
});
