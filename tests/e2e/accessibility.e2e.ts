import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { signInAs, visitInApp, type PersonaRole } from './support';

/**
 * Issue 14: axe-core finds no WCAG 2.1 A/AA violation on any public route nor on the main dashboards (demo
 * personas), on the built app. A failure lists each rule with the elements it caught.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PUBLIC_ROUTES = [
  PATHS.home,
  PATHS.mission,
  PATHS.features,
  PATHS.pricing,
  PATHS.estimate,
  PATHS.pricingCpam,
  PATHS.payment,
  PATHS.terms,
  PATHS.privacy,
  PATHS.legal,
  PATHS.accessibility,
  PATHS.contact,
  PATHS.demo,
  PATHS.auth,
];

const DASHBOARDS: [PersonaRole, string][] = [
  ['clinique', PATHS.clinique],
  ['clinique', PATHS.cliniqueTransports],
  ['clinique', PATHS.cliniqueNewTransport],
  ['ambulance', PATHS.ambulance],
  ['ambulance', PATHS.ambulanceTransports],
  ['vtc', PATHS.vtc],
  ['patient', PATHS.patientSpace],
  ['admin', PATHS.admin],
  // The account and organisation pages (issues 12, 13) and the rest of the back-office (issue 11).
  ['clinique', PATHS.messages],
  ['clinique', PATHS.staff],
  ['clinique', PATHS.subscription],
  ['clinique', PATHS.settings],
  ['ambulance', PATHS.vehicles],
  ['ambulance', PATHS.dashboardBilling],
  ['vtc', PATHS.vtcTransportsUpcoming],
  ['patient', PATHS.myTransports],
  ['admin', PATHS.adminUsers],
  ['admin', PATHS.adminFirebase],
  ['admin', PATHS.messages],
  ['ambulance', PATHS.staff],
  ['clinique', PATHS.dashboardDocuments],
  ['clinique', PATHS.cliniqueTransportsDone],
  ['patient', PATHS.mySpace],
  ['patient', PATHS.preferences],
];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

for (const path of PUBLIC_ROUTES) {
  test(`[E2E-A11Y1] ${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
  });
}

// One sign-in (and one demo world) per persona, not one per page; its pages visited inside the app.
const ROLES = [...new Set(DASHBOARDS.map(([role]) => role))];

for (const role of ROLES) {
  const paths = DASHBOARDS.filter(([owner]) => owner === role).map(([, path]) => path);
  test(`[E2E-A11Y2] ${role}: ${paths.join(', ')} have no WCAG 2.1 AA violation`, async ({
    page,
  }) => {
    test.setTimeout(30_000 * paths.length);
    await signInAs(page, role);
    const found: Record<string, Awaited<ReturnType<typeof violationsOf>>> = {};
    for (const path of paths) {
      await visitInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Chargement...', { exact: true })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const violations = await violationsOf(page);
      if (violations.length > 0) found[path] = violations;
    }
    // Every page is checked before failing: the message names each page with its violations.
    expect(found).toEqual({});
  });
}
