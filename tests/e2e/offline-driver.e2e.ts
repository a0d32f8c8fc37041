import { expect, test } from '@playwright/test';
import { acceptedRide, setTabOffline, waitForServiceWorker, waitForSynced } from './support';

test('[E2E-OFF1] three taps offline, a reload offline, then the clinic sees each entry once with its tap time', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const lastName = `SousSol${Date.now()}`;
  const { clinic, driver, id } = await acceptedRide(context, lastName);
  await waitForServiceWorker(driver);

  await setTabOffline(driver, true);
  const tapTimes: string[] = [];
  const steps = [
    'En route vers le patient',
    'Arrivé au point de prise en charge',
    'Patient à bord',
    'En route vers la destination',
  ];
  for (const [index, step] of steps.slice(0, 3).entries()) {
    await driver.getByRole('button', { name: step, exact: true }).click();
    tapTimes.push(
      new Date().toLocaleTimeString('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    // Recorded once the screen offers the next step (the device write committed), as a driver would see it.
    await expect(
      driver.getByRole('button', { name: steps[index + 1]!, exact: true }),
    ).toBeVisible();
  }
  await driver.reload();
  const rideHistory = driver.getByRole('region', { name: 'Historique' });
  await expect(rideHistory.getByText(/en attente de synchronisation/i)).toHaveCount(3);

  await setTabOffline(driver, false);
  await waitForSynced(driver);
  await expect(rideHistory.getByText(/en attente de synchronisation/i)).toHaveCount(0);

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  const history = clinic.getByRole('list', { name: /historique/i });
  for (const label of [
    'En route vers le patient',
    'Arrivé au point de prise en charge',
    'Patient à bord',
  ]) {
    await expect(history.getByRole('listitem').filter({ hasText: label })).toHaveCount(1, {
      timeout: 30_000,
    });
  }
  // The original tap times (device time) are shown, whatever time the server received them.
  for (const time of new Set(tapTimes)) await expect(history).toContainText(time);
});
