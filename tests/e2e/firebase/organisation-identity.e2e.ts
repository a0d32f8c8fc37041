import { expect, test } from '@playwright/test';
import {
  acceptRide,
  E2E_IDENTITY,
  fileRequest,
  fillOrganisationIdentity,
  pastVerification,
  rideCard,
  signUpCompany,
  submitSignUp,
  uniqueEmail,
  waitForSynced,
} from '../support';
import { freshFirestore, newDevice } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-ORGID] Issue 25 in the production mode (Auth emulator + official Firestore emulator under
 * firestore.rules): a clinic founds « Clinique des Tilleuls » — a SIRET whose key is wrong first, refused in
 * French — files a request; the ambulance company « Ambulances Dubois » accepts it and reads « Demandé par
 * Clinique des Tilleuls », the clinic reads its transporter's name. Before, both read their founder's name.
 */

const CLINIC = 'Clinique des Tilleuls';
const COMPANY = 'Ambulances Dubois';

test('[E2E-FB-ORGID1] the organisation’s name, not its founder’s, on both sides of a ride', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const clinic = await newDevice(browser, true);
  const clinicEmail = uniqueEmail('tilleuls');
  await submitSignUp(clinic, { role: 'clinique', name: 'Claire Besson', email: clinicEmail });
  await pastVerification(clinic, clinicEmail);

  await fillOrganisationIdentity(
    clinic,
    { ...E2E_IDENTITY, name: CLINIC, siret: '812 345 678 00014' },
    { expectRefusal: true },
  );
  const siret = clinic.getByLabel(/^Numéro SIRET/);
  await expect(siret).toHaveAttribute('aria-invalid', 'true');
  await expect(siret).toBeFocused();
  await expect(
    clinic.getByText(
      'Ce numéro SIRET n’existe pas : vérifiez-le sur votre extrait Kbis ou votre avis de situation Insee.',
    ),
  ).toBeVisible();
  await clinic.screenshot({ path: testInfo.outputPath('siret-refuse-390.png'), fullPage: true });

  await fillOrganisationIdentity(clinic, { ...E2E_IDENTITY, name: CLINIC });
  await clinic.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique/, { timeout: 30_000 });
  const id = await fileRequest(clinic, {
    lastName: `Identite${Date.now()}`,
    type: 'ambulance',
    priority: 'normale',
  });
  await waitForSynced(clinic);

  const company = await newDevice(browser);
  await signUpCompany(company, {
    role: 'ambulance',
    name: 'Marc Dubois',
    email: uniqueEmail('dubois'),
    identity: { name: COMPANY },
  });
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(company, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(company, id);
  await waitForSynced(company);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByText(`Demandé par ${CLINIC}`)).toBeVisible({ timeout: 30_000 });
  await company.screenshot({ path: testInfo.outputPath('demande-par.png'), fullPage: true });

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await expect(clinic.getByText(COMPANY).first()).toBeVisible({ timeout: 30_000 });
  await clinic.screenshot({ path: testInfo.outputPath('transporteur-390.png'), fullPage: true });
});
