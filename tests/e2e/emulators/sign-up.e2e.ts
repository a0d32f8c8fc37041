import { expect, test } from '@playwright/test';
import { E2E_IDENTITY, fillOrganisationIdentity, verifyEmail } from '../support';

test('[E2E-EMU1] a new clinic signs up against the Auth emulator, starts its trial, reaches its dashboard', async ({
  page,
}) => {
  const email = `clinique-${Date.now()}@exemple.fr`;
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  // No demo personas with real authentication.
  await expect(page.getByRole('heading', { name: 'Mode démonstration' })).toHaveCount(0);

  await page.getByLabel('Nom complet').fill('Claire Dubois');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('secret123');
  await page.getByLabel('Vous êtes').selectOption('clinique');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Issue 20: the organisation is founded once the address is verified (link from the Auth emulator).
  await verifyEmail(page, email);
  await fillOrganisationIdentity(page, { ...E2E_IDENTITY, name: 'Clinique Dubois' });
  await expect(page).toHaveURL(/\/tarifs$/);
  await page.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clinique$/);
  await expect(page.getByText('Essai gratuit activé pour 14 jours.')).toBeVisible();
});

test('[E2E-EMU2] a wrong password is refused by the Auth emulator with a French message', async ({
  page,
}) => {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Adresse e-mail').fill('inconnu@exemple.fr');
  await page.getByLabel('Mot de passe').fill('secret123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText(/compte|e-mail|mot de passe/i);
});
