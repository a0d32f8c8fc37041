import { spawnSync } from 'node:child_process';
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Demo personas by role, as the auth page lists them (names from the seeded demo world). */
export const PERSONAS = {
  admin: 'Camille Laurent',
  clinique: 'Sophie Marchand',
  ambulance: 'Julien Moreau',
  vtc: 'Karim Benali',
  patient: 'Jeanne Dupuis',
} as const;

export type PersonaRole = keyof typeof PERSONAS;

/** Signs this tab in as a demo persona from the auth page it is on (or opens it). */
/**
 * Demo mode: a new tab adopts the persona last signed in on this device (issue 25). A tab opened to play another
 * persona, or to sign up, starts as a tab where someone signed out (the demo slot's empty mark), before the app
 * reads it. Nothing else is touched (Firebase mode keeps its own session).
 */
async function startsSignedOut(page: Page): Promise<void> {
  if (page.url() !== 'about:blank') return;
  await page.addInitScript((key) => {
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, '');
  }, 'transport-sanitaire:demo-uid');
}

export async function signInAs(page: Page, role: PersonaRole): Promise<void> {
  await startsSignedOut(page);
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByRole('button', { name: new RegExp(PERSONAS[role]) }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/**
 * Goes to `path` inside the running app (the router follows history like a link's navigation) instead of loading the
 * whole app again: for suites that visit many routes as one visitor (the layout and the DOM under test are the same).
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    // Two frames: the router has rendered the new route (or its « Chargement... » placeholder).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

/** How long after its load a page whose app shows next to nothing is reported. */
const BLANK_REPORT_MS = 8_000;

/**
 * Into the run's log: a page whose app still shows next to nothing 8 s after it loaded (a blank page seen a few
 * times on a loaded machine, with nothing in the console), with what it holds — its address, the stored first
 * screen's state, #root's — so the CI output says where it stalled.
 */
export async function reportBlankPage(page: Page): Promise<void> {
  page.on('console', (message) => {
    if (message.text().startsWith('[page blanche]')) console.error(message.text());
  });
  await page.addInitScript((delay) => {
    addEventListener('load', () =>
      setTimeout(() => {
        const root = document.getElementById('root');
        if ((root?.innerText.trim().length ?? 0) > 40) return;
        const state = {
          path: location.pathname + location.search,
          firstScreen: document.documentElement.getAttribute('data-first-screen'),
          copyShown: document.getElementById('first-screen') !== null,
          rootDisplay: root?.style.display,
          rootChildren: root?.childElementCount,
          text: document.body.innerText.slice(0, 300),
        };
        console.error(`[page blanche] ${JSON.stringify(state)}`);
      }, delay),
    );
  }, BLANK_REPORT_MS);
}

/** A new tab of the same browser (same demo server), signed in as a persona. */
export async function tabAs(context: BrowserContext, role: PersonaRole): Promise<Page> {
  const page = await context.newPage();
  await reportBlankPage(page);
  await signInAs(page, role);
  return page;
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * Takes ONE tab off the network (DevTools network emulation): navigator.onLine turns false there only, so the
 * demo server becomes unreachable for that tab while the others stay online — a driver in a basement while the
 * clinic works on.
 */
export async function setTabOffline(page: Page, offline: boolean): Promise<void> {
  // One DevTools session per tab: emulation set through a session lasts as long as it, so going back online
  // through a second session would leave the first one's « offline » cutting every real request (unseen in the
  // demo mode, whose server is in the page; fatal for Firestore).
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** The device loses the network, then the installed app is opened again: a new window with no session storage. */
export async function relaunchOffline(context: BrowserContext, path: string): Promise<Page> {
  await context.setOffline(true);
  // setOffline does not cut the service worker's own requests: abort them too, as a real dead zone would.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  const relaunched = await context.newPage();
  await relaunched.goto(path);
  return relaunched;
}

/** Waits until the service worker controls the tab, so it can reload with no network. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Tomorrow at 10:30 as a datetime-local value. */
export function tomorrowAt(hours = 10, minutes = 30): string {
  const date = new Date(Date.now() + 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
}

/**
 * Issue 23: today in Paris, a few minutes ahead, as a datetime-local value (the browser runs in Europe/Paris) —
 * a driver's steps are refused before the ride's day, so the rides the e2e walk are today's. Never past 23:59:
 * a request filed just before midnight stays on today.
 */
export function todaySoon(minutesAhead = 10): string {
  const parts = (millis: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(millis)
        .map((part) => [part.type, part.value]),
    );
  const now = parts(Date.now());
  const soon = parts(Date.now() + minutesAhead * 60_000);
  const sameDay = soon.day === now.day;
  const time = sameDay ? `${soon.hour}:${soon.minute}` : '23:59';
  return `${now.year}-${now.month}-${now.day}T${time}`;
}

export interface RequestInput {
  lastName: string;
  type: 'ambulance' | 'vsl' | 'vtc';
  priority: 'normale' | 'urgent' | 'critique';
  /** Recorded on the saved patient record: the patient follows their rides once they accept (issue 20). */
  patientEmail?: string;
  /** The ride's datetime-local value; today, a few minutes ahead, by default (todaySoon). */
  when?: string;
  /** Runs on the filled form before « Enregistrer la demande » (a prescription, going offline…). */
  beforeSubmit?: (clinic: Page) => Promise<void>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label exactly, whether or not the label carries the required « * ». */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Files a request from the clinic tab; resolves to the transport's document id (from the detail URL). */
export async function fileRequest(clinic: Page, input: RequestInput): Promise<string> {
  await clinic.goto('/dashboard/clinique/transport');
  await field(clinic, 'Prénom du patient').fill('Aline');
  await field(clinic, 'Nom du patient').fill(input.lastName);
  await field(clinic, 'Rue de départ').fill('24 rue Paul Bert');
  await field(clinic, 'Ville de départ').fill('Lyon');
  await field(clinic, 'Code postal de départ').fill('69003');
  await field(clinic, 'Rue d’arrivée').fill('28 rue Laennec');
  await field(clinic, 'Ville d’arrivée').fill('Lyon');
  await field(clinic, 'Code postal d’arrivée').fill('69008');
  await field(clinic, 'Date et heure du transport').fill(input.when ?? todaySoon());
  await field(clinic, 'Type de transport').selectOption(input.type);
  await field(clinic, 'Priorité').selectOption(input.priority);
  if (input.patientEmail) {
    await field(clinic, 'Adresse e-mail du patient (pour qu’il suive ses transports)').fill(
      input.patientEmail,
    );
  }
  await input.beforeSubmit?.(clinic);
  await clinic.getByRole('button', { name: 'Enregistrer la demande' }).click();
  await expect(clinic).toHaveURL(/\/dashboard\/clinique\/transports\/[^/]+$/);
  return new URL(clinic.url()).pathname.split('/').at(-1)!;
}

/**
 * The ride card in a provider list, found by its link to the ride (document id): before accepting, a provider
 * sees no patient name to look for (data minimisation).
 */
export const rideCard = (page: Page, id: string) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href$="/${id}"]`) });

/**
 * « Accepter » on a ride card, then the undo window runs out: the acceptance is recorded once « Annuler » is gone.
 */
export async function acceptRide(page: Page, id: string): Promise<void> {
  const card = rideCard(page, id);
  await card.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText(/^(Transport|Course) accepté/).first()).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Waits until everything this tab recorded reached the server. The engine gathers taps for 250 ms before it
 * drains, so the indicator may still show the previous « Synchronisé » for a moment after a tap: give it that
 * moment, then wait for « Synchronisé à … » with nothing pending. Up to 90 s: on a loaded 2-core CI a few changes
 * took over 30 s to drain ([E2E-FB-PMT], [E2E-FB-PROOF1]); how long they take is issue 24's bench, not a limit here.
 */
export async function waitForSynced(page: Page, timeout = 90_000): Promise<void> {
  await page.waitForTimeout(700);
  const indicator = page.locator('.sync-indicator__summary');
  try {
    await expect(indicator).toHaveText(/^Synchronisé à/, { timeout });
  } catch (error) {
    // Why the change did not go: the device's outbox as it stands (a change once stayed pending for 90 s in the
    // sign-in bench, and could not be reproduced since).
    // Printed too: a runner that shows the error's stack (the bench) shows the message as it was when thrown.
    const report = await outboxReport(page);
    console.error(`[file d’attente] ${report}`);
    if (error instanceof Error) error.message += `\nFile d’attente de l’appareil : ${report}`;
    throw error;
  }
}

/** The device's outbox, one line per entry: its state, kind, attempts, last error and when it is next due. */
export async function outboxReport(page: Page): Promise<string> {
  try {
    return await page.evaluate(async () => {
      const lines: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (name === undefined) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (db.objectStoreNames.contains('outbox')) {
          const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
            const request = db.transaction('outbox').objectStore('outbox').getAll();
            request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
            request.onerror = () => reject(request.error);
          });
          for (const row of rows) {
            const op = row.op as { kind?: string } | undefined;
            const due =
              typeof row.nextAttemptAt === 'number' ? row.nextAttemptAt - Date.now() : null;
            lines.push(
              `${name} #${String(row.seq)} ${String(row.state)} ${op?.kind ?? '?'} essais=${String(row.attempts)}` +
                ` dû dans ${due === null ? '?' : Math.round(due / 1000)} s erreur=${String(row.lastError)}`,
            );
          }
        }
        db.close();
      }
      return lines.length === 0 ? 'vide' : `\n${lines.join('\n')}`;
    });
  } catch (error) {
    return `illisible (${String(error)})`;
  }
}

