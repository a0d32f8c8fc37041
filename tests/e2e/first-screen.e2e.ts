import { expect, test } from '@playwright/test';
import {
  expectFirstScreenReplaced,
  firstScreenText,
  recordFirstScreen,
  relaunchOffline,
  signInAs,
  waitForServiceWorker,
  waitForStoredFirstScreen,
} from './support';

const LIST = '/dashboard/ambulance/transports';
const PATIENT_SPACE = '/dashboard/utilisateur';

test('[E2E-FIRST1] demo: the list reopens on its stored copy at once (online, and offline in a new window), the live list replaces it, signing out forgets it (issue 24)', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'ambulance');
  await waitForServiceWorker(page);
  await page.goto(LIST);
  await expect(page.locator('#root ul.ride-list > li').first()).toBeVisible();
  const firstRide = await firstScreenText(page);
  await waitForStoredFirstScreen(page, firstRide);
  await recordFirstScreen(context);

  await page.reload();
  await expectFirstScreenReplaced(page, firstRide);

  // 3 a.m., no signal: the installed app opened again shows the same first screen before its scripts have run.
  const relaunched = await relaunchOffline(context, LIST);
  await expectFirstScreenReplaced(relaunched, firstRide);
  await relaunched.screenshot({ path: testInfo.outputPath('premier-ecran-hors-ligne.png') });

  await context.unroute('**/*');
  await context.setOffline(false);
  await relaunched.getByRole('button', { name: 'Mon compte' }).click();
  await relaunched.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(relaunched).toHaveURL(/\/auth$/);
  // The copy shows patients' names: it goes with the device's patient data.
  expect(
    await relaunched.evaluate(() => localStorage.getItem('transport-sanitaire:firstScreen')),
  ).toBeNull();
});

test('[E2E-FIRST2] demo: a patient’s « Mes transports » reopens on its stored copy, offline too, and the live rides replace it (issue 24)', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'patient');
  await waitForServiceWorker(page);
  await page.goto(PATIENT_SPACE);
  await expect(page.locator('#root ul.patient-rides > li').first()).toBeVisible();
  const firstRide = await firstScreenText(page);
  expect(firstRide).not.toBe('');
  await waitForStoredFirstScreen(page, firstRide);
  await recordFirstScreen(context);

  const relaunched = await relaunchOffline(context, PATIENT_SPACE);
  await expectFirstScreenReplaced(relaunched, firstRide);
  await relaunched.screenshot({ path: testInfo.outputPath('mes-transports-hors-ligne.png') });
});
