import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Demo personas by role, as the auth page lists them (names from the seeded demo world). */
export const PERSONAS = {
  admin: 'Camille Laurent',
  clinique: 'Sophie Marchand',
  ambulance: 'Julien Moreau',
  vtc: 'Karim Benali',
  patient: 'Jeanne Dupuis',
} as const;

export type PersonaRole = keyof typeof PERSONAS;

/** Signs this tab in as a demo persona from the auth page it is on (or opens it). */
export async function signInAs(page: Page, role: PersonaRole): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByRole('button', { name: new RegExp(PERSONAS[role]) }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/** A new tab of the same browser (same demo server), signed in as a persona. */
export async function tabAs(context: BrowserContext, role: PersonaRole): Promise<Page> {
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * Takes ONE tab off the network (DevTools network emulation): navigator.onLine turns false there only, so the
 * demo server becomes unreachable for that tab while the others stay online — a driver in a basement while the
 * clinic works on.
 */
export async function setTabOffline(page: Page, offline: boolean): Promise<void> {
  // One DevTools session per tab: emulation set through a session lasts as long as it, so going back online
  // through a second session would leave the first one's « offline » cutting every real request (unseen in the
  // demo mode, whose server is in the page; fatal for Firestore).
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** Waits until the service worker controls the tab, so it can reload with no network. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Tomorrow at 10:30 as a datetime-local value. */
export function tomorrowAt(hours = 10, minutes = 30): string {
  const date = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
}

export interface RequestInput {
  lastName: string;
  type: 'ambulance' | 'vsl' | 'vtc';
  priority: 'normale' | 'urgent' | 'critique';
  /** Recorded on the saved patient record: the patient follows their rides once they accept (issue 20). */
  patientEmail?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label exactly, whether or not the label carries the required « * ». */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Files a request from the clinic tab; resolves to the transport's document id (from the detail URL). */
export async function fileRequest(clinic: Page, input: RequestInput): Promise<string> {
  await clinic.goto('/dashboard/clinique/transport');
  await field(clinic, 'Prénom du patient').fill('Aline');
  await field(clinic, 'Nom du patient').fill(input.lastName);
  await field(clinic, 'Rue de départ').fill('24 rue Paul Bert');
  await field(clinic, 'Ville de départ').fill('Lyon');
  await field(clinic, 'Code postal de départ').fill('69003');
  await field(clinic, 'Rue d’arrivée').fill('28 rue Laennec');
  await field(clinic, 'Ville d’arrivée').fill('Lyon');
  await field(clinic, 'Code postal d’arrivée').fill('69008');
  await field(clinic, 'Date et heure du transport').fill(tomorrowAt());
  await field(clinic, 'Type de transport').selectOption(input.type);
  await field(clinic, 'Priorité').selectOption(input.priority);
  if (input.patientEmail) {
    await field(clinic, 'Adresse e-mail du patient (pour qu’il suive ses transports)').fill(
      input.patientEmail,
    );
  }
  await clinic.getByRole('button', { name: 'Enregistrer la demande' }).click();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique\/transports\/[^/]+$/);
  return new URL(clinic.url()).pathname.split('/').at(-1)!;
}

/**
 * The ride card in a provider list, found by its link to the ride (document id): before accepting, a provider
 * sees no patient name to look for (data minimisation).
 */
export const rideCard = (page: Page, id: string) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href$="/${id}"]`) });

/**
 * « Accepter » on a ride card, then the undo window runs out: the acceptance is recorded once « Annuler » is gone.
 */
export async function acceptRide(page: Page, id: string): Promise<void> {
  const card = rideCard(page, id);
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText(/^(Transport|Course) accepté/).first()).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Waits until everything this tab recorded reached the server. The engine gathers taps for 250 ms before it
 * drains, so the indicator may still show the previous « Synchronisé » for a moment after a tap: give it that
 * moment, then wait for « Synchronisé à … » with nothing pending.
 */
export async function waitForSynced(page: Page): Promise<void> {
  await page.waitForTimeout(700);
  const indicator = page.locator('.sync-indicator__summary');
  await expect(indicator).toHaveText(/^Synchronisé à/, { timeout: 30_000 });
}

/**
 * The common start of the driver scenarios: the clinic files an ambulance request, the ambulance company accepts
 * it, and the driver tab opens the ride. Each step is synced before the next.
 */
export async function acceptedRide(context: BrowserContext, lastName: string) {
  const clinic = await tabAs(context, 'clinique');
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'normale' });
  await waitForSynced(clinic);
  const driver = await tabAs(context, 'ambulance');
  await driver.goto('/dashboard/ambulance/transports?tab=en-attente');
  await acceptRide(driver, id);
  await waitForSynced(driver);
  await driver.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(
    driver.getByRole('button', { name: 'En route vers le patient', exact: true }),
  ).toBeVisible();
  return { clinic, driver, id };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts through the forms (both modes), and the Auth emulator's own API (Firebase mode).
// ---------------------------------------------------------------------------------------------------------------

export type SignUpRole = 'clinique' | 'ambulance' | 'vtc' | 'patient';

export interface NewAccount {
  role: SignUpRole;
  /** « Nom complet » (a company account's name: its organisation's too). */
  name: string;
  email?: string;
  password?: string;
}

export const E2E_PASSWORD = 'secret123';

/** An address no other run used: the emulators keep their accounts for the whole run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

/** Fills and sends the sign-up form; resolves to the e-mail. Where the app goes next is the caller's to check. */
export async function signUpThroughForm(page: Page, account: NewAccount): Promise<string> {
  const email = account.email ?? uniqueEmail(account.role);
  await page.goto('/auth?mode=signup');
  await page.getByLabel(/^Nom complet/).fill(account.name);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(account.password ?? E2E_PASSWORD);
  await page.getByLabel('Vous êtes').selectOption(account.role);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  return email;
}

/** Signs in through the form with an e-mail and password; waits for the dashboard (or /tarifs without access). */
export async function signInThroughForm(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/auth?mode=login');
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/(dashboard|tarifs)/, { timeout: 30_000 });
}

/** A company account signs up and starts its 14-day trial from /tarifs (the one subscription write it may make). */
export async function signUpWithTrial(page: Page, account: NewAccount): Promise<string> {
  const email = await signUpThroughForm(page, account);
  await expect(page).toHaveURL(/\/tarifs$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${account.role}`), { timeout: 30_000 });
  return email;
}

