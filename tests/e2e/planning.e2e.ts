import { expect, test } from '@playwright/test';
import {
  acceptedVslForTomorrow,
  dragRideOnto,
  planningRow,
  tabAs,
  tomorrowAt,
  waitForSynced,
} from './support';

/**
 * [E2E-PLN1] Issue 23 item 3 (demo): the responsable of the ambulance company (Julien Moreau) drags two VSL rides
 * of tomorrow 10:30 on the planning board. The first onto Mehdi, free: assigned at once and drawn on his row. The
 * second onto Mehdi, now busy: the conflict is shown before saving, « Annuler » leaves it to assign. Onto Lucie,
 * free: assigned and drawn on her row.
 */

test('[E2E-PLN1] drag onto a busy driver shows the conflict; onto a free one assigns', async ({
  context,
}, testInfo) => {
  const clinic = await tabAs(context, 'clinique');
  const dispatcher = await tabAs(context, 'ambulance');
  const first = await acceptedVslForTomorrow(dispatcher, clinic, 'Planningun');
  const second = await acceptedVslForTomorrow(dispatcher, clinic, 'Planningdeux');

  await dispatcher.setViewportSize({ width: 1280, height: 800 });
  await dispatcher.goto('/dashboard/planning');
  await dispatcher.getByLabel('Date').fill(tomorrowAt().slice(0, 10));
  const side = dispatcher.locator('.planning-side');
  await expect(side.locator(`[data-ride-id="${first}"]`)).toBeVisible();
  await expect(side.locator(`[data-ride-id="${second}"]`)).toBeVisible();

  await dragRideOnto(dispatcher, first, 'Mehdi Haddad');
  await expect(dispatcher.getByText(/^Transport \S+ affecté à Mehdi\./)).toBeVisible();
  await expect(
    planningRow(dispatcher, 'Mehdi Haddad').locator(`[data-ride-id="${first}"]`),
  ).toBeVisible();
  await expect(side.locator(`[data-ride-id="${first}"]`)).toHaveCount(0);

  await dragRideOnto(dispatcher, second, 'Mehdi Haddad');
  const dialog = dispatcher.getByRole('dialog', { name: /^Affecter le transport/ });
  await expect(dialog.getByRole('alert')).toContainText(
    /Mehdi a déjà le transport \S+ de 10:30 à \d\d:\d\d\./,
  );
  await dispatcher.screenshot({ path: testInfo.outputPath('planning-conflit.png') });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(side.locator(`[data-ride-id="${second}"]`)).toBeVisible();
  await expect(
    planningRow(dispatcher, 'Mehdi Haddad').locator(`[data-ride-id="${second}"]`),
  ).toHaveCount(0);

  await dragRideOnto(dispatcher, second, 'Lucie Fontaine');
  await expect(dispatcher.getByText(/^Transport \S+ affecté à Lucie\./)).toBeVisible();
  await expect(
    planningRow(dispatcher, 'Lucie Fontaine').locator(`[data-ride-id="${second}"]`),
  ).toBeVisible();
  await expect(side.locator(`[data-ride-id="${second}"]`)).toHaveCount(0);
  await waitForSynced(dispatcher);
  await dispatcher.screenshot({ path: testInfo.outputPath('planning-affecte.png') });
});
