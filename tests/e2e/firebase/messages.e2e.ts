import { expect, test, type Page } from '@playwright/test';
import { fileRequest, rideCard, setTabOffline, waitForSynced, acceptRide } from '../support';
import { freshFirestore, newDevice, signIn, signOut, signUpFounder } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-MSG] Messages in the production mode (Auth emulator + official Firestore emulator under firestore.rules):
 * before issue 20 the Firebase runtime never pulled messages (its lazy remote had no pullMessages), so the company's
 * thread stayed « Aucun message » and the sender lost his own message after signing in again.
 */

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const texts = (page: Page) => conversation(page).locator('.thread__text').allInnerTexts();

async function send(page: Page, text: string) {
  await page.getByLabel(/Votre message/).fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
}

test('[E2E-FB-MSG1] clinic ↔ company, the company offline with a reload: each message arrives once, in order, and survives signing in again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const clinic = await newDevice(browser);
  const clinicAccount = await signUpFounder(clinic, 'clinique', 'Claire Dubois');
  const id = await fileRequest(clinic, {
    lastName: `Messages${Date.now()}`,
    type: 'ambulance',
    priority: 'normale',
  });
  await waitForSynced(clinic);

  const company = await newDevice(browser, true);
  await signUpFounder(company, 'ambulance', 'Julien Moreau');
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(company, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(company, id);
  await waitForSynced(company);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByRole('region', { name: 'Messages' })).toBeVisible({ timeout: 30_000 });

  await setTabOffline(company, true);
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await send(clinic, 'Le patient attend au hall B.');
  await send(clinic, 'Prévoir le fauteuil roulant, merci.');
  await waitForSynced(clinic);

  // Offline, the company answers; the reload reads it back from the device, still waiting to be sent.
  await send(company, 'Bien reçu, nous arrivons.');
  await company.reload();
  await expect(conversation(company).getByText('en attente')).toHaveCount(1, { timeout: 30_000 });

  await setTabOffline(company, false);
  await waitForSynced(company);
  const expected = [
    'Le patient attend au hall B.',
    'Prévoir le fauteuil roulant, merci.',
    'Bien reçu, nous arrivons.',
  ];
  await expect.poll(() => texts(company), { timeout: 30_000 }).toEqual(expected);
  await expect(conversation(company).getByText('en attente')).toHaveCount(0);
  await company.screenshot({
    path: testInfo.outputPath('fb-thread-telephone.png'),
    fullPage: true,
  });
  await expect.poll(() => texts(clinic), { timeout: 30_000 }).toEqual(expected);

  // Signing in again on the same device starts from the server: the sender's own messages are still there.
  await signOut(clinic);
  await signIn(clinic, clinicAccount.email);
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await expect.poll(() => texts(clinic), { timeout: 30_000 }).toEqual(expected);
});
