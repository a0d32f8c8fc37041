import { expect, test } from '@playwright/test';

const HOME_TITLE = 'La coordination des transports de patients, simplement';

test('[E2E-PWA1] the service worker takes control and the app shell loads offline', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();

  // The SW claims the page on its first visit (clientsClaim), so offline works from then on.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  const cached = await page.evaluate(async () => (await caches.keys()).join(','));
  expect(cached).toContain('workbox-precache');

  await context.setOffline(true);
  // setOffline does not cut the service worker's own requests: abort them too, as a real dead zone would.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();

  // A deep link never visited before is answered by the precached shell and routed client-side.
  await page.goto('/notre-mission');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre mission' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('accueil-hors-ligne-telephone.png'),
    fullPage: true,
  });
});

test('[E2E-PWA2] the web manifest is French and installable', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ lang: 'fr', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes}/${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']));
});
