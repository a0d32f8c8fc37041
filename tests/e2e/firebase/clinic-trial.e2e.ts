import { expect, test } from '@playwright/test';
import { acceptInvitation, signUpWithTrial, uniqueEmail } from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode (the app built for the emulators, firestore.rules on the official Firestore emulator). Issue 13:
 * a clinic's 14-day trial is its organisation's. The founder signs up, starts the trial, adds a secretary on
 * /dashboard/personnel; the secretary joins and works under the clinic's trial instead of landing on /tarifs.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('[E2E-FB-TRIAL] a clinic’s trial carries to the secretary it adds', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  const denied: string[] = [];
  founder.on('console', (message) => {
    if (/essai non reporté|permission/i.test(message.text())) denied.push(message.text());
  });
  await signUpWithTrial(founder, { role: 'clinique', name: 'Clinique des Tilleuls' });
  await expect(founder.getByText('Essai gratuit activé pour 14 jours.')).toBeVisible();

  const secretaryEmail = uniqueEmail('secretaire');
  await founder.goto('/dashboard/personnel');
  const form = founder.getByRole('form', { name: 'Ajouter un membre' });
  await form.getByLabel('Adresse e-mail').fill(secretaryEmail);
  await form.getByLabel('Nom').fill('Sarah Lemoine');
  await form.getByLabel('Rôle').selectOption({ label: 'Secrétaire' });
  await form.getByRole('button', { name: 'Ajouter au personnel' }).click();
  await expect(
    founder
      .getByRole('list', { name: 'Membres du personnel' })
      .getByText('Sarah Lemoine', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  const secretary = await (await browser.newContext()).newPage();
  await acceptInvitation(secretary, {
    email: secretaryEmail,
    name: 'Sarah Lemoine',
    role: 'clinique',
    organisation: 'Clinique des Tilleuls',
    roleLabel: 'secrétaire',
  });
  await expect(secretary).toHaveURL(/\/dashboard\/clinique$/, { timeout: 30_000 });
  await expect(secretary.getByRole('heading', { level: 1 })).toBeVisible();
  await secretary.screenshot({ path: testInfo.outputPath('secretaire-essai.png'), fullPage: true });

  // The founder's next load finds the trial carried already: nothing to copy, nothing refused.
  await founder.reload();
  await expect(founder).toHaveURL(/\/dashboard\//);
  await founder.waitForTimeout(2_000);
  expect(denied).toEqual([]);
});