/** The emulators of firebase.json, as the app built for them reaches them. */
const emulatorsOfFirebaseJson = () =>
  (
    JSON.parse(
      readFileSync(fileURLToPath(new URL('../../firebase.json', import.meta.url)), 'utf8'),
    ) as {
      emulators: { auth: { host: string; port: number } };
    }
  ).emulators;
export const EMULATOR_PROJECT = 'demo-transport-sanitaire';

/** The Auth emulator's REST API (identitytoolkit), as the app's SDK or the project's owner (« Bearer owner »). */
async function authEmulator(
  path: string,
  body: object,
  owner = false,
): Promise<Record<string, unknown>> {
  const { host, port } = emulatorsOfFirebaseJson().auth;
  const response = await fetch(`http://${host}:${port}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(owner ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Émulateur Auth, ${path} : ${JSON.stringify(answer)}`);
  return answer;
}

/** An Auth account whose owner verified their e-mail (the emulator's owner API marks it verified). */
export async function verifiedAccount(email: string, name: string, password = E2E_PASSWORD) {
  const created = await authEmulator('accounts:signUp?key=demo-api-key', {
    email,
    password,
    displayName: name,
  });
  await authEmulator(
    `projects/${EMULATOR_PROJECT}/accounts:update`,
    { localId: created.localId, emailVerified: true },
    true,
  );
  return created.localId as string;
}

/**
 * Someone a responsable listed on /dashboard/personnel joins the organisation, and lands where their access says.
 * ONE step on purpose: the invitation flow (« Rejoindre … ? », verification e-mail at sign-up) replaces this body.
 * Today (issue 13): a listed e-mail that signs up VERIFIED joins at sign-up (create-profile.ts, rules:
 * joinsListing). The form cannot sign up verified, so the account is made verified on the Auth emulator and the
 * sign-up's request (its role, remembered on the device as the form does) is completed at the first sign-in.
 */
export async function joinOrganisation(
  page: Page,
  person: { email: string; name: string; role: Exclude<SignUpRole, 'patient'>; password?: string },
): Promise<void> {
  const password = person.password ?? E2E_PASSWORD;
  const uid = await verifiedAccount(person.email, person.name, password);
  await page.goto('/auth?mode=login');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      'transport-sanitaire:pendingProfile',
      JSON.stringify({ uid, displayName: person.name, role: person.role }),
    ],
  );
  await signInThroughForm(page, person.email, password);
}

/** npm run admin:grant, as a deployer runs it (here against the e2e emulators of firebase.json). */
export function grantAdmin(email: string): string {
  const run = spawnSync('node', ['.config/admin-grant.mjs', email], {
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: '' },
  });
  if (run.status !== 0) throw new Error(`admin:grant a échoué : ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/**
 * The first administrator as a real project makes one: they sign up like anyone (a patient account), then the
 * deployer runs npm run admin:grant with their e-mail; their next page shows the admin dashboard.
 */
export async function signUpAsAdmin(page: Page, name = 'Camille Laurent'): Promise<string> {
  const email = await signUpThroughForm(page, {
    role: 'patient',
    name,
    email: uniqueEmail('admin'),
  });
  await expect(page).toHaveURL(/\/dashboard\/utilisateur/, { timeout: 30_000 });
  expect(grantAdmin(email)).toContain(`${email} est maintenant administrateur.`);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin$/, { timeout: 30_000 });
  return email;
}
