import { expect, test } from '@playwright/test';
import { relaunchOffline, signUpWithTrial, waitForServiceWorker } from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * Production mode (Auth emulator + Firestore emulator under firestore.rules). Issue 25: Firebase Auth keeps its
 * user on the device; a new window opened without network shows the dashboard from the device's copies, without
 * waiting for the network.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('[E2E-FB-RELAUNCH] a device signed in reopens signed in, offline, in a new window', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpWithTrial(page, { role: 'ambulance', name: 'Bruno Lefort' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  const relaunched = await relaunchOffline(context, '/dashboard');
  await expect(relaunched).toHaveURL(/\/dashboard\/ambulance/, { timeout: 20_000 });
  await expect(relaunched.getByRole('heading', { level: 1 })).toBeVisible();
  await relaunched.screenshot({
    path: testInfo.outputPath('relance-hors-ligne.png'),
    fullPage: true,
  });
});
