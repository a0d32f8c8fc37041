import { expect, test } from '@playwright/test';
import {
  acceptRide,
  acceptedRide,
  confirmCannotSign,
  fileRequest,
  reviewRefusedStep,
  rideCard,
  setTabOffline,
  tabAs,
  waitForServiceWorker,
  waitForSynced,
} from './support';

const STEPS = [
  'En route vers le patient',
  'Arrivé au point de prise en charge',
  'Patient à bord',
  'En route vers la destination',
  'Arrivé à destination',
  'Terminer',
] as const;

test('[E2E-TR1] request → broadcast → acceptance → offline driver → completed, seen once by the clinic', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const lastName = `Urgence${Date.now()}`;
  const clinic = await tabAs(context, 'clinique');
  const doneBefore = await clinic
    .getByRole('region', { name: 'Statistiques' })
    .getByText('Terminés')
    .locator('..')
    .innerText();
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'urgent' });
  await waitForSynced(clinic);

  // A VTC company never sees an ambulance request.
  const vtc = await tabAs(context, 'vtc');
  await vtc.goto('/dashboard/vtc/transports');
  await expect(vtc.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForSynced(vtc);
  await expect(rideCard(vtc, id)).toHaveCount(0);

  // The ambulance company sees it under « En attente » and « Urgents », and accepts it.
  const driver = await tabAs(context, 'ambulance');
  await driver.goto('/dashboard/ambulance/transports?tab=urgents');
  await expect(rideCard(driver, id)).toBeVisible({ timeout: 30_000 });
  // Before accepting, the company sees the request without the patient's identity (RGPD minimisation).
  await expect(rideCard(driver, id)).toContainText('identité communiquée après acceptation');
  await expect(rideCard(driver, id)).not.toContainText(lastName);
  await driver.goto('/dashboard/ambulance/transports?tab=en-attente');
  await acceptRide(driver, id);
  await waitForSynced(driver);

  // On the road with no signal: every step offline, with reloads in between.
  await driver.goto(`/dashboard/ambulance/transports/${id}`);
  await waitForServiceWorker(driver);
  await setTabOffline(driver, true);
  for (const [index, step] of STEPS.entries()) {
    // Issue 23: the proof of service before « Terminer » (the patient cannot sign: confirmed by name).
    if (step === 'Terminer') await confirmCannotSign(driver);
    await driver.getByRole('button', { name: step, exact: true }).click();
    // The tap is recorded once the screen moves on (the device write committed), as a driver would see it.
    const next = STEPS[index + 1];
    await expect(
      next === 'Terminer'
        ? driver.getByRole('status').filter({ hasText: 'Pour terminer, faites d’abord signer' })
        : next
          ? driver.getByRole('button', { name: next, exact: true })
          : driver.getByText('Ce transport est terminé : son état ne peut plus changer.'),
    ).toBeVisible();
    if (index % 2 === 1) {
      await driver.reload();
      await expect(
        driver
          .getByRole('region', { name: 'Historique' })
          .getByText(/en attente de synchronisation/i)
          .first(),
      ).toBeVisible();
    }
  }
  await expect(
    driver.getByText('Hors ligne — vos actions sont enregistrées sur l’appareil'),
  ).toBeVisible();

  await setTabOffline(driver, false);
  await waitForSynced(driver);

  // The clinic sees it completed, with the whole history once.
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  const history = clinic.getByRole('list', { name: /historique/i });
  await expect(history.getByRole('listitem').filter({ hasText: 'Terminé' })).toHaveCount(1, {
    timeout: 30_000,
  });
  for (const label of ['Patient à bord', 'Arrivé à destination']) {
    await expect(history.getByRole('listitem').filter({ hasText: label })).toHaveCount(1);
  }
  // Proof of service: each step names the driver who made it, not a raw user id.
  await expect(history.getByRole('listitem').filter({ hasText: 'Patient à bord' })).toContainText(
    /Julien Moreau, pour Ambulances Bellecour/,
  );
  await clinic.goto('/dashboard/clinique');
  await expect
    .poll(async () =>
      clinic
        .getByRole('region', { name: 'Statistiques' })
        .getByText('Terminés')
        .locator('..')
        .innerText(),
    )
    .not.toBe(doneBefore);

  // The ambulance company was told.
  await driver.goto('/dashboard/ambulance');
  await driver.getByRole('button', { name: /Notifications/ }).click();
  await expect(driver.getByRole('dialog').getByText('Transport accepté').first()).toBeVisible();
});

test('[E2E-TR2] the clinic cancels while the driver is offline and advancing: both see the refusal explained', async ({
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = `Annulation${Date.now()}`;
  const { clinic, driver, id } = await acceptedRide(context, lastName);
  await setTabOffline(driver, true);
  await driver.getByRole('button', { name: 'En route vers le patient', exact: true }).click();

  // Meanwhile, online, the clinic cancels.
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await clinic.getByRole('button', { name: 'Annuler la demande' }).click();
  await clinic.getByLabel('Motif de l’annulation').fill('Le patient est sorti plus tôt');
  await clinic
    .getByRole('dialog')
    .getByRole('button', { name: /Annuler la demande|Confirmer/ })
    .last()
    .click();
  await waitForSynced(clinic);

  await setTabOffline(driver, false);
  await expect(driver.getByText(/a été refusée/).first()).toBeVisible({ timeout: 30_000 });
  // The banner says who made the change the tap collided with, when, and why.
  const banner = driver.getByRole('alert').filter({ hasText: /a été refusée/ });
  await expect(banner).toContainText(
    /Annulé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par Sophie Marchand, pour Clinique du Parc\. Motif : Le patient est sorti plus tôt/,
  );
  await driver.setViewportSize({ width: 390, height: 844 });
  await driver.screenshot({
    path: testInfo.outputPath('driver-refusal-telephone.png'),
    fullPage: true,
  });
  // The header says it on every page, and its button lists the changes to review.
  await reviewRefusedStep(
    driver,
    clinic,
    testInfo.outputPath('modifications-a-revoir-telephone.png'),
  );
});
