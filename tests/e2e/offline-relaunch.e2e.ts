import { expect, test } from '@playwright/test';
import { relaunchOffline, signInAs, waitForServiceWorker } from './support';

test('[E2E-RELAUNCH1] demo: a device signed in reopens signed in, offline, in a new window (issue 25)', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, 'vtc');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const relaunched = await relaunchOffline(context, '/dashboard');
  await expect(relaunched).toHaveURL(/\/dashboard\/vtc/, { timeout: 20_000 });
  await expect(
    relaunched.getByRole('heading', { level: 1, name: 'Tableau de bord VTC' }),
  ).toBeVisible();
  await expect(relaunched.getByText('Hors ligne')).toBeVisible();
  await expect(relaunched.getByRole('heading', { name: 'Prochaine course' })).toBeVisible();
  await relaunched.setViewportSize({ width: 390, height: 844 });
  await relaunched.screenshot({
    path: testInfo.outputPath('relance-hors-ligne-telephone.png'),
    fullPage: true,
  });
});
