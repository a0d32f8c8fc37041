import { expect, test, type Page } from '@playwright/test';
import { acceptedRide, setTabOffline, tabAs, waitForSynced } from './support';

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function send(page: Page, text: string) {
  await page.getByLabel(/Votre message/).fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
}

/** The texts of the conversation, in the order shown. */
const texts = (page: Page) => conversation(page).locator('.thread__text').allInnerTexts();

test('[E2E-MSG1] the clinic writes while the company is offline; after reconnect both see the conversation once, in order', async ({
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const { clinic, driver, id } = await acceptedRide(context, `Messages${Date.now()}`);
  await driver.setViewportSize({ width: 390, height: 844 });
  await setTabOffline(driver, true);

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await send(clinic, 'Le patient attend au hall B.');
  await send(clinic, 'Prévoir le fauteuil roulant, merci.');
  await waitForSynced(clinic);
  await expect(conversation(clinic).getByText('en attente')).toHaveCount(0);

  // The company, offline, answers: written on the phone, shown « en attente ».
  await send(driver, 'Bien reçu, nous arrivons.');
  await expect(conversation(driver).getByText('en attente')).toHaveCount(1);

  await setTabOffline(driver, false);
  await waitForSynced(driver);
  const expected = [
    'Le patient attend au hall B.',
    'Prévoir le fauteuil roulant, merci.',
    'Bien reçu, nous arrivons.',
  ];
  await expect.poll(() => texts(driver), { timeout: 30_000 }).toEqual(expected);
  await expect(conversation(driver).getByText('en attente')).toHaveCount(0);
  await driver.getByRole('region', { name: 'Messages' }).scrollIntoViewIfNeeded();
  await driver.screenshot({ path: testInfo.outputPath('thread-telephone.png'), fullPage: true });

  await expect.poll(() => texts(clinic), { timeout: 30_000 }).toEqual(expected);
  // A reload reads the device store again: still once each, in the same order.
  await clinic.reload();
  await expect.poll(() => texts(clinic), { timeout: 30_000 }).toEqual(expected);

  await clinic
    .getByRole('region', { name: 'Messages' })
    .screenshot({ path: testInfo.outputPath('thread-bureau.png') });

  await clinic.goto('/dashboard/messages');
  await expect(clinic.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(
    clinic
      .getByRole('list', { name: /Conversations/ })
      .getByRole('link')
      .first(),
  ).toContainText('Bien reçu, nous arrivons.');
  await clinic.screenshot({ path: testInfo.outputPath('messages-bureau.png'), fullPage: true });

  // An admin reads it too, read-only: the notice, the thread opened in place, no composer.
  const admin = await tabAs(context, 'admin');
  await admin.setViewportSize({ width: 1366, height: 900 });
  await admin.goto('/dashboard/messages');
  await expect(admin.getByText(/lecture seule, vous ne pouvez pas y écrire/)).toBeVisible();
  const line = admin
    .getByRole('list', { name: /Conversations/ })
    .getByRole('listitem')
    .filter({ hasText: 'Bien reçu, nous arrivons.' })
    .first();
  await expect(line).toBeVisible({ timeout: 30_000 });
  await line.locator('summary').click();
  await expect(line.getByRole('log', { name: 'Conversation' })).toContainText(
    'Le patient attend au hall B.',
  );
  await expect(admin.getByLabel(/Votre message/)).toHaveCount(0);
  await admin.screenshot({ path: testInfo.outputPath('messages-admin.png'), fullPage: true });
});
