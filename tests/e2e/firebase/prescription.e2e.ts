import { expect, test } from '@playwright/test';
import { prescribeVsl } from '../prescription-support';
import { fileRequest, rideCard, waitForSynced } from '../support';
import { newDevice, signUpFounder } from './firebase-support';

test('[E2E-FB-PMT] production rules: a clinic files a prescribed VSL ride with its scan (Bytes document); the ambulance company sees the mode, then after accepting the references and the scan', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const clinic = await newDevice(browser, true);
  await signUpFounder(clinic, 'clinique', 'Claire Dubois');
  const lastName = `Prescription${Date.now()}`;
  const id = await fileRequest(clinic, {
    lastName,
    type: 'ambulance',
    priority: 'normale',
    beforeSubmit: async (page) => {
      await prescribeVsl(page);
      await page
        .getByRole('group', { name: 'Prescription médicale de transport' })
        .screenshot({ path: 'test-results/prescription-fieldset-390.png' });
    },
  });
  await waitForSynced(clinic);

  const company = await newDevice(browser);
  await signUpFounder(company, 'ambulance', 'Julien Moreau');
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  const card = rideCard(company, id);
  await expect(card).toContainText('Mode prescrit : VSL', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(company.getByText(/^Transport accepté/).first()).toBeVisible({ timeout: 15_000 });
  await waitForSynced(company);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByText('Dr Claire Martin')).toBeVisible({ timeout: 30_000 });
  await company.getByRole('button', { name: 'Ouvrir la prescription' }).click();
  await expect(
    company.getByRole('img', { name: 'Prescription médicale de transport' }),
  ).toBeVisible({ timeout: 30_000 });
});
