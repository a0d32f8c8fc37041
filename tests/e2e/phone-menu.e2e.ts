import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

// A driver's phone: 390×844, touch. The dashboard menu must be usable with one thumb.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const sheet = (page: Page) => page.getByRole('navigation', { name: 'Menu du tableau de bord' });

/** True when a tap at the centre of the entry reaches it (nothing sits on top of it). */
async function reachable(page: Page, index: number): Promise<boolean> {
  const box = await sheet(page).locator('.sidebar__link').nth(index).boundingBox();
  if (!box) return false;
  return page.evaluate(
    ({ x, y, index }) => {
      const hit = document.elementFromPoint(x, y);
      const entry = document.querySelectorAll('#dashboard-sidebar .sidebar__link')[index];
      return !!hit && !!entry?.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, index },
  );
}

test('[E2E-MENU1] on a phone, every menu entry is tappable, and Escape or a tap outside closes the menu', async ({
  page,
}, testInfo) => {
  await page.goto('/auth');
  await signInAs(page, 'ambulance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The header leaves the screen to the work: one row of controls and a slim sync line.
  const header = await page.locator('.dashboard-header').boundingBox();
  expect(header?.height ?? 999).toBeLessThanOrEqual(96);

  await menuButton(page).tap();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const labels = await sheet(page).locator('.sidebar__link').allInnerTexts();
  expect(labels.length).toBeGreaterThan(5);
  for (const [index, label] of labels.entries()) {
    expect(await reachable(page, index), `« ${label} » can be tapped`).toBe(true);
    const box = await sheet(page).locator('.sidebar__link').nth(index).boundingBox();
    // On the screen, in its lower part, where a thumb reaches.
    expect(box!.y).toBeGreaterThanOrEqual(844 / 3);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  }
  await page.screenshot({ path: testInfo.outputPath('menu-ambulance-telephone.png') });

  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();

  // A tap outside the sheet closes it and does not reach the page underneath.
  await menuButton(page).tap();
  await expect(sheet(page)).toBeVisible();
  await page.touchscreen.tap(195, 120);
  await expect(sheet(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/ambulance$/);

  // « Transports », which the header used to cover, opens its page.
  await menuButton(page).tap();
  await sheet(page).getByRole('link', { name: 'Transports' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/ambulance\/transports/);
  await expect(sheet(page)).toBeHidden();
});

test('[E2E-PAT1] on a phone, the patient moves through their space and signs out to a bare /auth', async ({
  page,
}, testInfo) => {
  await page.goto('/auth');
  await signInAs(page, 'patient');
  await page.goto('/transports');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes transports' })).toBeVisible();

  // The menu reaches every page of the space, /documents included, each with the same header.
  await menuButton(page).tap();
  await sheet(page).getByRole('link', { name: 'Mes documents' }).tap();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
  await menuButton(page).tap();
  await sheet(page).getByRole('link', { name: 'Mon espace' }).tap();
  await expect(page).toHaveURL(/\/dashboard\/utilisateur$/);

  // A ride card opens the ride; its back link returns to the list.
  await page.goto('/transports');
  await page.locator('.patient-ride__link').first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon transport' })).toBeVisible();
  await expect(page.getByText('Date et heure')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({
    path: testInfo.outputPath('patient-ride-telephone.png'),
    fullPage: true,
  });
  await page.getByRole('link', { name: '← Mes transports' }).tap();
  await expect(page).toHaveURL(/\/transports$/);

  // Signing out leaves no return target to the patient's page for whoever signs in next.
  await page.getByRole('button', { name: 'Mon compte' }).tap();
  await page.getByRole('button', { name: 'Se déconnecter' }).tap();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Mode démonstration' })).toBeVisible();
});
