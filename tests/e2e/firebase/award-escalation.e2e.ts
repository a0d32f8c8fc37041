import { expect, test, type Page } from '@playwright/test';
import {
  expectZoneNotice,
  fileRequest,
  rideCard,
  signUpCompany,
  uniqueEmail,
  waitForSynced,
} from '../support';
import { FIRESTORE_PORT, freshFirestore, newDevice, warmFirestore } from './firebase-support';

test.beforeAll(freshFirestore);

/**
 * [E2E-FB-AWD1] Issue 23 in the production mode (Auth emulator + official Firestore emulator under firestore.rules),
 * in real time: [E2E-AWD1] with each party on its own device. The clinic sets its critique delay to 1 min and files
 * a critique request picked up in Saint-Étienne; the ambulance company's base is place Bellecour, Lyon (~50 km).
 * Before the zone reaches it, the company's browser can neither read the request nor write its award entry, and
 * can never list the waiting requests of its types (the rules refuse each); at
 * +2 min (80 km) the same write is allowed, the app lists the request and the company's bell says « Nouvelle demande
 * dans votre zone » once (still once after a reload). The clinic's « Journal d’attribution » shows the 20/40/80 km
 * steps and the company.
 */

const PROJECT = 'demo-transport-sanitaire';
const DOCUMENTS = `projects/${PROJECT}/databases/(default)/documents`;
const COMPANY = 'Ambulances Bellecour Fb';

test.beforeAll(warmFirestore);

/** The signed-in user's ID token and uid, as Firebase Auth keeps them in this browser (local persistence). */
async function session(page: Page): Promise<{ token: string; uid: string }> {
  const found = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      if (!key.startsWith('firebase:authUser:')) continue;
      const user = JSON.parse(localStorage.getItem(key)!) as {
        uid: string;
        stsTokenManager: { accessToken: string };
      };
      return { token: user.stsTokenManager.accessToken, uid: user.uid };
    }
    return null;
  });
  expect(found, 'session Firebase de ce navigateur').not.toBeNull();
  return found!;
}

/** A Firestore REST call from this browser, as its signed-in user (the rules judge it). */
async function firestoreCall(page: Page, path: string, body?: unknown) {
  const { token } = await session(page);
  const url = `http://127.0.0.1:${FIRESTORE_PORT}/v1/${DOCUMENTS}${path}`;
  return page.evaluate(
    async ({ url, token, body }) => {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { url, token, body },
  );
}

/** The organisation id on the signed-in user's profile. */
async function orgIdOf(page: Page): Promise<string> {
  const { uid } = await session(page);
  const { json } = await firestoreCall(page, `/users/${uid}`);
  const id = (json as { fields?: { orga_id?: { stringValue?: string } } }).fields?.orga_id
    ?.stringValue;
  expect(id, 'orga_id du profil').toBeTruthy();
  return id!;
}

/** The ride's created_at as the server stamped it (read by its clinic). */
async function createdAtOf(clinic: Page, rideId: string): Promise<number> {
  const { json } = await firestoreCall(clinic, `/transport/${rideId}`);
  const value = (json as { fields?: { created_at?: { timestampValue?: string } } }).fields
    ?.created_at?.timestampValue;
  expect(value, 'created_at de la demande').toBeTruthy();
  return Date.parse(value!);
}

/**
 * The company's « offered » award entry, written straight from its browser: the rules alone decide. Offered when
 * the 80 km step opens (created_at + 2 × 1 min), as the app records it.
 */
function offerEntry(rideId: string, orgId: string, requesterOrgId: string, offeredAt: number) {
  const text = (value: string) => ({ stringValue: value });
  return {
    writes: [
      {
        update: {
          name: `${DOCUMENTS}/awardResponses/${rideId}_${orgId}`,
          fields: {
            ride_id: text(rideId),
            org_id: text(orgId),
            org_name: text(COMPANY),
            requester_org_id: text(requesterOrgId),
            offered_at: { timestampValue: new Date(offeredAt).toISOString() },
            opened_at: { nullValue: null },
            refused_at: { nullValue: null },
            reason: { nullValue: null },
            accepted_at: { nullValue: null },
          },
        },
        updateTransforms: [{ fieldPath: 'updated_at', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: false },
      },
    ],
  };
}

/** A list of the waiting requests of an ambulance company's types, as a device before issue 23 asked for it. */
function waitingRequestsQuery() {
  const strings = (values: string[]) => ({
    arrayValue: { values: values.map((value) => ({ stringValue: value })) },
  });
  const filter = (field: string, values: string[]) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'IN', value: strings(values) },
  });
  return {
    structuredQuery: {
      from: [{ collectionId: 'transport' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            filter('etat', ['pending', 'ouvert', 'broadcasting']),
            filter('type_transport', ['ambulance', 'vsl']),
          ],
        },
      },
    },
  };
}

