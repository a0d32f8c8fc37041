import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  acceptInvitation,
  acceptRide,
  declineInvitation,
  fileRequest,
  listMember,
  signUpCompany,
  submitSignUp,
  verifyEmail,
  waitForSynced,
} from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-INV] Issue 20 in the production mode (Auth emulator + official Firestore emulator under firestore.rules):
 * joining an organisation is an invitation. A responsable lists an e-mail as chauffeur; that person signs up,
 * follows the verification link, accepts « Rejoindre … » and lands on the chauffeur dashboard; the responsable sees
 * a member and assigns him a ride. Declining leaves the person their own account and the responsable reads
 * « Invitation refusée ». And the fleet page: add, edit, delete a vehicle.
 */

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

async function newDevice(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function responsable(browser: Browser, company: string): Promise<Page> {
  const page = await newDevice(browser);
  await signUpCompany(page, { name: company, email: unique('resp'), role: 'ambulance' });
  return page;
}

async function addVehicle(page: Page, label: string, registration: string): Promise<void> {
  await page.goto('/dashboard/vehicules');
  const form = page.getByRole('form', { name: 'Ajouter le véhicule' });
  await form.getByLabel('Immatriculation').fill(registration);
  await form.getByLabel('Nom du véhicule').fill(label);
  await form.getByRole('button', { name: 'Ajouter le véhicule' }).click();
  const fleet = page.getByRole('list', { name: 'Véhicules de la flotte' });
  await expect(fleet.getByText(label, { exact: true })).toBeVisible({ timeout: 30_000 });
}

test('[E2E-INV1] a listed chauffeur verifies his address, accepts « Rejoindre … » and is assigned a ride', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // The company's name is the founder's name at sign-up (own-organisation.ts).
  const company = `Ambulances Invitation ${Date.now()}`;
  const manager = await responsable(browser, company);
  const email = unique('chauffeur');
  await listMember(manager, { email, name: 'Karim Haddad', role: 'Chauffeur' });
  const karimRow = manager.getByRole('listitem').filter({ hasText: email });
  await expect(karimRow.getByText('Invitation envoyée')).toBeVisible();
  await addVehicle(manager, 'Ambulance 1', 'AB-123-CD');

  const karim = await newDevice(browser, { width: 390, height: 844 });
  await acceptInvitation(karim, {
    name: 'Karim Haddad',
    email,
    role: 'ambulance',
    organisation: company,
    roleLabel: 'chauffeur',
  });
  await expect(karim).toHaveURL(/\/dashboard\/ambulance/);
  await expect(karim.getByRole('heading', { level: 2, name: 'Mes courses' })).toBeVisible({
    timeout: 30_000,
  });
  await karim.screenshot({ path: testInfo.outputPath('chauffeur-rejoint-telephone.png') });

  await manager.goto('/dashboard/personnel');
  await expect(karimRow).toBeVisible({ timeout: 30_000 });
  await expect(karimRow.getByText('Invitation envoyée')).toHaveCount(0);

  const clinic = await newDevice(browser);
  await signUpCompany(clinic, {
    name: 'Claire Dubois',
    email: unique('clinique'),
    role: 'clinique',
  });
  const lastName = `Invite${Date.now()}`;
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'normale' });
  await waitForSynced(clinic);

  await manager.goto('/dashboard/ambulance/transports?tab=en-attente');
  await acceptRide(manager, id);
  await waitForSynced(manager);
  await manager.goto(`/dashboard/ambulance/transports/${id}`);
  await manager.getByRole('button', { name: 'Affecter un chauffeur' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: 'Karim Haddad' });
  const vehicle = dialog.getByLabel('Véhicule').locator('option', { hasText: 'Ambulance 1' });
  await dialog
    .getByLabel('Véhicule')
    .selectOption({ label: (await vehicle.textContent())!.trim() });
  await dialog
    .getByRole('button', { name: /Confirmer l’affectation|Affecter malgré tout/ })
    .click();
  await expect(manager.getByText(/^Chauffeur : Karim — Ambulance 1/)).toBeVisible();
  await waitForSynced(manager);
  await manager.reload();
  await expect(manager.getByText(/^Chauffeur : Karim — Ambulance 1/)).toBeVisible({
    timeout: 30_000,
  });

  await karim.goto('/dashboard/ambulance');
  const mine = karim.getByRole('list', { name: 'Mes courses' });
  await expect(mine.locator(`a[href$="/${id}"]`).first()).toBeVisible({ timeout: 60_000 });
});

