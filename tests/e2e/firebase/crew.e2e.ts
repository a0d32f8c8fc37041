import { expect, test, type Page } from '@playwright/test';
import {
  acceptInvitation,
  acceptRide,
  fileRequest,
  listMember,
  rideCard,
  setTabOffline,
  signUpCompany,
  uniqueEmail,
  waitForSynced,
} from '../support';
import { newDevice } from './firebase-support';

/**
 * [E2E-FB-CREW] A company's crew in the production mode (Auth emulator + official Firestore emulator under
 * firestore.rules), each person on their own device: the responsable lists two chauffeurs, who accept the
 * invitation; the clinic's request is accepted and assigned; the chauffeur's « Mes courses » shows it with the
 * conversation so far; messages go both ways, the chauffeur offline with a reload; then the ride is reassigned and
 * moves from the first chauffeur's phone to the second's. Before issue 20 the chauffeur's listeners were refused
 * (no member role in Firebase mode), invited people founded companies of their own, and no message arrived.
 */

// Issue 25: the founder names the organisation at sign-up; invitations and rides quote that name.
const COMPANY = 'Ambulances Moreau';
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const texts = (page: Page) => conversation(page).locator('.thread__text').allInnerTexts();

async function send(page: Page, text: string) {
  await page.getByLabel(/Votre message/).fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
}

async function addVehicle(page: Page, name: string, registration: string) {
  await page.goto('/dashboard/vehicules');
  const form = page.getByRole('form', { name: 'Ajouter le véhicule' });
  await form.getByLabel('Type de véhicule').selectOption({ label: 'Ambulance' });
  await form.getByLabel('Immatriculation').fill(registration);
  await form.getByLabel('Nom du véhicule').fill(name);
  await form.getByRole('button', { name: 'Ajouter le véhicule' }).click();
  await expect(page.getByText('Véhicule ajouté.')).toBeVisible({ timeout: 30_000 });
}

async function assign(dispatcher: Page, id: string, driver: string, action: string) {
  await dispatcher.goto(`/dashboard/ambulance/transports/${id}`);
  await dispatcher.getByRole('button', { name: action }).click();
  const dialog = dispatcher.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: driver });
  const vehicle = dialog.getByLabel('Véhicule').locator('option', { hasText: 'Ambulance 1' });
  await dialog
    .getByLabel('Véhicule')
    .selectOption({ label: (await vehicle.textContent())!.trim() });
  await dialog
    .getByRole('button', { name: /Confirmer l’affectation|Affecter malgré tout/ })
    .click();
  await expect(
    dispatcher.getByText(new RegExp(`^Chauffeur : ${driver.split(' ')[0]}`)),
  ).toBeVisible({
    timeout: 30_000,
  });
  await waitForSynced(dispatcher);
}

const myRides = (page: Page) => page.getByRole('list', { name: 'Mes courses' });

