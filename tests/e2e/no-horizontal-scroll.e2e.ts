import { expect, test, type Page } from '@playwright/test';
import { AMBULANCE_TAB_SEGMENTS, ambulanceTabPath, PATHS } from '../../src/config/paths';
import { signInAs, visitInApp, type PersonaRole } from './support';

/**
 * Issue 25: no page of the app scrolls sideways on a 360 px phone — every route of src/config/paths.ts, signed out
 * and as every demo persona, plus each role's first ride and the ambulance tabs. A failure names each page with the
 * widest elements that stick out.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

const EVERY_ROUTE = [...Object.values(PATHS), ...AMBULANCE_TAB_SEGMENTS.map(ambulanceTabPath)];

// A ride's own page, under a list: /dashboard/<area>/transports/<id> (not one of the lists' tab segments).
const RIDE_LINK =
  /^\/dashboard\/(clinique|ambulance|vtc)\/transports\/(?!terminees|termines|a-venir|en-cours|en-attente|partages|urgents|toutes)[^/?#]+$/;

interface Overflow {
  path: string;
  width: number;
  culprits: string[];
}

async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  await expect(page.getByText('Chargement...', { exact: true })).toHaveCount(0, {
    timeout: 15_000,
  });
  // Lists fill from IndexedDB after the first paint; give them a moment to widen the page if they would.
  await page.waitForTimeout(250);
}

/** How far the page is wider than the screen, and the elements whose right edge passes it. */
async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    if (root.scrollWidth <= limit) return null;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= limit + 0.5,
      )
      .slice(0, 5)
      .map((element) => {
        const name =
          element.className && typeof element.className === 'string'
            ? `.${element.className.split(' ').join('.')}`
            : '';
        return `${element.tagName.toLowerCase()}${name} (→ ${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { width: root.scrollWidth, culprits };
  });
  return found && { path, ...found };
}

async function checkEveryRoute(page: Page, role: PersonaRole | null): Promise<Overflow[]> {
  if (role) await signInAs(page, role);
  const overflows: Overflow[] = [];
  const rides = new Set<string>();
  await page.goto(EVERY_ROUTE[0]!);
  for (const path of EVERY_ROUTE) {
    await visitInApp(page, path);
    await settle(page);
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
    const links = await page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const ride = links.find((href) => RIDE_LINK.test(href));
    if (ride && rides.size < 2) rides.add(ride);
  }
  for (const ride of rides) {
    await visitInApp(page, ride);
    await settle(page);
    const overflow = await overflowOf(page, ride);
    if (overflow) overflows.push(overflow);
  }
  if (role === 'clinique' || role === 'ambulance' || role === 'vtc')
    expect(rides.size, `${role}: at least one ride page checked`).toBeGreaterThan(0);
  return overflows;
}

const ROLES: (PersonaRole | null)[] = [null, 'clinique', 'ambulance', 'vtc', 'patient', 'admin'];

for (const role of ROLES) {
  test(`[E2E-WIDTH1] at 360 px no page scrolls sideways — ${role ?? 'visiteur'}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const overflows = await checkEveryRoute(page, role);
    expect(overflows, JSON.stringify(overflows, null, 2)).toEqual([]);
  });
}

test.describe('[E2E-LAYOUT2] the clinic’s ride detail on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false });

  test('[E2E-LAYOUT2] no label runs into its value (« Commentaires2e étage »)', async ({
    page,
  }) => {
    await signInAs(page, 'clinique');
    await page.goto(PATHS.cliniqueTransports);
    await settle(page);
    // The list fills from IndexedDB after the first paint (a fresh device seeds its demo world first).
    let ride: string | undefined;
    await expect
      .poll(
        async () => {
          const links = await page
            .locator('main a[href]')
            .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
          ride = links.find((href) => RIDE_LINK.test(href));
          return ride;
        },
        { timeout: 30_000 },
      )
      .toBeDefined();
    await page.goto(ride!);
    await settle(page);
    await expect(page.locator('.facts__row').first()).toBeVisible();
    const overlaps = await page.locator('.facts__row').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const label = row.querySelector('dt');
        const value = row.querySelector('dd');
        if (!label || !value) return [];
        // The label's text box, not its grid cell: a long word overflows the cell.
        const range = document.createRange();
        range.selectNodeContents(label);
        const labelRight = range.getBoundingClientRect().right;
        const valueLeft = value.getBoundingClientRect().left;
        return labelRight > valueLeft + 0.5 &&
          label.getBoundingClientRect().top === value.getBoundingClientRect().top
          ? [`${label.textContent} → ${Math.round(labelRight)} > ${Math.round(valueLeft)}`]
          : [];
      }),
    );
    expect(overlaps).toEqual([]);
  });
});
