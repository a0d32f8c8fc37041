import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import {
  acceptInvitation,
  E2E_PASSWORD,
  listMember,
  reportBlankPage,
  signUpCompany,
  signUpWithTrial,
  uniqueEmail,
} from '../support';

/**
 * Shared steps of the production-mode flows (app built for the emulators: Firebase Auth emulator + the official
 * Firestore emulator under firestore.rules). Each person is their own browser context: their own device.
 */

export { E2E_PASSWORD as PASSWORD, uniqueEmail } from '../support';
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: { firestore: { port: number }; auth: { port: number } };
};
// This run's Firestore emulator: tests/e2e/run.mjs picks its port (the build bakes it in); else firebase.json's.
export const FIRESTORE_PORT = String(
  process.env.VITE_EMULATOR_FIRESTORE_PORT ?? firebaseJson.emulators.firestore.port,
);
export const AUTH_PORT = String(firebaseJson.emulators.auth.port);

/**
 * Empties this run's Firestore emulator (data only: the rules stay loaded). Each file begins with it: the emulator
 * evaluates a listener's read rule on every stored document of the collection at each write (production judges the
 * query once), so the rides left by earlier files made every write slower as the run went on — the same 24
 * creations took 15 s, 28 s, then 51 s over three runs of [E2E-FB-SER1] in one emulator. The files never share data.
 */
export async function freshFirestore(): Promise<void> {
  const url = `http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/demo-transport-sanitaire/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Firestore emulator reset: HTTP ${response.status}`);
}

export type FoundingRole = 'clinique' | 'ambulance' | 'vtc';

export interface Account {
  email: string;
  name: string;
}

/** A new device: its own browser context (storage, IndexedDB, service worker). */
export async function newDevice(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 } } : { viewport: { width: 1366, height: 900 } },
  );
  const page = await context.newPage();
  // Into the run's log: a page that goes blank on a loaded machine (seen once, with nothing in the trace's console)
  // leaves its cause where the CI output shows it.
  page.on('pageerror', (error) =>
    console.error(`[page error] ${page.url()} ${error.stack ?? error}`),
  );
  page.on('crash', () => console.error(`[page crash] ${page.url()}`));
  await reportBlankPage(page);
  return page;
}

/** A clinic or company founder signs up, verifies the address, starts the 14-day trial, lands on the dashboard. */
export async function signUpFounder(
  page: Page,
  role: FoundingRole,
  name: string,
): Promise<Account> {
  const email = await signUpWithTrial(page, { role, name });
  return { email, name };
}

/** Signs out through the menu (nothing left to sync), back on the public site. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /Se déconnecter/ });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page).not.toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/** Signs in with e-mail and password, landing on a dashboard. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/**
 * The Firestore emulator's first requests are slow (the JVM warms up, the rules compile): a test that runs first
 * in its run saw its first sign-up give up (« le serveur n’a pas répondu en 5 secondes »). A few reads through the
 * rules first, as the owner and as nobody, take that time out of the scenario.
 */
export async function warmFirestore(): Promise<void> {
  const url = `http://127.0.0.1:${FIRESTORE_PORT}/v1/projects/demo-transport-sanitaire/databases/(default)/documents/users/echauffement`;
  const callers: Record<string, string>[] = [{ Authorization: 'Bearer owner' }, {}, {}];
  for (const headers of callers) {
    await fetch(url, { headers }).catch(() => undefined);
  }
}

export interface Chauffeur {
  name: string;
  /** The e-mail's prefix (each run's address is unique). */
  prefix: string;
  /** « Diplômé d’État d’ambulancier (DEA) »…: set by the responsable once the chauffeur joined. */
  qualification?: string;
}

export interface Vehicle {
  type: 'Ambulance' | 'VSL';
  name: string;
  registration: string;
}

export interface Crew {
  dispatcher: Page;
  /** Each chauffeur as listed, with their own phone (390×844), signed in on the company's dashboard. */
  chauffeurs: (Chauffeur & { email: string; phone: Page })[];
}

/** A responsable adds a vehicle on /dashboard/vehicules. */
export async function addVehicle(page: Page, vehicle: Vehicle): Promise<void> {
  await page.goto('/dashboard/vehicules');
  const form = page.getByRole('form', { name: 'Ajouter le véhicule' });
  await form.getByLabel('Type de véhicule').selectOption({ label: vehicle.type });
  await form.getByLabel('Immatriculation').fill(vehicle.registration);
  await form.getByLabel('Nom du véhicule').fill(vehicle.name);
  await form.getByRole('button', { name: 'Ajouter le véhicule' }).click();
  await expect(page.getByText('Véhicule ajouté.')).toBeVisible({ timeout: 30_000 });
}

/**
 * An ambulance company founded here (its responsable Julien Moreau on a desktop) with its vehicles and chauffeurs:
 * the responsable lists each chauffeur, who accepts the invitation on their own phone; then the responsable records
 * the qualifications asked (an ambulance's crew needs a DEA).
 */
export async function companyWithChauffeurs(
  browser: Browser,
  company: { name: string; prefix: string; chauffeurs: Chauffeur[]; vehicles: Vehicle[] },
): Promise<Crew> {
  const dispatcher = await newDevice(browser);
  await signUpCompany(dispatcher, {
    role: 'ambulance',
    name: 'Julien Moreau',
    email: uniqueEmail(`${company.prefix}-responsable`),
    identity: { name: company.name },
  });
  const chauffeurs = company.chauffeurs.map((c) => ({ ...c, email: uniqueEmail(c.prefix) }));
  for (const c of chauffeurs) {
    await listMember(dispatcher, { email: c.email, name: c.name, role: 'Chauffeur' });
  }
  for (const vehicle of company.vehicles) await addVehicle(dispatcher, vehicle);
  const crew: Crew = { dispatcher, chauffeurs: [] };
  for (const c of chauffeurs) {
    const phone = await newDevice(browser, true);
    await acceptInvitation(phone, {
      role: 'ambulance',
      name: c.name,
      email: c.email,
      organisation: company.name,
      roleLabel: 'chauffeur',
    });
    crew.chauffeurs.push({ ...c, phone });
  }
  for (const c of chauffeurs.filter((c) => c.qualification !== undefined)) {
    await dispatcher.goto('/dashboard/personnel');
    await dispatcher
      .getByLabel(`Qualification de ${c.name}`)
      .selectOption({ label: c.qualification! });
    await expect(dispatcher.getByText('Qualification mise à jour.')).toBeVisible({
      timeout: 30_000,
    });
  }
  return crew;
}
