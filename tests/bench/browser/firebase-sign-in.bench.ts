// Sign-in to dashboard in Firebase mode (issue 24 item 4): the production build against the Auth emulator and
// the official Firestore emulator under firestore.rules, each on a free port of this run (baked into a build of
// the bench's own). A clinic signs up through the app, files requests, then signs in N times: on a new device
// (empty IndexedDB: everything comes from the server) and on the device it used before (its mirror is there).
// Measured from the click on « Se connecter » to the dashboard with its list drawn (a filed request on screen).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { formatMs, type BenchTable } from '@tests/bench/support/report';
import { pause, summarize } from '@tests/bench/support/stats';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.bench';
import { freePort, preview, REPO } from './serve-build';
import {
  breakdownTable,
  installSignInProbe,
  LIST_DRAWN,
  traceSignIn,
  type SignInTimeline,
} from './sign-in-trace';

export interface FirebaseSignInPlan {
  runs: number;
}

const TARGET_MS = 1_500;
const OUT_DIR = 'bench-results/dist-firebase-sign-in';
const PASSWORD = 'secret123';
const PATIENT = 'Banc-Connexion';

interface Emulators {
  authPort: number;
  firestorePort: number;
  process: ChildProcess;
}

/** `npm run emulators` on ports of its own; resolves once both answer and the rules are loaded. */
async function startEmulators(): Promise<Emulators> {
  const [authPort, firestorePort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(REPO, '.config/emulators.mjs')], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      CI: '1',
      FIRESTORE_EMULATOR_HOST: '',
      VITE_EMULATOR_AUTH_PORT: String(authPort),
      VITE_EMULATOR_FIRESTORE_PORT: String(firestorePort),
    },
  });
  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      seen = (seen + chunk).slice(-4_000);
      if (seen.includes('Émulateurs prêts')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`émulateurs arrêtés (code ${code}) : ${seen}`)));
  });
  await Promise.race([
    ready,
    pause(180_000).then(() => Promise.reject(new Error('émulateurs pas prêts après 180 s'))),
  ]);
  return { authPort, firestorePort, process: child };
}

function stopEmulators(emulators: Emulators | null) {
  if (!emulators?.process.pid) return;
  try {
    process.kill(emulators.process.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}

function build(emulators: Emulators) {
  const vite = join(REPO, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_BACKEND_MODE: 'emulators',
        VITE_EMULATOR_AUTH_PORT: String(emulators.authPort),
        VITE_EMULATOR_FIRESTORE_PORT: String(emulators.firestorePort),
      },
    },
  );
  if (result.status !== 0) throw new Error(`build du mode Firebase en échec (${result.status})`);
}

/** The clinic's account, its trial started and three requests filed, through the app as a user does it. */
async function prepareClinic(browser: Browser, url: string, authPort: number): Promise<string> {
  // The e2e steps read the Auth emulator's address from the environment when they load.
  process.env.VITE_EMULATOR_AUTH_PORT = String(authPort);
  const support = await import('@tests/e2e/support');
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = await context.newPage();
    const email = await support.signUpWithTrial(page, {
      role: 'clinique',
      name: 'Banc Connexion',
      email: support.uniqueEmail('banc-connexion'),
      password: PASSWORD,
    });
    for (const priority of ['normale', 'urgent', 'normale'] as const) {
      await support.fileRequest(page, { lastName: PATIENT, type: 'ambulance', priority });
    }
    await support.waitForSynced(page);
    return email;
  } finally {
    await context.close();
  }
}

/** One sign-in: milliseconds from the click to the dashboard URL, and to a filed request drawn in its list. */
async function signIn(page: Page, url: string, email: string) {
  const trace = traceSignIn(page);
  await page.goto(`${url}/auth?mode=login`);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  const started = Date.now();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard\/clinique/, { timeout: 60_000 });
  const dashboard = Date.now() - started;
  await page.getByText(PATIENT).first().waitFor({ timeout: 60_000 });
  const listed = Date.now() - started;
  // What is still on its way once the list shows (the rest of the first pull) belongs to the breakdown too.
  await page.waitForTimeout(1_000);
  return { dashboard, listed, timeline: await trace.read() };
}

