import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Shared steps of the production-mode flows (app built for the emulators: Firebase Auth emulator + the official
 * Firestore emulator under firestore.rules). Each person is their own browser context: their own device.
 */

export const PASSWORD = 'secret123';
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: { firestore: { port: number }; auth: { port: number } };
};
export const FIRESTORE_PORT = String(firebaseJson.emulators.firestore.port);
export const AUTH_PORT = String(firebaseJson.emulators.auth.port);

export type FoundingRole = 'clinique' | 'ambulance' | 'vtc';

export interface Account {
  email: string;
  name: string;
}

/** An address nobody else in this run uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

/** A new device: its own browser context (storage, IndexedDB, service worker). */
export async function newDevice(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 } } : { viewport: { width: 1366, height: 900 } },
  );
  return context.newPage();
}

/** Fills the sign-up form and creates the account; lands wherever the app sends a new account. */
export async function fillSignUp(page: Page, role: string, name: string, email: string) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Vous êtes').selectOption(role);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

/**
 * A clinic or company founder signs up and starts the 14-day trial (the one subscription write the rules allow a
 * founder), landing on their dashboard.
 */
export async function signUpFounder(
  page: Page,
  role: FoundingRole,
  name: string,
): Promise<Account> {
  const email = uniqueEmail(role);
  await fillSignUp(page, role, name, email);
  await expect(page).toHaveURL(/\/tarifs$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}`), { timeout: 30_000 });
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
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}
