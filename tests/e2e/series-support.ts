import { expect, type Page } from '@playwright/test';

/** A form field by its label exactly, whether or not the label carries the required « * ». */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** The Monday at least three days ahead, YYYY-MM-DD (so every session lies in the future). */
function nextMonday(): string {
  const date = new Date(Date.now() + 3 * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The secretary files a dialysis series with its returns, from the open request form: the patient, the route, then
 * the series (Mon/Wed/Fri, 12 sessions) and the return time. Resolves once the series page shows.
 */
export async function fileDialysisSeries(clinic: Page, lastName: string): Promise<void> {
  await field(clinic, 'Prénom du patient').fill('Marcel');
  await field(clinic, 'Nom du patient').fill(lastName);
  await field(clinic, 'Rue de départ').fill('24 rue Paul Bert');
  await field(clinic, 'Ville de départ').fill('Lyon');
  await field(clinic, 'Code postal de départ').fill('69003');
  await field(clinic, 'Rue d’arrivée').fill('28 rue Laennec');
  await field(clinic, 'Ville d’arrivée').fill('Lyon');
  await field(clinic, 'Code postal d’arrivée').fill('69008');
  await field(clinic, 'Type de transport').selectOption('ambulance');
  await clinic.getByLabel('Aller-retour, retour à une heure fixée').check();
  await field(clinic, 'Heure du retour').fill('13:30');
  await clinic.getByLabel('Transport en série (dialyse, chimiothérapie, rééducation…)').check();
  for (const day of ['Lundi', 'Mercredi', 'Vendredi']) await clinic.getByLabel(day).check();
  await field(clinic, 'Heure de l’aller').fill('08:00');
  await field(clinic, 'Date de début').fill(nextMonday());
  await field(clinic, 'Nombre de séances').fill('12');
  await expect(clinic.locator('.ride-plan-summary')).toHaveText(
    /^12 séances, du lundi .+ au .+ — 24 transports$/,
  );
  await clinic.getByRole('button', { name: 'Enregistrer les demandes' }).click();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique\/series\/[^/]+$/);
}