test('[E2E-FB-CREW1] invited chauffeurs, assignment, « Mes courses », messages with the chauffeur (offline, reload) and reassignment, each on their own device', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const dispatcher = await newDevice(browser);
  await signUpCompany(dispatcher, {
    role: 'ambulance',
    name: 'Julien Moreau',
    email: uniqueEmail('responsable'),
    identity: { name: COMPANY },
  });
  const paul = { role: 'ambulance' as const, name: 'Paul Girard', email: uniqueEmail('paul') };
  const lucie = { role: 'ambulance' as const, name: 'Lucie Martin', email: uniqueEmail('lucie') };
  for (const person of [paul, lucie]) {
    await listMember(dispatcher, { email: person.email, name: person.name, role: 'Chauffeur' });
  }
  await addVehicle(dispatcher, 'Ambulance 1', 'AB-123-CD');

  const paulPhone = await newDevice(browser, true);
  await acceptInvitation(paulPhone, { ...paul, organisation: COMPANY, roleLabel: 'chauffeur' });
  const luciePhone = await newDevice(browser, true);
  await acceptInvitation(luciePhone, { ...lucie, organisation: COMPANY, roleLabel: 'chauffeur' });
  await expect(
    myRides(paulPhone).or(paulPhone.getByText(/Aucune course ne vous est affectée/)),
  ).toBeVisible({ timeout: 30_000 });

  const clinic = await newDevice(browser);
  await signUpCompany(clinic, {
    role: 'clinique',
    name: 'Claire Dubois',
    email: uniqueEmail('clinique'),
  });
  const id = await fileRequest(clinic, {
    lastName: `Equipage${Date.now()}`,
    type: 'ambulance',
    priority: 'normale',
  });
  await waitForSynced(clinic);

  await dispatcher.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(dispatcher, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(dispatcher, id);
  await waitForSynced(dispatcher);

  // The clinic speaks before anyone is assigned: the chauffeur must still read it once assigned.
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await send(clinic, 'Le patient attend au hall B.');
  await waitForSynced(clinic);

  await assign(dispatcher, id, paul.name, 'Affecter un chauffeur');

  await paulPhone.goto('/dashboard/ambulance');
  const paulRide = myRides(paulPhone)
    .getByRole('listitem')
    .filter({ has: paulPhone.locator(`a[href$="/${id}"]`) });
  await expect(paulRide).toBeVisible({ timeout: 45_000 });
  await paulPhone.screenshot({
    path: testInfo.outputPath('chauffeur-mes-courses.png'),
    fullPage: true,
  });
  // Issue 23: a chauffeur's screens only — no office pages in his menu, no « Réaffecter » on his ride.
  await paulPhone.getByRole('button', { name: 'Menu' }).click();
  const paulMenu = paulPhone.getByRole('navigation', { name: 'Menu du tableau de bord' });
  await expect(paulMenu.getByRole('link', { name: 'Transports' })).toBeVisible();
  for (const office of ['Personnel', 'Véhicules', 'Facturation', 'Abonnement']) {
    await expect(paulMenu.getByRole('link', { name: office, exact: true })).toHaveCount(0);
  }
  await paulPhone.keyboard.press('Escape');
  await paulPhone.goto(`/dashboard/ambulance/transports/${id}`);
  await expect
    .poll(() => texts(paulPhone), { timeout: 30_000 })
    .toEqual(['Le patient attend au hall B.']);
  await expect(paulPhone.getByRole('button', { name: 'Réaffecter' })).toHaveCount(0);

  // Offline in the basement: Paul writes, the phone reloads, the message waits, then goes once.
  await setTabOffline(paulPhone, true);
  await send(paulPhone, 'J’arrive dans 10 minutes.');
  await paulPhone.reload();
  await expect(conversation(paulPhone).getByText('en attente')).toHaveCount(1, { timeout: 30_000 });
  await setTabOffline(paulPhone, false);
  await waitForSynced(paulPhone);
  const expected = ['Le patient attend au hall B.', 'J’arrive dans 10 minutes.'];
  await expect.poll(() => texts(paulPhone), { timeout: 30_000 }).toEqual(expected);
  await expect.poll(() => texts(clinic), { timeout: 45_000 }).toEqual(expected);
  await send(clinic, 'Merci, code d’entrée 4521.');
  await waitForSynced(clinic);
  await expect
    .poll(() => texts(paulPhone), { timeout: 45_000 })
    .toEqual([...expected, 'Merci, code d’entrée 4521.']);

  // Reassigned to Lucie: it leaves Paul's phone and reaches hers.
  await assign(dispatcher, id, lucie.name, 'Réaffecter');
  await expect(
    paulPhone.getByText('Cette course a été réassignée à un autre chauffeur.'),
  ).toBeVisible({
    timeout: 45_000,
  });
  await luciePhone.goto('/dashboard/ambulance');
  await expect(
    myRides(luciePhone)
      .getByRole('listitem')
      .filter({ has: luciePhone.locator(`a[href$="/${id}"]`) }),
  ).toBeVisible({ timeout: 45_000 });
  await paulPhone.goto('/dashboard/ambulance');
  await expect(paulPhone.locator(`a[href$="/${id}"]`)).toHaveCount(0, { timeout: 30_000 });
  await luciePhone.screenshot({
    path: testInfo.outputPath('chauffeur-reaffecte.png'),
    fullPage: true,
  });
});
