import { expect, test } from '@playwright/test';
import { signInAs, type PersonaRole } from './support';

// Screenshots for review (test artifacts, not committed): the auth page and one dashboard per role,
// on a phone and on a desktop.
const VIEWPORTS = {
  telephone: { width: 390, height: 844 },
  bureau: { width: 1366, height: 900 },
} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`[E2E-SHOT1] auth page and dashboards on ${device}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Mode démonstration' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`auth-${device}.png`), fullPage: true });
    for (const role of ['clinique', 'ambulance', 'vtc', 'admin', 'patient'] as PersonaRole[]) {
      // Signed out in this tab (the demo slot's empty mark): a cleared tab would adopt the device's persona.
      await page.evaluate(() => {
        sessionStorage.clear();
        sessionStorage.setItem('transport-sanitaire:demo-uid', '');
      });
      await page.goto('/auth');
      await signInAs(page, role);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: testInfo.outputPath(`${role}-${device}.png`), fullPage: true });
    }
  });
}
