import { expect, test } from '@playwright/test';
import {
  acceptRide,
  expectZoneNotice,
  fileRequest,
  rideCard,
  tabAs,
  waitForSynced,
} from './support';

/**
 * [E2E-AWD1] Issue 23, demo mode, in real time. The clinic sets its organisation's critique delay to 1 min in Paramètres and files
 * a critique request picked up in Saint-Étienne, about 50 km from Ambulances Bellecour (Lyon): the company does not
 * see it in the first zones (20 km, then 40 km at +1 min); at +2 min the zone widens to 80 km and the request
 * reaches it, and the company's bell says « Nouvelle demande dans votre zone » once (still once after a reload). The clinic's « Journal d’attribution » shows each step and that the company opened the request.
 */
test('[E2E-AWD1] a critique request nobody takes widens twice and reaches a farther company; the clinic sees each step', async ({
  context,
}, testInfo) => {
  test.setTimeout(420_000);
  const clinic = await tabAs(context, 'clinique');
  await clinic.goto('/dashboard/parametres');
  // The delays are the clinic organisation's (its responsable sets them), copied onto the request at filing.
  const settings = clinic.getByRole('form', { name: 'Élargissement de la zone' });
  await settings.getByLabel('Priorité critique (minutes)').fill('1');
  await settings.getByRole('button', { name: 'Enregistrer les délais' }).click();
  await expect(
    clinic.getByText('Délais d’élargissement enregistrés pour la clinique.'),
  ).toBeVisible();

  const id = await fileRequest(clinic, {
    lastName: `Escalade${Date.now()}`,
    type: 'ambulance',
    priority: 'critique',
    beforeSubmit: async (page) => {
      // No test reaches the internet: the communes table locates the pickup.
      await page
        .getByRole('combobox', { name: 'Rechercher l’adresse de départ' })
        .fill('10 rue Gambetta 42000 Saint-Étienne');
      await page
        .getByRole('option', { name: /Saint-Étienne/ })
        .first()
        .click();
    },
  });
  await waitForSynced(clinic);

  // Within the first minute the zone (20 km) does not reach Lyon.
  const company = await tabAs(context, 'ambulance');
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await waitForSynced(company);
  const far = company.getByRole('button', { name: /^Hors zone/ });
  if (await far.isVisible()) await far.click();
  await expect(rideCard(company, id)).toHaveCount(0);

  // At +2 min (80 km) it does — near the edge of its 50 km radius, perhaps behind « Hors zone ».
  await expect(async () => {
    await company.reload();
    await expect(company.getByRole('heading', { level: 2, name: /^En attente/ })).toBeVisible();
    if (await far.isVisible()) await far.click();
    await expect(rideCard(company, id)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 200_000, intervals: [15_000] });
  await rideCard(company, id).screenshot({ path: testInfo.outputPath('demande-atteinte.png') });
  // Its device told the company, once, and keeps it after a reload.
  await expectZoneNotice(company, id, testInfo.outputPath('notification-zone.png'));
  await company.reload();
  await expectZoneNotice(company, id);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByRole('button', { name: 'Décliner la demande' })).toBeVisible();

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  const journal = clinic.getByRole('region', { name: 'Journal d’attribution' });
  await expect(journal.getByText(/^Offerte à 20 km à \d\d:\d\d/)).toBeVisible();
  await expect(journal.getByText(/^Élargi à 40 km à \d\d:\d\d/)).toBeVisible();
  await expect(journal.getByText(/^Élargi à 80 km à \d\d:\d\d — 1 société prévenue$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(journal.getByText('1 société a ouvert la demande')).toBeVisible({
    timeout: 30_000,
  });
  await journal.screenshot({ path: testInfo.outputPath('journal-attribution.png') });

  // The company accepts: its award entry records the acceptance in the same commit, the clinic reads its delay.
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(company.getByRole('heading', { level: 2, name: /^En attente/ })).toBeVisible();
  if (await far.isVisible()) await far.click();
  await expect(rideCard(company, id)).toBeVisible();
  await acceptRide(company, id);
  await waitForSynced(company);
  await clinic.reload();
  await expect(journal.getByText(/^Acceptée par .+ en (moins d’1 min|\d+ min)$/)).toBeVisible({
    timeout: 30_000,
  });

  await journal.screenshot({ path: testInfo.outputPath('journal-acceptee.png') });

  // Monthly figures: the company's own, the clinic's over its requests (the company named: it answered).
  await company.goto('/dashboard/attribution');
  const own = company.getByRole('table', { name: 'Demandes proposées à votre société, par mois' });
  await expect(own.getByRole('row').nth(1)).toContainText(/\d+ min|\d+ h/);
  await company.screenshot({
    path: testInfo.outputPath('attribution-societe.png'),
    fullPage: true,
  });
  await clinic.goto('/dashboard/attribution');
  const theirs = clinic.getByRole('table', {
    name: 'Vos demandes proposées aux sociétés, par mois',
  });
  await expect(theirs.getByText(/acceptée/).first()).toBeVisible();
  await clinic.screenshot({
    path: testInfo.outputPath('attribution-clinique.png'),
    fullPage: true,
  });
});