/**
 * The common start of the driver scenarios: the clinic files an ambulance request, the ambulance company accepts
 * it, and the driver tab opens the ride. Each step is synced before the next.
 */
export async function acceptedRide(context: BrowserContext, lastName: string) {
  const clinic = await tabAs(context, 'clinique');
  const id = await fileRequest(clinic, { lastName, type: 'ambulance', priority: 'normale' });
  await waitForSynced(clinic);
  const driver = await tabAs(context, 'ambulance');
  await driver.goto('/dashboard/ambulance/transports?tab=en-attente');
  await acceptRide(driver, id);
  await waitForSynced(driver);
  await driver.goto(`/dashboard/ambulance/transports/${id}`);
  await expect(
    driver.getByRole('button', { name: 'En route vers le patient', exact: true }),
  ).toBeVisible();
  return { clinic, driver, id };
}

/**
 * Issue 23: « Terminer » waits for the proof of service. At arrival the patient cannot sign and confirms by name
 * (the patient's name is filled in): kept on the phone, offline too.
 */
export async function confirmCannotSign(driver: Page): Promise<void> {
  await driver.getByRole('button', { name: 'Signature du patient', exact: true }).click();
  await driver.getByLabel('La personne ne peut pas signer : confirmer par son nom').check();
  await driver.getByLabel(/confirme que ce transport a été effectué$/).check();
  await driver.getByRole('button', { name: 'Enregistrer la signature' }).click();
  await expect(
    driver.getByRole('status').filter({ hasText: 'nom saisi et confirmé, sans tracé' }),
  ).toBeVisible();
}

