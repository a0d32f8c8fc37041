import { expect, test } from '@playwright/test';
import { waitForSynced } from '../support';
import {
  freshFirestore,
  newDevice,
  PASSWORD,
  signIn,
  signOut,
  signUpFounder,
} from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-SEC] Account security in the production mode. Before issue 20 the Firebase runtime's lazy auth wrapper
 * had no changePassword, reauthenticate nor sessionStartedAt: « Changer le mot de passe » did nothing, and
 * « Se déconnecter des autres appareils » was never checked by the other devices.
 */
test('[E2E-FB-SEC1] a new password works at the next sign-in; « Se déconnecter des autres appareils » signs out the other device', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const laptop = await newDevice(browser);
  const account = await signUpFounder(laptop, 'vtc', 'Karim Benali');

  // A second device of the same person, signed in before the revocation.
  const phone = await newDevice(browser, true);
  await signIn(phone, account.email);

  await laptop.goto('/dashboard/parametres');
  await laptop.getByLabel('Mot de passe actuel (confirmation)').fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Se déconnecter des autres appareils' }).click();
  await expect(laptop.getByText('Déconnexion des autres appareils demandée.')).toBeVisible({
    timeout: 30_000,
  });

  await waitForSynced(laptop);

  // The phone rereads the profile when it comes back to the app (visibility), and lets go.
  await phone.reload();
  await expect(
    phone.getByText(/Vous avez été déconnecté : une déconnexion de vos autres/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone).not.toHaveURL(/\/dashboard/, { timeout: 30_000 });

  // Changing the password (Firebase also ends the other sessions' tokens then).
  const newPassword = 'nouveau-secret-42';
  await laptop.getByLabel('Mot de passe actuel', { exact: true }).fill(PASSWORD);
  await laptop.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await laptop.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await laptop.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(laptop.getByText('Mot de passe modifié.')).toBeVisible({ timeout: 30_000 });

  // The laptop stays signed in; after signing out, only the new password opens the account.
  await expect(laptop).toHaveURL(/\/dashboard\/parametres/);
  await signOut(laptop);
  await signIn(laptop, account.email, newPassword);
});
