import { expect, test } from '@playwright/test';
import { setTabOffline, waitForServiceWorker, waitForSynced } from '../support';
import { fileDialysisSeries } from '../series-support';
import { freshFirestore, newDevice, signUpFounder } from './firebase-support';

test.beforeAll(freshFirestore);

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

test('[E2E-FB-SER1] production rules: a 12-session series with returns filed offline syncs as 24 rides (each checked by the create rule); the ambulance company accepts the series; a VTC company never sees it', async ({
  browser,
}) => {
  test.setTimeout(1_000_000);
  const clinic = await newDevice(browser);
  await signUpFounder(clinic, 'clinique', 'Claire Dubois');
  await clinic.goto('/dashboard/clinique/transport');
  await waitForServiceWorker(clinic);
  await setTabOffline(clinic, true);
  await fileDialysisSeries(clinic, `SerieFb${Date.now()}`);
  const rides = clinic.getByRole('list', { name: 'Transports de la série' }).getByRole('listitem');
  await expect(rides).toHaveCount(24);
  await setTabOffline(clinic, false);
  // 24 creations leave the outbox one at a time (each numbered by the counter in its own transaction): on a 2-core
  // machine with three emulators, 1–11 s each (120.8 s in all under load, over 150 s once on a quiet CI run).
  // Timed (printed, not asserted): issue 24.
  const filing = performance.now();
  await waitForSynced(clinic, 400_000);
  console.info(`[E2E-FB-SER1] 24 créations envoyées en ${seconds(filing)}`);
  await expect(rides.filter({ hasText: 'En attente de synchronisation' })).toHaveCount(0, {
    timeout: 60_000,
  });
  const seriesUrl = clinic.url();

  const vtc = await newDevice(browser);
  await signUpFounder(vtc, 'vtc', 'Karim Benali');
  await vtc.goto('/dashboard/vtc/transports');
  await waitForSynced(vtc);
  await expect(vtc.getByText(/Séance \d+ sur 12/)).toHaveCount(0);

  const ambulance = await newDevice(browser);
  await signUpFounder(ambulance, 'ambulance', 'Julien Moreau');
  await ambulance.goto('/dashboard/ambulance/transports/en-attente');
  const first = ambulance
    .getByRole('listitem')
    .filter({ hasText: 'Séance 1 sur 12 · Aller (avec retour)' });
  const acceptAll = first.getByRole('button', {
    name: 'Accepter toute la série (24 transports)',
  });
  await expect(acceptAll).toBeVisible({ timeout: 60_000 });
  await acceptAll.click();
  await first.getByRole('button', { name: 'Confirmer' }).click();
  await expect(ambulance.getByText('24 transports acceptés').first()).toBeVisible();
  const accepting = performance.now();
  await waitForSynced(ambulance, 400_000); // 24 acceptances, each its own server transaction, several in flight
  console.info(`[E2E-FB-SER1] 24 acceptations envoyées en ${seconds(accepting)}`);

  await clinic.goto(seriesUrl);
  await expect(rides).toHaveCount(24);
  await expect(rides.filter({ hasText: 'Accepté' })).toHaveCount(24, { timeout: 60_000 });
});