/**
 * The driver's phone after its « En route vers le patient » was refused ([E2E-TR2], [E2E-FB-REFUSED1]): the header's
 * button lists it in « Modifications à revoir », « J’ai compris » clears it, and the clinic reads the refusal.
 */
export async function reviewRefusedStep(
  driver: Page,
  clinic: Page,
  screenshotPath: string,
): Promise<void> {
  await driver.getByRole('button', { name: /1 modification refusée/ }).click();
  const review = driver.getByRole('dialog', { name: 'Modifications à revoir' });
  await expect(review.getByRole('listitem')).toHaveCount(1);
  await expect(review.getByRole('listitem')).toContainText(
    /La demande de passage à l’état « En route vers le patient » a été refusée : /,
  );
  await driver.screenshot({ path: screenshotPath });
  await review.getByRole('button', { name: 'J’ai compris' }).click();
  await expect(review.getByText(/Plus rien à revoir/)).toBeVisible();
  await review.getByRole('button', { name: 'Fermer' }).click();
  await expect(driver.getByRole('button', { name: /modification refusée/ })).toHaveCount(0);
  await clinic.reload();
  await expect(clinic.getByText(/Modification refusée/).first()).toBeVisible({ timeout: 30_000 });
}

/** The Auth emulator of the e2e runs (firebase.json) and the project the emulator builds use. */
// The emulators of this run: tests/e2e/run.mjs picks their ports (the builds bake them in); else firebase.json's.
const EMULATOR_HOST = '127.0.0.1';
export const AUTH_EMULATOR = `http://${EMULATOR_HOST}:${process.env.VITE_EMULATOR_AUTH_PORT ?? 9099}`;
const FIRESTORE_EMULATOR = `${EMULATOR_HOST}:${process.env.VITE_EMULATOR_FIRESTORE_PORT ?? 8080}`;
const EMULATOR_PROJECT = 'demo-transport-sanitaire';

