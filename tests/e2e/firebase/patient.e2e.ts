import { expect, test, type Browser, type Page } from '@playwright/test';
import { AUTH_EMULATOR, fileRequest, rideCard, signUpWithTrial, waitForSynced } from '../support';
import { freshFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-PAT] Issue 20 in the production mode (Auth emulator + the official Firestore emulator under
 * firestore.rules): a clinic records its patient's e-mail with the booking; the patient signs up with that address,
 * verifies it (the Auth emulator's link), accepts the clinic's proposal and sees the ride booked before; an
 * ambulance company accepts it and the patient sees which company comes.
 */

const PASSWORD = 'secret123';
const PROJECT = 'demo-transport-sanitaire';
const SHOTS = 'test-results/patient-screens';

async function signUp(
  page: Page,
  role: 'clinique' | 'ambulance' | 'patient',
  name: string,
  email: string,
) {
  if (role !== 'patient') {
    // Verified address, then its own organisation and the 14-day trial (the shared steps of every flow).
    await signUpWithTrial(page, { role, name, email, password: PASSWORD });
    return;
  }
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Vous êtes').selectOption(role);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

const oobCodes = async (): Promise<OobCode[]> => {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
};

/**
 * Verifies the address as its owner would, by opening the link the Auth emulator holds for it. If sign-up sent
 * none (the verification e-mail is another change of issue 20), it is requested through the emulator's REST API.
 */
async function verifyEmail(email: string) {
  const forEmail = async () =>
    (await oobCodes()).filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  if ((await forEmail()).length === 0) {
    const api = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts`;
    const signIn = await fetch(`${api}:signInWithPassword?key=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    await fetch(`${api}:sendOobCode?key=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
    });
  }
  const link = (await forEmail()).at(-1)!.oobLink;
  const opened = await fetch(link);
  expect(opened.ok).toBe(true);
}

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function newDesktop(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('[E2E-FB-PAT] a clinic records its patient’s e-mail; the verified patient accepts and follows the ride, then sees the company that accepted', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const patientEmail = `jeanne-${stamp}@exemple.fr`;

  const clinic = await newDesktop(browser);
  await signUp(clinic, 'clinique', 'Clinique du Parc', `clinique-${stamp}@exemple.fr`);
  const lastName = `Martin${stamp.slice(-6)}`;
  const id = await fileRequest(clinic, {
    lastName,
    type: 'ambulance',
    priority: 'normale',
    patientEmail,
  });
  await waitForSynced(clinic);

  const patient = await newPhone(browser);
  await signUp(patient, 'patient', 'Jeanne Martin', patientEmail);
  await patient.goto('/dashboard/utilisateur');
  // Nothing is his before he accepts: the empty state says how rides arrive.
  await expect(
    patient.getByRole('region', { name: 'Aucun transport pour l’instant…' }),
  ).toBeVisible({ timeout: 30_000 });
  await patient.screenshot({ path: `${SHOTS}/1-vide.png`, fullPage: true });

  await verifyEmail(patientEmail);
  await patient.reload();
  const proposal = patient.getByRole('group', {
    name: 'Clinique du Parc vous a enregistré comme patient. Suivre vos transports ?',
  });
  await expect(proposal).toBeVisible({ timeout: 30_000 });
  await patient.screenshot({ path: `${SHOTS}/2-invitation.png`, fullPage: true });
  await proposal.getByRole('button', { name: 'Suivre mes transports' }).click();
  await expect(patient.getByText('Vous suivez les transports de : Clinique du Parc.')).toBeVisible({
    timeout: 30_000,
  });

  // The ride booked before the link is now his, pulled live.
  const upcoming = patient.getByRole('region', { name: 'À venir' });
  await expect(upcoming.getByText('Demande envoyée : nous cherchons un transporteur.')).toBeVisible(
    { timeout: 30_000 },
  );
  await patient.screenshot({ path: `${SHOTS}/3-transport.png`, fullPage: true });

  const company = await newDesktop(browser);
  await signUp(company, 'ambulance', 'Ambulances Bellecour', `ambulance-${stamp}@exemple.fr`);
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  const card = rideCard(company, id);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(company.getByText(/^Transport accepté/).first()).toBeVisible({ timeout: 15_000 });
  await waitForSynced(company);

  // The patient's space follows the state live, then the ride names the company.
  await expect(upcoming.getByText('Un transporteur a accepté votre transport.')).toBeVisible({
    timeout: 30_000,
  });
  await upcoming.getByRole('link').first().click();
  await expect(patient.getByRole('heading', { name: 'Qui vient vous chercher' })).toBeVisible();
  await expect(patient.getByText('Ambulances Bellecour')).toBeVisible({ timeout: 30_000 });
  await patient.screenshot({ path: `${SHOTS}/4-transporteur.png`, fullPage: true });
});
