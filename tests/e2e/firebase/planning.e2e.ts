import { expect, test } from '@playwright/test';
import {
  acceptedVslForTomorrow,
  dragRideOnto,
  planningRow,
  signUpCompany,
  tomorrowAt,
  uniqueEmail,
  waitForSynced,
} from '../support';
import {
  companyWithChauffeurs,
  freshFirestore,
  newDevice,
  warmFirestore,
} from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-PLN1] Issue 23 item 3 in the production mode (Auth emulator + official Firestore emulator under
 * firestore.rules), each person on their own device: [E2E-PLN1] with a company founded here. Its responsable lists
 * two chauffeurs, who join, and two VSL; the clinic files two VSL rides for tomorrow 10:30, the company accepts both. On the
 * planning board the first goes onto Mehdi (free); the second onto Mehdi shows the conflict before anything is
 * saved, « Annuler » leaves it to assign; onto Lucie it is assigned, synced, and reaches Lucie's phone.
 */

const COMPANY = 'Ambulances Planning Fb';

test.beforeAll(warmFirestore);

test('[E2E-FB-PLN1] production rules: a drag onto a busy chauffeur shows the conflict before saving; onto a free one assigns and syncs to the chauffeur’s phone', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const { dispatcher, chauffeurs } = await companyWithChauffeurs(browser, {
    name: COMPANY,
    prefix: 'planning',
    chauffeurs: [
      { name: 'Mehdi Haddad', prefix: 'mehdi' },
      { name: 'Lucie Fontaine', prefix: 'lucie' },
    ],
    // A free VSL for each drop: the board saves a complete, conflict-free assignment at once.
    vehicles: [
      { type: 'VSL', name: 'VSL 1', registration: 'AB-123-CD' },
      { type: 'VSL', name: 'VSL 2', registration: 'EF-456-GH' },
    ],
  });
  const [mehdi, lucie] = chauffeurs;
  await mehdi!.phone.context().close();
  const luciePhone = lucie!.phone;

  const clinic = await newDevice(browser);
  await signUpCompany(clinic, {
    role: 'clinique',
    name: 'Claire Dubois',
    email: uniqueEmail('planning-clinique'),
  });
  const first = await acceptedVslForTomorrow(dispatcher, clinic, `PlanningunFb${Date.now()}`);
  const second = await acceptedVslForTomorrow(dispatcher, clinic, `PlanningdeuxFb${Date.now()}`);

  await dispatcher.setViewportSize({ width: 1280, height: 800 });
  await dispatcher.goto('/dashboard/planning');
  await dispatcher.getByLabel('Date').fill(tomorrowAt().slice(0, 10));
  const side = dispatcher.locator('.planning-side');
  await expect(side.locator(`[data-ride-id="${first}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(side.locator(`[data-ride-id="${second}"]`)).toBeVisible();
  await expect(planningRow(dispatcher, mehdi!.name)).toBeVisible({ timeout: 30_000 });
  await expect(planningRow(dispatcher, lucie!.name)).toBeVisible();

  await dragRideOnto(dispatcher, first, mehdi!.name);
  await expect(dispatcher.getByText(/^Transport \S+ affecté à Mehdi\./)).toBeVisible();
  await expect(
    planningRow(dispatcher, mehdi!.name).locator(`[data-ride-id="${first}"]`),
  ).toBeVisible();
  await waitForSynced(dispatcher);

  await dragRideOnto(dispatcher, second, mehdi!.name);
  const dialog = dispatcher.getByRole('dialog', { name: /^Affecter le transport/ });
  await expect(dialog.getByRole('alert')).toContainText(
    /Mehdi a déjà le transport \S+ de 10:30 à \d\d:\d\d\./,
  );
  await dispatcher.screenshot({ path: testInfo.outputPath('planning-conflit.png') });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(side.locator(`[data-ride-id="${second}"]`)).toBeVisible();
  await expect(
    planningRow(dispatcher, mehdi!.name).locator(`[data-ride-id="${second}"]`),
  ).toHaveCount(0);

  await dragRideOnto(dispatcher, second, lucie!.name);
  await expect(dispatcher.getByText(/^Transport \S+ affecté à Lucie\./)).toBeVisible();
  await expect(
    planningRow(dispatcher, lucie!.name).locator(`[data-ride-id="${second}"]`),
  ).toBeVisible();
  await expect(side.locator(`[data-ride-id="${second}"]`)).toHaveCount(0);
  // Saved: the rules took the assignment, and the ride reaches Lucie's phone (« Mes courses »).
  await waitForSynced(dispatcher);
  await dispatcher.screenshot({ path: testInfo.outputPath('planning-affecte.png') });
  await luciePhone.goto('/dashboard/ambulance');
  await expect(
    luciePhone
      .getByRole('list', { name: 'Mes courses' })
      .getByRole('listitem')
      .filter({ has: luciePhone.locator(`a[href$="/${second}"]`) }),
  ).toBeVisible({ timeout: 45_000 });
  await expect(luciePhone.locator(`a[href$="/${first}"]`)).toHaveCount(0);

  // After a reload, the board reads the same from the device and the server: each ride on its chauffeur's row.
  await dispatcher.reload();
  await dispatcher.getByLabel('Date').fill(tomorrowAt().slice(0, 10));
  await expect(
    planningRow(dispatcher, mehdi!.name).locator(`[data-ride-id="${first}"]`),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    planningRow(dispatcher, lucie!.name).locator(`[data-ride-id="${second}"]`),
  ).toBeVisible();
});