test('[E2E-FB-AWD1] production rules: a critique request nobody takes widens twice and reaches a farther company (refused before, allowed after); the clinic sees each step', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const company = await newDevice(browser);
  await signUpCompany(company, {
    role: 'ambulance',
    name: 'Julien Moreau',
    email: uniqueEmail('escalade-societe'),
    identity: { name: COMPANY },
  });
  await company.goto('/dashboard/parametres');
  const base = company.getByRole('form', { name: 'Téléphone et base' });
  await base.getByLabel(/^Téléphone de l’organisation/).fill('04 72 41 19 19');
  // No test reaches the internet: the communes table answers.
  await base
    .getByRole('combobox', { name: 'Rechercher l’adresse de la base' })
    .fill('3 place Bellecour 69002 Lyon');
  await base.getByRole('option', { name: /3 place Bellecour, 69002 Lyon/ }).click();
  await base.getByRole('button', { name: 'Enregistrer le téléphone et la base' }).click();
  await expect(company.getByText('Téléphone et base de l’organisation enregistrés.')).toBeVisible({
    timeout: 30_000,
  });
  const companyOrg = await orgIdOf(company);

  const clinic = await newDevice(browser);
  await signUpCompany(clinic, {
    role: 'clinique',
    name: 'Sophie Marchand',
    email: uniqueEmail('escalade-clinique'),
  });
  await clinic.goto('/dashboard/parametres');
  // The delays are the clinic organisation's: its founder, a responsable, sets them.
  const settings = clinic.getByRole('form', { name: 'Élargissement de la zone' });
  await settings.getByLabel('Priorité critique (minutes)').fill('1');
  await settings.getByRole('button', { name: 'Enregistrer les délais' }).click();
  await expect(
    clinic.getByText('Délais d’élargissement enregistrés pour la clinique.'),
  ).toBeVisible({ timeout: 30_000 });
  const clinicOrg = await orgIdOf(clinic);

  const id = await fileRequest(clinic, {
    lastName: `EscaladeFb${Date.now()}`,
    type: 'ambulance',
    priority: 'critique',
    beforeSubmit: async (page) => {
      await page
        .getByRole('combobox', { name: 'Rechercher l’adresse de départ' })
        .fill('10 rue Gambetta 42000 Saint-Étienne');
      await page
        .getByRole('option', { name: /Saint-Étienne/ })
        .first()
        .click();
    },
  });
  await waitForSynced(clinic);
  const createdAt = await createdAtOf(clinic, id);
  const offeredAt = createdAt + 2 * 60_000;

  // Within the first minute (20 km) the zone does not reach Lyon: the app lists nothing, the rules refuse the entry.
  await company.goto('/dashboard/ambulance/transports?tab=en-attente');
  await waitForSynced(company);
  const far = company.getByRole('button', { name: /^Hors zone/ });
  if (await far.isVisible()) await far.click();
  await expect(rideCard(company, id)).toHaveCount(0);
  const before = await firestoreCall(
    company,
    ':commit',
    // Offered at the filing: within the entry's own bounds, so only the zone refuses it.
    offerEntry(id, companyOrg, clinicOrg, createdAt),
  );
  expect(before.status, JSON.stringify(before.json)).toBe(403);
  // Nor can it read the request (the rules' `get`), nor list the waiting requests of its types at all.
  expect((await firestoreCall(company, `/transport/${id}`)).status).toBe(403);
  expect((await firestoreCall(company, ':runQuery', waitingRequestsQuery())).status).toBe(403);
  // Away from the list meanwhile: a listed request is recorded as offered by the app itself (best effort), and
  // this test's own write must be the first.
  await company.goto('/dashboard/parametres');

  // At +2 min (80 km) the same write is allowed, and the request is listed (perhaps behind « Hors zone »).
  await expect
    .poll(
      async () =>
        (await firestoreCall(company, ':commit', offerEntry(id, companyOrg, clinicOrg, offeredAt)))
          .status,
      { timeout: 200_000, intervals: [10_000] },
    )
    .toBe(200);
  // Its zone open, the company reads the request by id (and still lists none: it follows the offers).
  expect((await firestoreCall(company, `/transport/${id}`)).status).toBe(200);
  expect((await firestoreCall(company, ':runQuery', waitingRequestsQuery())).status).toBe(403);
  await expect(async () => {
    await company.goto('/dashboard/ambulance/transports?tab=en-attente');
    await expect(company.getByRole('heading', { level: 2, name: /^En attente/ })).toBeVisible();
    if (await far.isVisible()) await far.click();
    await expect(rideCard(company, id)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  await rideCard(company, id).screenshot({ path: testInfo.outputPath('demande-atteinte.png') });
  // Its device told the company, once, and keeps it after a reload.
  await expectZoneNotice(company, id, testInfo.outputPath('notification-zone.png'));
  await company.reload();
  await expectZoneNotice(company, id);
  await company.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(company.getByRole('button', { name: 'Décliner la demande' })).toBeVisible({
    timeout: 30_000,
  });

  await clinic.goto(`/dashboard/clinique/transports/${id}`);
  const journal = clinic.getByRole('region', { name: 'Journal d’attribution' });
  await expect(journal.getByText(/^Offerte à 20 km à \d\d:\d\d/)).toBeVisible({ timeout: 30_000 });
  await expect(journal.getByText(/^Élargi à 40 km à \d\d:\d\d/)).toBeVisible();
  await expect(async () => {
    await clinic.reload();
    await expect(
      journal.getByText(/^Élargi à 80 km à \d\d:\d\d — 1 société prévenue$/),
    ).toBeVisible({ timeout: 5_000 });
    await expect(journal.getByText('1 société a ouvert la demande')).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  await journal.screenshot({ path: testInfo.outputPath('journal-attribution.png') });
});