export interface NewAccount {
  name: string;
  email: string;
  password?: string;
  /** The « Vous êtes » option's value. */
  role: 'ambulance' | 'vtc' | 'clinique' | 'patient';
  /** Issue 25: the organisation a company or clinic founds; by default named like the account (`name`). */
  identity?: Partial<OrganisationIdentityInput>;
}

/** What the founding screen asks (issue 25), as typed. */
export interface OrganisationIdentityInput {
  name: string;
  rue: string;
  codePostal: string;
  ville: string;
  siret: string;
  /** Clinics only. */
  finess: string;
}

/** A valid identity (SIRET whose Luhn key checks); the clinic's FINESS is typed only for a clinic. */
export const E2E_IDENTITY: Omit<OrganisationIdentityInput, 'name'> = {
  rue: '12 rue des Tilleuls',
  codePostal: '69003',
  ville: 'Lyon',
  siret: '812 345 678 00013',
  finess: '690000880',
};

/** The founding screen's heading, by kind. */
export const foundingHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Votre (établissement|société)$/ });

/**
 * Issue 25: fills the founding screen (« Votre établissement » / « Votre société ») and submits it; waits for
 * /tarifs unless `expectRefusal` (the caller then checks the French error).
 */
export async function fillOrganisationIdentity(
  page: Page,
  identity: OrganisationIdentityInput,
  options: { expectRefusal?: boolean } = {},
): Promise<void> {
  await expect(foundingHeading(page)).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Identité de l’organisation' });
  const clinic = (await form.getByLabel(/^Numéro FINESS/).count()) > 0;
  await form.getByLabel(/^Nom de (l’établissement|la société)/).fill(identity.name);
  await form.getByLabel(/^Numéro et rue/).fill(identity.rue);
  await form.getByLabel(/^Code postal/).fill(identity.codePostal);
  await form.getByLabel(/^Ville/).fill(identity.ville);
  await form.getByLabel(/^Numéro SIRET/).fill(identity.siret);
  if (clinic) await form.getByLabel(/^Numéro FINESS/).fill(identity.finess);
  await form.getByRole('button', { name: /^Créer (mon établissement|ma société)$/ }).click();
  if (!options.expectRefusal) await expect(page).toHaveURL(/\/tarifs$/, { timeout: 30_000 });
}

/** The identity an account founds with: its own, else the defaults named like the account. */
const identityOf = (account: NewAccount): OrganisationIdentityInput => ({
  ...E2E_IDENTITY,
  name: account.name,
  ...account.identity,
});

/** Fills and sends the sign-up form (/auth?mode=signup); what follows depends on the mode and the account. */
export async function submitSignUp(page: Page, account: NewAccount): Promise<void> {
  await startsSignedOut(page);
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByLabel('Nom complet').fill(account.name);
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe').fill(account.password ?? 'secret123');
  await form.getByLabel('Vous êtes').selectOption(account.role);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
}