test('[E2E-INV2] a listed person declines: their own account goes on, the responsable reads « Invitation refusée »', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const company = `Ambulances Refus ${Date.now()}`;
  const manager = await responsable(browser, company);
  const email = unique('refus');
  await listMember(manager, { email, name: 'Léa Martin', role: 'Régulateur' });

  const lea = await newDevice(browser, { width: 390, height: 844 });
  const person = {
    name: 'Léa Martin',
    email,
    role: 'vtc' as const,
    organisation: company,
    roleLabel: 'régulateur',
  };
  await declineInvitation(lea, person);
  // Her own company account: it needs its own subscription.
  await lea.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(lea).toHaveURL(/\/dashboard\/vtc/, { timeout: 30_000 });

  await manager.goto('/dashboard/personnel');
  const row = manager.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Invitation refusée')).toBeVisible({ timeout: 30_000 });
  await manager.screenshot({ path: testInfo.outputPath('invitation-refusee.png'), fullPage: true });
});

test('[E2E-INV3] screenshots of the invitation screen (phone and desktop)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const company = `Ambulances Capture ${Date.now()}`;
  const manager = await responsable(browser, company);
  const email = unique('capture');
  await listMember(manager, { email, name: 'Nora Petit', role: 'Chauffeur' });
  const phone = await newDevice(browser, { width: 390, height: 844 });
  await submitSignUp(phone, { name: 'Nora Petit', email, role: 'ambulance' });
  await expect(phone.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible({
    timeout: 30_000,
  });
  await phone.screenshot({ path: testInfo.outputPath('verification-telephone.png') });
  await verifyEmail(phone, email);
  const question = phone.getByRole('heading', {
    name: `Rejoindre ${company} en tant que chauffeur ?`,
  });
  await expect(question).toBeVisible({ timeout: 30_000 });
  await phone.screenshot({ path: testInfo.outputPath('invitation-telephone.png') });
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({ path: testInfo.outputPath('invitation-bureau.png') });
});

test('[E2E-INV4] the fleet page in production mode: add, edit, delete a vehicle', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = await responsable(browser, `Ambulances Flotte ${Date.now()}`);
  await addVehicle(manager, 'VSL 7', 'CD-456-EF');
  const fleet = manager.getByRole('list', { name: 'Véhicules de la flotte' });
  const row = fleet.getByRole('listitem').filter({ hasText: 'VSL 7' });
  await row.getByRole('button', { name: 'Modifier' }).click();
  const edit = manager.getByRole('form', { name: 'Enregistrer VSL 7' });
  await edit.getByLabel('Nom du véhicule').fill('VSL 8');
  await edit.getByRole('button', { name: 'Enregistrer VSL 7' }).click();
  await expect(fleet.getByText('VSL 8', { exact: true })).toBeVisible({ timeout: 30_000 });
  await manager.reload();
  const renamed = fleet.getByRole('listitem').filter({ hasText: 'VSL 8' });
  await expect(renamed).toBeVisible({ timeout: 30_000 });
  await renamed.getByRole('button', { name: 'Supprimer' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(fleet.getByText('VSL 8', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await manager.reload();
  await expect(manager.getByText('VSL 8', { exact: true })).toHaveCount(0, { timeout: 30_000 });
});
