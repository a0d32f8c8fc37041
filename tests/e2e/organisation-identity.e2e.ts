import { expect, test } from '@playwright/test';
import {
  acceptRide,
  E2E_IDENTITY,
  fileRequest,
  fillOrganisationIdentity,
  pastVerification,
  rideCard,
  submitSignUp,
  tabAs,
  waitForSynced,
} from './support';

/**
 * [E2E-ORGID] Issue 25, demo mode: a clinic signs up as « Clinique des Tilleuls » — a SIRET whose key is wrong
 * first, refused in French, nothing typed lost — files a request; the demo ambulance company (Ambulances
 * Bellecour) accepts it and reads « Demandé par Clinique des Tilleuls », not the founder's name.
 */

const CLINIC = 'Clinique des Tilleuls';

test.use({ viewport: { width: 390, height: 844 } });

test('[E2E-ORGID1] a clinic founded with its identity is named by it on the company’s ride', async ({
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const clinic = await context.newPage();
  const email = `tilleuls-${Date.now()}@exemple.fr`;
  await submitSignUp(clinic, { role: 'clinique', name: 'Claire Besson', email });
  await pastVerification(clinic, email);

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
  await expect(clinic.getByLabel(/^Nom de l’établissement/)).toHaveValue(CLINIC);
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

  const company = await tabAs(context, 'ambulance');
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(company, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(company, id);
  await waitForSynced(company);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByText(`Demandé par ${CLINIC}`)).toBeVisible({ timeout: 30_000 });
  await company.screenshot({ path: testInfo.outputPath('demande-par-390.png'), fullPage: true });

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await expect(clinic.getByText('Ambulances Bellecour').first()).toBeVisible({ timeout: 30_000 });
});