/**
 * Firebase mode: the tab shows « Vérifiez votre adresse e-mail »; the verification link the Auth emulator recorded
 * for this address is opened as its owner would click it (in another tab), then « J’ai vérifié mon adresse ».
 */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible({
    timeout: 30_000,
  });
  const response = await page.request.get(
    `${AUTH_EMULATOR}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes
    .filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email === email.toLowerCase())
    .at(-1);
  expect(code, `aucun lien de vérification pour ${email}`).toBeDefined();
  const mailbox = await page.context().newPage();
  await mailbox.goto(code!.oobLink);
  await mailbox.close();
  await page.getByRole('button', { name: 'J’ai vérifié mon adresse' }).click();
}

/**
 * After sign-up: verifies the address when the app asks (Firebase mode; demo accounts are taken as verified), then
 * waits for the next screen.
 */
export async function pastVerification(page: Page, email: string): Promise<void> {
  const verify = page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' });
  const invitation = page.getByRole('heading', { name: /^Rejoindre / });
  const founding = foundingHeading(page);
  const settled = async () =>
    (await verify.isVisible()) ||
    (await invitation.isVisible()) ||
    (await founding.isVisible()) ||
    /\/tarifs$/.test(page.url());
  await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  if (await verify.isVisible()) await verifyEmail(page, email);
}

/**
 * A new company or clinic account that nobody invited: signs up, verifies (Firebase), founds its organisation
 * under its identity (issue 25), starts the 14-day trial from /tarifs and reaches its dashboard.
 */
export async function signUpCompany(page: Page, account: NewAccount): Promise<void> {
  await submitSignUp(page, account);
  await pastVerification(page, account.email);
  await fillOrganisationIdentity(page, identityOf(account));
  await page.getByRole('button', { name: 'Démarrer l’essai gratuit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${account.role}`), { timeout: 30_000 });
}

export interface Invited extends NewAccount {
  /** The organisation's name, as the question names it. */
  organisation: string;
  /** The listed role as the question reads it: « chauffeur », « régulateur », « secrétaire »… */
  roleLabel: string;
}

/**
 * A person a responsable listed joins the organisation, in either mode: signs up with the listed e-mail, verifies
 * it (Firebase mode), reads « Rejoindre <organisation> en tant que <rôle> ? », accepts, and lands on the
 * organisation's dashboard. Other scenarios call this one helper.
 */
