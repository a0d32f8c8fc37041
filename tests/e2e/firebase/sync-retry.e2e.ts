import { expect, test } from '@playwright/test';
import { fileRequest, waitForSynced } from '../support';
import {
  FIRESTORE_PORT,
  freshFirestore,
  newDevice,
  signUpFounder,
  warmFirestore,
} from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode (Auth emulator + Firestore emulator under firestore.rules). The signal looks fine but the
 * server does not answer (lie-fi: every request to Firestore fails): the clinic's request waits on the device,
 * and the indicator says when it is tried again, with « Réessayer maintenant »; once the server answers, that
 * button brings it through at once.
 */
test('[E2E-FB-RETRY1] the server unreachable behind a good signal: the indicator says when the change is tried again, and « Réessayer maintenant » brings it through', async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  await warmFirestore();
  const clinic = await newDevice(browser);
  await signUpFounder(clinic, 'clinique', 'Claire Dubois');
  await waitForSynced(clinic);

  const unreachable = (url: URL) => url.port === FIRESTORE_PORT;
  await clinic.route(unreachable, (route) => route.abort('connectionrefused'));
  await fileRequest(clinic, {
    lastName: `Relance${Date.now()}`,
    type: 'ambulance',
    priority: 'normale',
  });
  const indicator = clinic.locator('.sync-indicator__summary');
  await expect(indicator).toHaveText(
    /^Nouvel essai à \d{2}:\d{2} — \d+ modifications? en attente$/,
    { timeout: 90_000 },
  );
  const retry = clinic.getByRole('button', { name: 'Réessayer maintenant' });
  await expect(retry).toBeVisible();
  await clinic.screenshot({ path: testInfo.outputPath('nouvel-essai.png') });

  await clinic.unroute(unreachable);
  // As a user would: « Réessayer maintenant » again while the Firestore client reconnects (its own backoff after
  // the refused requests can reach a minute), until the change is through.
  await expect(async () => {
    if (await retry.isVisible()) await retry.click();
    await expect(indicator).toHaveText(/^Synchronisé à/, { timeout: 10_000 });
  }).toPass({ timeout: 180_000 });
  await expect(retry).toHaveCount(0);
});
