import { expect, test } from '@playwright/test';
import { fileDialysisSeries } from './series-support';
import { setTabOffline, tabAs, waitForServiceWorker, waitForSynced } from './support';

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