export async function acceptInvitation(page: Page, person: Invited): Promise<void> {
  await submitSignUp(page, person);
  await pastVerification(page, person.email);
  await expect(
    page.getByRole('heading', {
      name: `Rejoindre ${person.organisation} en tant que ${person.roleLabel} ?`,
    }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Rejoindre ${person.organisation}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/(ambulance|vtc|clinique)/, { timeout: 30_000 });
}

/** The listed person declines: the same start, « Refuser l’invitation », and their own account goes on (/tarifs). */
export async function declineInvitation(page: Page, person: Invited): Promise<void> {
  await submitSignUp(page, person);
  await pastVerification(page, person.email);
  await expect(page.getByRole('heading', { name: /^Rejoindre / })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Refuser l’invitation' }).click();
  // Declining founds the person's own organisation: its identity first (issue 25).
  await fillOrganisationIdentity(page, identityOf(person));
}

/** A responsable lists someone on /dashboard/personnel (the page must be reachable: a dashboard is open). */
export async function listMember(
  page: Page,
  member: { email: string; name: string; role: string },
): Promise<void> {
  await page.goto('/dashboard/personnel');
  const form = page.getByRole('form', { name: 'Ajouter un membre' });
  await form.getByLabel('Adresse e-mail').fill(member.email);
  await form.getByLabel('Nom').fill(member.name);
  await form.getByLabel('Rôle').selectOption({ label: member.role });
  await form.getByRole('button', { name: 'Ajouter au personnel' }).click();
  await expect(page.getByText(member.name, { exact: true })).toBeVisible({ timeout: 30_000 });
}

// ---------------------------------------------------------------------------------------------------------------
// Shortcuts over the steps above, and the first administrator (Firebase mode).
// ---------------------------------------------------------------------------------------------------------------

export const E2E_PASSWORD = 'secret123';

/** An address no other run used: the emulators keep their accounts for the whole run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

type Account = Omit<NewAccount, 'email'> & { email?: string };

/** Sign-up through the form, past the verification step (Firebase mode); resolves to the e-mail used. */
export async function signUpThroughForm(page: Page, account: Account): Promise<string> {
  const email = account.email ?? uniqueEmail(account.role);
  await submitSignUp(page, { ...account, email });
  if (account.role !== 'patient') {
    await pastVerification(page, email);
    await fillOrganisationIdentity(page, identityOf({ ...account, email }));
  }
  return email;
}

/** A company or clinic nobody invited: signs up, verifies, starts its 14-day trial; resolves to the e-mail. */
export async function signUpWithTrial(page: Page, account: Account): Promise<string> {
  const email = account.email ?? uniqueEmail(account.role);
  await signUpCompany(page, { ...account, email });
  return email;
}

/** Signs in through the form with an e-mail and password; waits for the dashboard (or /tarifs without access). */
export async function signInThroughForm(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/auth?mode=login');
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/(dashboard|tarifs)/, { timeout: 30_000 });
}

/** npm run admin:grant, as a deployer runs it (here against this run's emulators). */
export function grantAdmin(email: string): string {
  const run = spawnSync('node', ['.config/admin-grant.mjs', email], {
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR },
  });
  if (run.status !== 0) throw new Error(`admin:grant a échoué : ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/**
 * The first administrator as a real project makes one: they sign up like anyone (a patient account), then the
 * deployer runs npm run admin:grant with their e-mail; their next page shows the admin dashboard.
 */
export async function signUpAsAdmin(page: Page, name = 'Camille Laurent'): Promise<string> {
  const email = await signUpThroughForm(page, {
    role: 'patient',
    name,
    email: uniqueEmail('admin'),
  });
  await expect(page).toHaveURL(/\/dashboard\/utilisateur/, { timeout: 30_000 });
  expect(grantAdmin(email)).toContain(`${email} est maintenant administrateur.`);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin$/, { timeout: 30_000 });
  return email;
}

// ---------------------------------------------------------------------------------------------------------------
// A tab that must follow the server without a reload (subscription approved elsewhere), in both modes.
// ---------------------------------------------------------------------------------------------------------------

/** The header's « Dashboard » link: the role's dashboard with an active access, /tarifs without (spec §2). */
export const dashboardLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first();

/** Marks the tab, so that `expectAccessWithoutReload` can tell it was never reloaded; answers its load count. */
export async function markNotReloaded(page: Page): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  return page.evaluate(() => performance.getEntriesByType('navigation').length);
}

/** The ambulance account's tab, never reloaded, now leads to its dashboard: access followed the approval. */
export async function expectAccessWithoutReload(page: Page, loadsBefore: number, timeout: number) {
  await expect(dashboardLink(page)).toHaveAttribute('href', '/dashboard/ambulance', { timeout });
  await dashboardLink(page).click();
  await expect(page).toHaveURL(/\/dashboard\/ambulance$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tableau de bord ambulance' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
    loadsBefore,
  );
}

/**
 * Issue 23: the company's bell holds exactly one « Nouvelle demande dans votre zone » for this ride (its device raised
 * it once the zone reached its base), in either mode; the dialog is closed again.
 */
export async function expectZoneNotice(page: Page, rideId: string, screenshot?: string) {
  const notices = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: 'Nouvelle demande dans votre zone' })
    .filter({ has: page.locator(`a[href$="/${rideId}"]`) });
  await expect(async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    try {
      await expect(notices).toHaveCount(1, { timeout: 5_000 });
    } catch (error) {
      await page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(notices).toContainText(/s’est élargie jusqu’à votre base/);
  // The filing's own « Transport urgent » went to every company of the type: not shown where the first zone
  // did not reach (the zone's notice tells of the request).
  await expect(
    page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/${rideId}"]`) }),
  ).toHaveCount(1);
  if (screenshot) await page.getByRole('dialog').screenshot({ path: screenshot });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A row of the planning board (a driver or a vehicle), by its name. */
export const planningRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/**
 * Drags a ride of « À affecter » onto a board row with the mouse, in steps, as a hand would: the board assigns on
 * the pointer's release over a row. The drop lands on the row's name, which stays in view while the day scrolls.
 */
