import { expect, test, type Page } from '@playwright/test';
import { fileRequest, setTabOffline, tabAs, waitForServiceWorker, waitForSynced } from './support';

const dossier = (page: Page) => page.getByText(/^Dossier patient :/);

test('[E2E-PAT1] a patient saved offline with a request is numbered at first sync; the request follows; the picker offers it', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const lastName = `Dossier${Date.now()}`;
  const clinic = await tabAs(context, 'clinique');
  await waitForServiceWorker(clinic);
  await setTabOffline(clinic, true);

  // Offline: « Nouveau patient » with the box checked (the default) saves the patient and files the request.
  const id = await fileRequest(clinic, { lastName, type: 'vsl', priority: 'normale' });
  await expect(dossier(clinic)).toHaveText(
    /^Dossier patient : PAT-[0-9A-Z]+ \(en attente de synchronisation\)$/,
  );
  await clinic.reload();
  await expect(dossier(clinic)).toContainText('(en attente de synchronisation)');

  // Still offline, the next request can already pick that patient.
  await clinic.goto('/dashboard/clinique/transport');
  const picker = clinic.getByLabel('Patient enregistré');
  await clinic.getByLabel('Rechercher un patient').fill(lastName);
  await expect(picker.getByRole('option')).toHaveText([
    'Nouveau patient',
    `${lastName.toUpperCase()} Aline (en attente de synchronisation)`,
  ]);

  // Back online: the server numbers the patient, and the request names the number.
  await setTabOffline(clinic, false);
  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  await waitForSynced(clinic);
  await expect(dossier(clinic)).toHaveText(/^Dossier patient : patient_\d{4}$/, {
    timeout: 30_000,
  });

  // Picking the patient for another request fills the form and names the same record.
  await clinic.goto('/dashboard/clinique/transport');
  await clinic.getByLabel('Rechercher un patient').fill(lastName);
  await expect(picker.getByRole('option')).toHaveText([
    'Nouveau patient',
    `${lastName.toUpperCase()} Aline`,
  ]);
  await picker.selectOption({ label: `${lastName.toUpperCase()} Aline` });
  await expect(clinic.getByLabel(/^Nom du patient( \*)?$/)).toHaveValue(lastName);
  await expect(clinic.getByLabel(/^Prénom du patient( \*)?$/)).toHaveValue('Aline');
});
