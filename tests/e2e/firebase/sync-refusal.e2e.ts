import { expect, test } from '@playwright/test';
import { fileRequest, reviewRefusedStep, rideCard, setTabOffline, waitForSynced } from '../support';
import { freshFirestore, newDevice, signUpFounder, warmFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode (Auth emulator + Firestore emulator under firestore.rules), the Firebase version of
 * `[E2E-TR2]`: the clinic cancels while the company's phone is offline and advancing. Back online, the server module
 * refuses the step (the ride is cancelled), the phone explains it on the ride and in its header, « Modifications à
 * revoir » lists it until « J’ai compris », and the clinic reads the refused change in the ride's history.
 */
test('[E2E-FB-REFUSED1] a step recorded offline on a ride the clinic cancelled meanwhile: refused, explained, reviewed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await warmFirestore();
  const clinic = await newDevice(browser);
  await signUpFounder(clinic, 'clinique', 'Claire Dubois');
  const lastName = `Refus${Date.now()}`;
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'normale' });
  await waitForSynced(clinic);

  const phone = await newDevice(browser, true);
  await signUpFounder(phone, 'ambulance', 'Julien Moreau');
  await phone.goto('/dashboard/ambulance/transports?tab=en-attente');
  const card = rideCard(phone, id);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(phone.getByText(/^Transport accepté/).first()).toBeVisible({ timeout: 15_000 });
  await waitForSynced(phone);
  await phone.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(lastName, {
    timeout: 30_000,
  });

  await setTabOffline(phone, true);
  await phone.getByRole('button', { name: 'En route vers le patient', exact: true }).click();
  const history = phone.getByRole('region', { name: 'Historique' });
  await expect(history.getByText(/en attente de synchronisation/i)).toHaveCount(1);

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await clinic.getByRole('button', { name: 'Annuler la demande' }).click();
  await clinic.getByLabel('Motif de l’annulation').fill('Le patient est sorti plus tôt');
  await clinic
    .getByRole('dialog')
    .getByRole('button', { name: /Annuler la demande|Confirmer/ })
    .last()
    .click();
  await waitForSynced(clinic);

  await setTabOffline(phone, false);
  const banner = phone.getByRole('alert').filter({ hasText: /a été refusée/ });
  await expect(banner).toBeVisible({ timeout: 90_000 });
  await expect(banner).toContainText(/Motif : Le patient est sorti plus tôt/);
  await reviewRefusedStep(
    phone,
    clinic,
    testInfo.outputPath('firebase-modifications-a-revoir.png'),
  );
});