export async function dragRideOnto(page: Page, rideId: string, rowName: string): Promise<void> {
  const ride = page.locator(`.planning-side [data-ride-id="${rideId}"]`);
  const from = (await ride.boundingBox())!;
  const to = (await planningRow(page, rowName).getByRole('rowheader').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * A VSL ride of tomorrow 10:30 filed by the clinic and accepted by the company's dispatcher, both synced: what the
 * planning board shows « À affecter ».
 */
export async function acceptedVslForTomorrow(
  dispatcher: Page,
  clinic: Page,
  lastName: string,
): Promise<string> {
  const id = await fileRequest(clinic, {
    lastName,
    type: 'vsl',
    priority: 'normale',
    when: tomorrowAt(),
  });
  await waitForSynced(clinic);
  await dispatcher.goto('/dashboard/ambulance/transports?tab=en-attente');
  await expect(rideCard(dispatcher, id)).toBeVisible({ timeout: 30_000 });
  await acceptRide(dispatcher, id);
  await waitForSynced(dispatcher);
  return id;
}

interface FirstScreenMoment {
  state: string | null;
  text: string;
  ariaHidden: string | null;
  inert: boolean;
  liveRides: number;
  rootShown: boolean;
}

/**
 * Issue 24 (cold start): records, from the very start of each page of the context, every change of the stored
 * first screen (<html data-first-screen>: pending → shown → gone) with what the copy and the live page held then.
 */
export async function recordFirstScreen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const moments: unknown[] = [];
    (window as unknown as { firstScreenMoments: unknown[] }).firstScreenMoments = moments;
    let last: string | null = null;
    new MutationObserver(() => {
      const state = document.documentElement.getAttribute('data-first-screen');
      if (state === last) return;
      last = state;
      const copy = document.getElementById('first-screen');
      moments.push({
        state,
        text: copy?.textContent ?? '',
        ariaHidden: copy?.getAttribute('aria-hidden') ?? null,
        inert: copy?.hasAttribute('inert') ?? false,
        liveRides: document.querySelectorAll('#root ul.ride-list > li, #root ul.patient-rides > li')
          .length,
        rootShown: document.getElementById('root')?.style.display !== 'none',
      });
      // The document, not <html>: an init script runs before the page's first element exists.
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-first-screen'],
    });
  });
}

/**
 * What the live ride list shows first: a company's first card's title, a patient's first ride's day and time, or the
 * page's heading when the list is empty.
 */
export const firstScreenText = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('#root ul.ride-list > li h3')?.textContent ??
      document.querySelector('#root ul.patient-rides > li .patient-ride__when')?.textContent ??
      document.querySelector('#root h1')?.textContent ??
      '',
  );

/** The live list at `page`'s address, with `text`, has been copied for the next start (1.5 s after it changed). */
export async function waitForStoredFirstScreen(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((expected) => {
          const stored = localStorage.getItem('transport-sanitaire:firstScreen');
          if (stored === null) return false;
          const copy = JSON.parse(stored) as { path: string; html: string };
          const box = document.createElement('div');
          box.innerHTML = copy.html;
          return (
            copy.path === location.pathname + location.search &&
            (box.textContent ?? '').includes(expected)
          );
        }, text),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * The page (started after recordFirstScreen) showed the stored copy — `expected` in it, inert and hidden from
 * assistive technology, before any live ride and with the live page hidden — then the live list replaced it.
 */
export async function expectFirstScreenReplaced(page: Page, expected: string): Promise<void> {
  await expect(
    page
      .locator('#root ul.ride-list > li, #root .ride-list__empty, #root ul.patient-rides > li')
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const moments = await page.evaluate(
    () => (window as unknown as { firstScreenMoments: FirstScreenMoment[] }).firstScreenMoments,
  );
  expect(moments.map((moment) => moment.state)).toEqual(['pending', 'shown', null]);
  const shown = moments[1]!;
  expect(shown.text).toContain(expected);
  expect(shown).toMatchObject({ ariaHidden: 'true', inert: true, liveRides: 0, rootShown: false });
  expect(moments[2]!.rootShown).toBe(true);
}
