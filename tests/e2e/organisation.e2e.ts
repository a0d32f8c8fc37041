import { expect, test } from '@playwright/test';
import { acceptedRide, acceptInvitation, listMember, signInAs, waitForSynced } from './support';

/**
 * [E2E-ORG] Issue 13, the part built so far (demo): the ambulance company's responsable (Julien Moreau) sees its
 * personnel and fleet, then assigns an accepted ride to one of its chauffeurs with a vehicle, from a phone.
 * Not yet covered: a chauffeur persona signing in, messages (not built).
 */
test('[E2E-ORG1] personnel and fleet of the ambulance company (desktop)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'ambulance');
  await page.goto('/dashboard/personnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Personnel' })).toBeVisible();
  await expect(page.getByText('Mehdi Haddad', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('personnel-bureau.png'), fullPage: true });
  await page.goto('/dashboard/vehicules');
  await expect(page.getByRole('heading', { level: 1, name: 'Véhicules' })).toBeVisible();
  await expect(page.getByText('Ambulance 1', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('vehicules-bureau.png'), fullPage: true });
});

test('[E2E-ORG2] the responsable assigns an accepted ride from a phone', async ({
  context,
}, testInfo) => {
  const { driver: page } = await acceptedRide(context, 'Affectation');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Affecter un chauffeur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: 'Mehdi Haddad' });
  const vsl = dialog.getByLabel('Véhicule').locator('option', { hasText: 'VSL 1' });
  await dialog.getByLabel('Véhicule').selectOption({ label: (await vsl.textContent())!.trim() });
  await page.screenshot({ path: testInfo.outputPath('affectation-telephone.png'), fullPage: true });
  const ambulance = dialog.getByLabel('Véhicule').locator('option', { hasText: 'Ambulance 1' });
  await dialog
    .getByLabel('Véhicule')
    .selectOption({ label: (await ambulance.textContent())!.trim() });
  await dialog
    .getByRole('button', { name: /Confirmer l’affectation|Affecter malgré tout/ })
    .click();
  await expect(page.getByText(/^Chauffeur : Mehdi — Ambulance 1/)).toBeVisible();
  await waitForSynced(page);
  await page.screenshot({ path: testInfo.outputPath('affecte-telephone.png'), fullPage: true });
});

/**
 * [E2E-ORG3] Issue 13, a chauffeur's scope (demo): the responsable lists a chauffeur by e-mail; the chauffeur signs
 * up with that e-mail, joins the company and sees nothing of it (« Mes courses » is empty, no request to accept);
 * once the responsable assigns them an accepted ride, it appears under « Mes courses ». (Only a responsable manages
 * members: Julien Moreau, the demo company's responsable, does both here.)
 */
test('[E2E-ORG3] a chauffeur added by e-mail sees nothing until a ride is assigned to them', async ({
  context,
}, testInfo) => {
  const email = `nora.${Date.now()}@exemple.fr`;
  const manager = await context.newPage();
  await signInAs(manager, 'ambulance');
  await listMember(manager, { email, name: 'Nora Petit', role: 'Chauffeur' });
  await expect(manager.getByText('Invitation envoyée')).toBeVisible();

  const chauffeur = await context.newPage();
  await chauffeur.setViewportSize({ width: 390, height: 844 });
  // Issue 20: never an automatic join — the demo account (taken as verified) is asked, and accepts.
  await acceptInvitation(chauffeur, {
    name: 'Nora Petit',
    email,
    password: 'motdepasse-e2e',
    role: 'ambulance',
    organisation: 'Ambulances Bellecour',
    roleLabel: 'chauffeur',
  });
  await expect(chauffeur).toHaveURL(/\/dashboard\/ambulance/);
  const mine = chauffeur.getByRole('heading', { level: 2, name: 'Mes courses' });
  await expect(mine).toBeVisible();
  await expect(chauffeur.getByText(/Aucune course ne vous est affectée/)).toBeVisible();
  await expect(chauffeur.getByRole('link', { name: /En attente/ })).toHaveCount(0);
  await chauffeur.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(chauffeur.getByText('Aucune demande en attente pour vos véhicules.')).toBeVisible();
  await chauffeur.goto('/dashboard/ambulance');
  await expect(mine).toBeVisible();
  await chauffeur.screenshot({ path: testInfo.outputPath('chauffeur-vide.png'), fullPage: true });

  // One tab per user leads its sync: the responsable goes on in the tab acceptedRide opens.
  await manager.close();
  const { driver: dispatcher, id } = await acceptedRide(context, 'Chauffeuraffecte');
  await dispatcher.getByRole('button', { name: 'Affecter un chauffeur' }).click();
  const dialog = dispatcher.getByRole('dialog', { name: 'Affecter un chauffeur et un véhicule' });
  await dialog.getByLabel('Chauffeur').selectOption({ label: 'Nora Petit' });
  const ambulance = dialog.getByLabel('Véhicule').locator('option', { hasText: 'Ambulance 1' });
  await dialog
    .getByLabel('Véhicule')
    .selectOption({ label: (await ambulance.textContent())!.trim() });
  await dialog
    .getByRole('button', { name: /Confirmer l’affectation|Affecter malgré tout/ })
    .click();
  await expect(dispatcher.getByText(/^Chauffeur : Nora — Ambulance 1/)).toBeVisible();
  await waitForSynced(dispatcher);

  const list = chauffeur.getByRole('list', { name: 'Mes courses' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  await expect(
    list.getByRole('listitem').filter({ has: chauffeur.locator(`a[href$="/${id}"]`) }),
  ).toBeVisible();
  await expect(chauffeur.getByText(/Aucune course ne vous est affectée/)).toHaveCount(0);
  await chauffeur.screenshot({
    path: testInfo.outputPath('chauffeur-affecte.png'),
    fullPage: true,
  });
});
