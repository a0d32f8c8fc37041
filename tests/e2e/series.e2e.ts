import { expect, test, type Page } from '@playwright/test';
import { fileDialysisSeries } from './series-support';
import {
  fileRequest,
  rideCard,
  setTabOffline,
  tabAs,
  waitForServiceWorker,
  waitForSynced,
} from './support';

test('[E2E-SER1] a 12-session dialysis series with returns, filed offline (time printed), syncs as 24 linked rides; the ambulance company accepts the series, a VTC company never sees it', async ({
  context,
}) => {
  test.setTimeout(240_000);
  const lastName = `Serie${Date.now()}`;
  const clinic = await tabAs(context, 'clinique');
  await clinic.goto('/dashboard/clinique/transport');
  // Offline with the installed app: the service worker serves the pages the clinic opens next.
  await waitForServiceWorker(clinic);
  await setTabOffline(clinic, true);
  const started = Date.now();
  await fileDialysisSeries(clinic, lastName);
  // The issue's « under 2 minutes » is a figure, printed (a timing never decides a test: a loaded machine would
  // make it flake); the typing itself is the secretary's, the form's part is what this measures.
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'série saisie hors ligne', description: `${seconds} s` });
  console.info(`[E2E-SER1] 12 séances aller-retour saisies hors ligne en ${seconds} s`);
  const rides = clinic.getByRole('list', { name: 'Transports de la série' }).getByRole('listitem');
  await expect(rides).toHaveCount(24);
  await expect(clinic.getByRole('heading', { name: 'Série de 12 séances' })).toBeVisible();
  await expect(rides.filter({ hasText: 'Séance 3 sur 12 · retour' })).toHaveCount(1);
  await expect(rides.filter({ hasText: 'En attente de synchronisation' })).toHaveCount(24);

  await setTabOffline(clinic, false);
  await waitForSynced(clinic, 120_000); // 24 creations, one per batch
  await expect(rides.filter({ hasText: 'En attente de synchronisation' })).toHaveCount(0);
  const seriesUrl = clinic.url();

  // A ride of the series names its session and its other leg.
  await rides.filter({ hasText: 'Séance 3 sur 12 · aller' }).getByRole('link').click();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique\/transports\/[^/]+$/);
  await expect(clinic.locator('.ride-links')).toContainText('Séance 3 sur 12');
  await expect(clinic.getByRole('link', { name: 'Voir le retour' })).toBeVisible();

  const vtc = await tabAs(context, 'vtc');
  await vtc.goto('/dashboard/vtc/transports');
  await expect(vtc.getByRole('main')).toBeVisible();
  await expect(vtc.getByText(/Séance \d+ sur 12/)).toHaveCount(0);

  const ambulance = await tabAs(context, 'ambulance');
  await ambulance.goto('/dashboard/ambulance/transports/en-attente');
  const first = ambulance
    .getByRole('listitem')
    .filter({ hasText: 'Séance 1 sur 12 · Aller (avec retour)' });
  await first.getByRole('button', { name: 'Accepter toute la série (24 transports)' }).click();
  await first.getByRole('button', { name: 'Confirmer' }).click();
  await expect(ambulance.getByText('24 transports acceptés').first()).toBeVisible();
  await waitForSynced(ambulance);

  await clinic.goto(seriesUrl);
  await expect(rides).toHaveCount(24);
  await expect(rides.filter({ hasText: 'Accepté' })).toHaveCount(24, { timeout: 30_000 });
});

/**
 * [E2E-SER2] Issue 22, session 9: the ambulance company's « En attente » is sorted by distance from its base
 * (Ambulances Bellecour, Lyon 2e). Two requests located by the communes table (no test reaches the internet):
 * Saint-Priest (about 12 km) filed first, Villeurbanne (about 4 km) second — the nearer is listed first, each card
 * with its distance.
 */
test('[E2E-SER2] the ambulance company’s « En attente » lists the nearer request first (distance from its base)', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const clinic = await tabAs(context, 'clinique');
  const locatedAt = (search: string, commune: RegExp) => async (page: Page) => {
    await page.getByRole('combobox', { name: 'Rechercher l’adresse de départ' }).fill(search);
    await page.getByRole('option', { name: commune }).first().click();
  };
  const stamp = Date.now();
  const far = await fileRequest(clinic, {
    lastName: `Loin${stamp}`,
    type: 'ambulance',
    priority: 'normale',
    beforeSubmit: locatedAt('2 rue Henri Maréchal 69800 Saint-Priest', /Saint-Priest/),
  });
  const near = await fileRequest(clinic, {
    lastName: `Proche${stamp}`,
    type: 'ambulance',
    priority: 'normale',
    beforeSubmit: locatedAt('10 cours Émile Zola 69100 Villeurbanne', /Villeurbanne/),
  });
  await waitForSynced(clinic);

  const ambulance = await tabAs(context, 'ambulance');
  await ambulance.goto('/dashboard/ambulance/transports/en-attente');
  await waitForSynced(ambulance);
  await expect(ambulance.getByText(/Les plus proches de votre base d’abord/).first()).toBeVisible();
  await expect(rideCard(ambulance, near)).toContainText(/\d+(,\d)? km/, { timeout: 30_000 });
  await expect(rideCard(ambulance, far)).toContainText(/\d+(,\d)? km/);
  const order = await ambulance
    .locator('li a[href*="/dashboard/ambulance/transports/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const position = (id: string) => order.findIndex((href) => href.endsWith(`/${id}`));
  expect(position(near)).toBeGreaterThanOrEqual(0);
  expect(position(far)).toBeGreaterThan(position(near));
});
