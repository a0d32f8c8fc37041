import { expect, test, type Page } from '@playwright/test';
import {
  acceptRide,
  fileRequest,
  rideCard,
  setTabOffline,
  signUpCompany,
  uniqueEmail,
  waitForSynced,
} from '../support';
import {
  companyWithChauffeurs,
  type Crew,
  freshFirestore,
  newDevice,
  warmFirestore,
} from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-CREW] A company's crew in the production mode (Auth emulator + official Firestore emulator under
 * firestore.rules), each person on their own device: the responsable lists two chauffeurs, who accept the
 * invitation (Lucie is a DEA); the clinic's request is accepted and assigned; the chauffeur's « Mes courses » shows
 * it with the conversation so far; messages go both ways, the chauffeur offline with a reload; then the ride is
 * reassigned and moves from the first chauffeur's phone to the second's. Before issue 20 the chauffeur's listeners
 * were refused (no member role in Firebase mode), invited people founded companies of their own, and no message
 * arrived. [E2E-FB-CREW2] then puts a second ride on a crew of two. The tests share the company, one after the other.
 */

test.describe.configure({ mode: 'serial' });

// Issue 25: the founder names the organisation at sign-up; invitations and rides quote that name.
const COMPANY = 'Ambulances Moreau';
const DEA = 'Diplômé d’État d’ambulancier (DEA)';
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const texts = (page: Page) => conversation(page).locator('.thread__text').allInnerTexts();

async function send(page: Page, text: string) {
  await page.getByLabel(/Votre message/).fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation(page).getByText(text, { exact: true })).toBeVisible();
}

/** « Affecter un chauffeur » / « Réaffecter » on the ride: a driver, for an ambulance perhaps an équipier. */
async function assign(
  dispatcher: Page,
  id: string,
  action: string,
  driver: string,
  equipier?: string,
) {
  await dispatcher.goto(`/dashboard/ambulance/transports/${id}`);
  await dispatcher.getByRole('button', { name: action }).click();
  const dialog = dispatcher.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: driver });
  if (equipier) await dialog.getByLabel('Équipier').selectOption({ label: equipier });
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

let crew: Crew;
let clinic: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  await warmFirestore();
  crew = await companyWithChauffeurs(browser, {
    name: COMPANY,
    prefix: 'equipage',
    chauffeurs: [
      { name: 'Paul Girard', prefix: 'paul' },
      { name: 'Lucie Martin', prefix: 'lucie', qualification: DEA },
    ],
    vehicles: [{ type: 'Ambulance', name: 'Ambulance 1', registration: 'AB-123-CD' }],
  });
  clinic = await newDevice(browser);
  await signUpCompany(clinic, {
    role: 'clinique',
    name: 'Claire Dubois',
    email: uniqueEmail('clinique'),
  });
});

test('[E2E-FB-CREW1] invited chauffeurs, assignment, « Mes courses », messages with the chauffeur (offline, reload) and reassignment, each on their own device', async () => {
  test.setTimeout(300_000);
  const testInfo = test.info();
  const { dispatcher } = crew;
  const [paul, lucie] = crew.chauffeurs;
  const paulPhone = paul!.phone;
  const luciePhone = lucie!.phone;
  await expect(
    myRides(paulPhone).or(paulPhone.getByText(/Aucune course ne vous est affectée/)),
  ).toBeVisible({ timeout: 30_000 });

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

  await assign(dispatcher, id, 'Affecter un chauffeur', paul!.name);

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
  await assign(dispatcher, id, 'Réaffecter', lucie!.name);
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

test('[E2E-FB-CREW2] a crew of two: the équipier’s phone lists the ride with its conversation and follows the steps the driver taps', async () => {
  test.setTimeout(150_000);
  const { dispatcher } = crew;
  const [paul, lucie] = crew.chauffeurs;
  const id = await fileRequest(clinic, {
    lastName: `Equipiers${Date.now()}`,
    type: 'ambulance',
    priority: 'normale',
  });
  await waitForSynced(clinic);
  await dispatcher.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(dispatcher, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(dispatcher, id);
  await waitForSynced(dispatcher);
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await send(clinic, 'Brancard nécessaire, 2e étage.');
  await waitForSynced(clinic);

  // Lucie (DEA) drives, Paul rides with her: a crew the domain and the rules accept with no warning.
  await assign(dispatcher, id, 'Affecter un chauffeur', lucie!.name, paul!.name);

  const paulPhone = paul!.phone;
  await paulPhone.goto('/dashboard/ambulance');
  await expect(
    myRides(paulPhone)
      .getByRole('listitem')
      .filter({ has: paulPhone.locator(`a[href$="/${id}"]`) }),
  ).toBeVisible({ timeout: 45_000 });
  await paulPhone.goto(`/dashboard/ambulance/transports/${id}`);
  await expect
    .poll(() => texts(paulPhone), { timeout: 30_000 })
    .toEqual(['Brancard nécessaire, 2e étage.']);
  const paulState = paulPhone.locator('.driver__state');
  await expect(paulState).toHaveText(/Chauffeur assigné/);

  // The driver moves the ride on her phone: the équipier's screen follows, with no reload.
  const luciePhone = lucie!.phone;
  await luciePhone.goto(`/dashboard/ambulance/transports/${id}`);
  await luciePhone.getByRole('button', { name: 'En route vers le patient', exact: true }).click();
  await waitForSynced(luciePhone);
  await expect(paulState).toHaveText(/En route vers le patient/, { timeout: 45_000 });
  await expect(
    paulPhone.getByRole('button', { name: 'Arrivé au point de prise en charge', exact: true }),
  ).toBeVisible();
  await paulPhone.screenshot({
    path: test.info().outputPath('equipier-en-route.png'),
    fullPage: true,
  });
});
