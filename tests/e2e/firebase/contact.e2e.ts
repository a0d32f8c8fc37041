import { expect, test } from '@playwright/test';
import { FIRESTORE_PORT, freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode, issue 21: a signed-out visitor's contact message is filed under a Firebase anonymous account
 * (Auth emulator) with its quota (official Firestore emulator, firestore.rules); a second one within the minute is
 * refused in French and stays in the form; the visitor's own session stays signed out.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PROJECT = 'demo-transport-sanitaire';

/** The stored contact messages whose text contains `marker` (rules bypassed: the emulator's owner token). */
async function storedMessages(marker: string) {
  const url = `http://127.0.0.1:${FIRESTORE_PORT}/v1/projects/${PROJECT}/databases/(default)/documents/contactMessages?pageSize=300`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as {
    documents?: { fields: Record<string, { stringValue?: string }> }[];
  };
  return (body.documents ?? []).filter((d) => d.fields.message?.stringValue?.includes(marker));
}

test('[E2E-FB-CONTACT] a signed-out visitor writes through /contact; a second message within the minute is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = `repère-${Date.now().toString(36)}`;
  await page.goto('/contact');
  const fill = async () => {
    await page.getByLabel('Nom').fill('Claire Petit');
    await page.getByLabel('Adresse e-mail').fill('claire@clinique.fr');
    await page
      .getByLabel('Message')
      .fill(`Bonjour, une démonstration pour notre équipe ? (${marker})`);
  };
  await fill();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Message envoyé. Nous vous répondons par e-mail.')).toBeVisible({
    timeout: 30_000,
  });
  const stored = await storedMessages(marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.fields.sender_uid?.stringValue).toMatch(/.+/);

  await fill();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByText(
      'Vous venez d’envoyer un message : patientez une minute avant d’en envoyer un autre.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Nom')).toHaveValue('Claire Petit');
  expect(await storedMessages(marker)).toHaveLength(1);
  await page.screenshot({ path: testInfo.outputPath('contact-refused.png'), fullPage: true });

  // The anonymous account is the contact form's own: the app's session is still signed out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/, { timeout: 30_000 });
});