export async function runFirebaseSignIn(plan: FirebaseSignInPlan): Promise<BenchTable[]> {
  let emulators: Emulators | null = null;
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    emulators = await startEmulators();
    build(emulators);
    const served = await preview(OUT_DIR);
    server = served.server;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const email = await prepareClinic(browser, served.url, emulators.authPort);
    type Sample = { dashboard: number; listed: number; timeline: SignInTimeline };
    const fresh: Sample[] = [];
    const returning: Sample[] = [];
    const known = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const knownPage = await known.newPage();
    await installSignInProbe(knownPage, PATIENT);
    for (let run = 0; run < plan.runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await installSignInProbe(page, PATIENT);
      fresh.push(await signIn(page, served.url, email));
      await context.close();
      returning.push(await signIn(knownPage, served.url, email));
      await (await import('@tests/e2e/firebase/firebase-support')).signOut(knownPage);
    }
    await known.close();
    const row = (label: string, values: number[]) => {
      const summary = summarize(values);
      return [label, ...[summary.median, summary.p95, summary.min, summary.max].map(formatMs)];
    };
    // The page's own clock: from the click it received to the list's first render (no Playwright round trips).
    const inPage = (samples: Sample[]) =>
      samples.flatMap((s) => {
        const drawn = s.timeline.get(LIST_DRAWN);
        return drawn ? [drawn.start] : [];
      });
    const listedFresh = summarize(fresh.map((s) => s.listed)).median;
    const listedKnown = summarize(returning.map((s) => s.listed)).median;
    const summaryTable: BenchTable = {
      title:
        'Connexion → tableau de bord, mode Firebase (émulateurs Auth + Firestore officiel, règles de production)',
      context: [
        `Chromium headless, build de production du mode Firebase servi par vite preview ; ${plan.runs} connexions ` +
          'par ligne, une clinique avec 3 demandes ;',
        'nouvel appareil : contexte de navigateur vierge ; appareil connu : le même contexte, après déconnexion ;',
        'depuis le clic sur « Se connecter » (côté Playwright : avec l’action de clic et la détection, qui pèsent',
        'sous charge ; « dans la page » : du clic reçu par la page au premier rendu de la liste).',
      ],
      columns: ['étape', 'médiane', 'p95', 'min', 'max'],
      rows: [
        row(
          'nouvel appareil : URL du tableau de bord',
          fresh.map((s) => s.dashboard),
        ),
        row(
          'nouvel appareil : liste affichée',
          fresh.map((s) => s.listed),
        ),
        row('nouvel appareil : liste affichée (dans la page)', inPage(fresh)),
        row(
          'appareil connu : URL du tableau de bord',
          returning.map((s) => s.dashboard),
        ),
        row(
          'appareil connu : liste affichée',
          returning.map((s) => s.listed),
        ),
        row('appareil connu : liste affichée (dans la page)', inPage(returning)),
      ],
      notes: [],
      verdicts: [
        {
          target: `Connexion Firebase → liste, nouvel appareil < ${formatMs(TARGET_MS)}`,
          measured: formatMs(listedFresh),
          met: listedFresh < TARGET_MS,
        },
        {
          target: `Connexion Firebase → liste, appareil connu < ${formatMs(TARGET_MS)}`,
          measured: formatMs(listedKnown),
          met: listedKnown < TARGET_MS,
        },
      ],
    };
    return [
      summaryTable,
      breakdownTable(
        'Connexion Firebase, nouvel appareil : où passe le temps',
        fresh.map((s) => s.timeline),
      ),
      breakdownTable(
        'Connexion Firebase, appareil connu : où passe le temps',
        returning.map((s) => s.timeline),
      ),
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    server?.kill();
    stopEmulators(emulators);
  }
}
