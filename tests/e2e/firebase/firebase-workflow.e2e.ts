import { expect, test, type Page } from '@playwright/test';
import {
  expectFirstScreenReplaced,
  fileRequest,
  firstScreenText,
  recordFirstScreen,
  rideCard,
  setTabOffline,
  waitForServiceWorker,
  waitForStoredFirstScreen,
  waitForSynced,
} from '../support';
import {
  FIRESTORE_PORT,
  freshFirestore,
  newDevice,
  PASSWORD,
  signUpFounder,
} from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * The production mode in the browser: the app built for the emulators (Firebase Auth emulator + Google's official
 * Firestore emulator running the repository's firestore.rules), the browser SDK talking WebChannel, each company in
 * its own browser context (its own user and device). Nothing here goes through the embedded demo backend.
 */

async function signUp(page: Page, role: 'clinique' | 'ambulance', name: string): Promise<void> {
  await signUpFounder(page, role, name);
}

test('[E2E-FB1] production rules: a clinic and an ambulance company sign up; identity hidden until acceptance; the driver works offline; the clinic sees each step once with its tap time', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const clinic = await newDevice(browser);
  await signUp(clinic, 'clinique', 'Claire Dubois');
  const lastName = `Firebase${Date.now()}`;
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'urgent' });
  await waitForSynced(clinic);

  const driver = await newDevice(browser);
  await signUp(driver, 'ambulance', 'Julien Moreau');
  await driver.goto('/dashboard/ambulance/transports?tab=en-attente');
  const card = rideCard(driver, id);
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The rules let a candidate company read the request, never the patient's identity (it lives apart).
  await expect(card).toContainText('identité communiquée après acceptation');
  await expect(card).not.toContainText(lastName);
  await card.getByRole('button', { name: 'Accepter' }).click();
  // The undo window runs out, then the acceptance is recorded.
  await expect(driver.getByText(/^Transport accepté/).first()).toBeVisible({ timeout: 15_000 });
  await waitForSynced(driver);
  // Issue 24: the list opened again shows its stored copy before the app has run, then the live list.
  const firstScreen = await firstScreenText(driver);
  await waitForStoredFirstScreen(driver, firstScreen);
  await recordFirstScreen(driver.context());
  await driver.reload();
  await expectFirstScreenReplaced(driver, firstScreen);

  await driver.goto(`/dashboard/ambulance/transports/${id}`);
  // Once its company accepted, the driver reads who to pick up.
  await expect(driver.getByRole('heading', { level: 1 })).toContainText(lastName, {
    timeout: 30_000,
  });
  await waitForServiceWorker(driver);

  await setTabOffline(driver, true);
  const steps = [
    'En route vers le patient',
    'Arrivé au point de prise en charge',
    'Patient à bord',
    'En route vers la destination',
  ];
  const parisMinute = () =>
    new Date().toLocaleTimeString('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    });
  // Each tap's minute as read just before and just after the click (a tap may straddle a minute's turn).
  const tapTimes: RegExp[] = [];
  for (const [index, step] of steps.slice(0, 3).entries()) {
    const before = parisMinute();
    await driver.getByRole('button', { name: step, exact: true }).click();
    tapTimes.push(new RegExp(`${before}|${parisMinute()}`));
    await expect(
      driver.getByRole('button', { name: steps[index + 1]!, exact: true }),
    ).toBeVisible();
    if (index === 1) await driver.reload();
  }
  const rideHistory = driver.getByRole('region', { name: 'Historique' });
  await expect(rideHistory.getByText(/en attente de synchronisation/i)).toHaveCount(3);

  await setTabOffline(driver, false);
  await waitForSynced(driver);
  await expect(rideHistory.getByText(/en attente de synchronisation/i)).toHaveCount(0);

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  const history = clinic.getByRole('list', { name: /historique/i });
  for (const label of steps.slice(0, 3)) {
    await expect(history.getByRole('listitem').filter({ hasText: label })).toHaveCount(1, {
      timeout: 30_000,
    });
  }
  for (const time of tapTimes) await expect(history).toContainText(time);
});

test('[E2E-FB2] an unreachable profile shows a French error with « Réessayer », never a redirect loop', async ({
  page,
}) => {
  // Firestore unreachable (the Auth emulator answers): the profile cannot be created.
  await page.route('**/*', (route) =>
    new URL(route.request().url()).port === FIRESTORE_PORT ? route.abort() : route.continue(),
  );
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Nom complet').fill('Paul Martin');
  await page.getByLabel('Adresse e-mail').fill(`patient-${Date.now()}@exemple.fr`);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Vous êtes').selectOption('patient');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('heading', { name: 'Profil indisponible' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Votre profil n’a pas pu être/)).toBeVisible();
  expect(navigations).toBeLessThan(5);

  await page.unroute('**/*');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
});
